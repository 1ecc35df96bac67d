import { Alert, Stack, Table, Text } from '@mantine/core';
import type { SegmentUploadResult } from '@parley/core/segments/segment-rules';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

export type UploadResultViewProps = { result: SegmentUploadResult };

/** What an upload did, and the skipped rows line by line. */
export function UploadResultView({ result }: UploadResultViewProps) {
  const texts = SEGMENTS_TEXTS.upload;
  return (
    <Stack gap="sm">
      <Alert color={result.failed > 0 ? 'yellow' : 'teal'} variant="light" role="status">
        {texts.summary(result.added, result.created, result.failed)}
      </Alert>
      {result.errors.length > 0 && (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {texts.errorsTitle}
          </Text>
          {result.errors.length < result.failed && (
            <Text size="xs" c="dimmed">
              {texts.errorsMore(result.errors.length, result.failed)}
            </Text>
          )}
          <Table.ScrollContainer minWidth={480} maxHeight={320}>
            <Table striped aria-label={texts.errorsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.columns.line}</Table.Th>
                  <Table.Th>{texts.columns.field}</Table.Th>
                  <Table.Th>{texts.columns.message}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error, index) => (
                  // A line can have several errors (one per bad value).
                  // biome-ignore lint/suspicious/noArrayIndexKey: errors have no id of their own
                  <Table.Tr key={`${error.line}-${index}`}>
                    <Table.Td>{error.line}</Table.Td>
                    <Table.Td>{error.field ?? '—'}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
