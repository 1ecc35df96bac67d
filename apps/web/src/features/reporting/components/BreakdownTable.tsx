import { Button, Card, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Figures } from '../api/reporting-api.ts';
import { REPORTING_TEXTS } from '../reporting-texts.ts';
import { breakdownCsv, downloadText, FIGURE_COLUMNS } from '../utils/dashboard-format.ts';

export type BreakdownRow = { key: string; name: string; figures: Figures };

/** One breakdown (by channel, agent or queue) with the figures' columns and its CSV export. */
export function BreakdownTable({
  title,
  nameLabel,
  rows,
  fileName,
}: {
  title: string;
  nameLabel: string;
  rows: BreakdownRow[];
  fileName: string;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={rows.length === 0}
            onClick={() => downloadText(fileName, breakdownCsv(nameLabel, rows))}
          >
            {REPORTING_TEXTS.tables.exportCsv}
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {REPORTING_TEXTS.tables.empty}
          </Text>
        ) : (
          <ScrollArea>
            <Table striped highlightOnHover aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{nameLabel}</Table.Th>
                  {FIGURE_COLUMNS.map((column) => (
                    <Table.Th key={column.label} ta="right">
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.name}</Table.Td>
                    {FIGURE_COLUMNS.map((column) => (
                      <Table.Td key={column.label} ta="right">
                        {column.value(row.figures)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Card>
  );
}
