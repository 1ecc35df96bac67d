import { Button, Card, Checkbox, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import type { SegmentUploadResult } from '@parley/core/segments/segment-rules';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSegmentCommands } from '../hooks/useSegmentCommands.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';
import { UploadResultView } from './UploadResultView.tsx';

export type SegmentUploadPanelProps = { segmentId: string };

/** A static segment's CSV upload (spec 001 §5, §7) with the includeCsvDataTypeRow checkbox. */
export function SegmentUploadPanel({ segmentId }: SegmentUploadPanelProps) {
  const texts = SEGMENTS_TEXTS.upload;
  const { upload } = useSegmentCommands();
  const [file, setFile] = useState<File | null>(null);
  const [includeCsvDataTypeRow, setIncludeCsvDataTypeRow] = useState(false);
  const [result, setResult] = useState<SegmentUploadResult | null>(null);

  const submit = () => {
    if (!file) return;
    setResult(null);
    upload.mutate(
      { id: segmentId, file, includeCsvDataTypeRow },
      { onSuccess: (answer) => setResult(answer) },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={texts.title}>
      <Stack gap="md">
        <Title order={4}>{texts.title}</Title>
        <Text size="sm" c="dimmed">
          {texts.help}
        </Text>
        <FileInput
          label={texts.fileLabel}
          placeholder={texts.filePlaceholder}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
        />
        <Checkbox
          label={texts.typeRowLabel}
          checked={includeCsvDataTypeRow}
          onChange={(event) => setIncludeCsvDataTypeRow(event.currentTarget.checked)}
        />
        <Group>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={upload.isPending}
            onClick={submit}
          >
            {texts.submit}
          </Button>
        </Group>
        {result && <UploadResultView result={result} />}
      </Stack>
    </Card>
  );
}
