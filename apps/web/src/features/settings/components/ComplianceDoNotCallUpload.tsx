import { Alert, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import type { DoNotCallUploadResult } from '../api/compliance-api.ts';
import { COMPLIANCE_PAGE_TEXTS } from '../api/compliance-texts.ts';
import { showSaveError } from '../utils/form-errors.ts';

const TEXTS = COMPLIANCE_PAGE_TEXTS.dnc;
const LABELS = { file: TEXTS.file };
/** How many bad rows the summary lists (the server sends the first ones and counts all). */
const BAD_ROWS_SHOWN = 10;

export type ComplianceDoNotCallUploadProps = {
  onUpload: (file: File) => Promise<DoNotCallUploadResult>;
  onClose: () => void;
};

/** Pick a CSV, upload it, then read what happened: numbers added, already listed, rows refused. */
export function ComplianceDoNotCallUpload({ onUpload, onClose }: ComplianceDoNotCallUploadProps) {
  const [result, setResult] = useState<DoNotCallUploadResult | null>(null);
  const form = useForm<{ file: File | null }>({
    initialValues: { file: null },
    validate: { file: (file) => (file ? null : TEXTS.chooseFile) },
  });
  const submit = form.onSubmit(async ({ file }) => {
    if (!file) return;
    try {
      setResult(await onUpload(file));
      form.reset();
    } catch (error) {
      // A body too large for the server (413) names no field: it is the file's fault.
      if (isApiError(error) && (error.status === 413 || !error.field))
        form.setFieldError('file', error.message);
      else showSaveError(form, error, LABELS);
    }
  });
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label={TEXTS.uploadCsv}>
        <Group align="flex-start" gap="sm">
          <FileInput
            label={LABELS.file}
            description={TEXTS.fileHint}
            withAsterisk
            clearable
            accept=".csv,text/csv"
            leftSection={<IconUpload size={16} aria-hidden />}
            style={{ flex: 1 }}
            {...form.getInputProps('file')}
          />
          <Button type="submit" mt={45} loading={form.submitting}>
            {TEXTS.upload}
          </Button>
        </Group>
      </form>
      {result && <UploadSummary result={result} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {TEXTS.close}
        </Button>
      </Group>
    </Stack>
  );
}

function UploadSummary({ result }: { result: DoNotCallUploadResult }) {
  const shown = result.badRows.slice(0, BAD_ROWS_SHOWN);
  return (
    <Alert color={result.badRowCount > 0 ? 'yellow' : 'green'} variant="light" role="status">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {TEXTS.uploadSummary(result.added, result.alreadyListed, result.badRowCount)}
        </Text>
        {shown.length > 0 && (
          <Table withRowBorders={false} verticalSpacing={2} aria-label={TEXTS.badRowsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{TEXTS.line}</Table.Th>
                <Table.Th>{TEXTS.value}</Table.Th>
                <Table.Th>{TEXTS.reason}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.value || '—'}</Table.Td>
                  <Table.Td>{row.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Alert>
  );
}
