import { Alert, Button, Center, Drawer, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { channelLabel } from '@parley/core/common/channels';
import { toCsv } from '@parley/core/common/csv';
import { formatDateTimeWithZone } from '@parley/core/common/date-format';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DashboardInput } from '../../../shared/graphql/schema-types.generated.ts';
import { fetchReportTasks, type ReportTasks, reportingKeys } from '../api/reporting-api.ts';
import { REPORTING_TEXTS } from '../reporting-texts.ts';
import { downloadText, formatDuration } from '../utils/dashboard-format.ts';

const TEXTS = REPORTING_TEXTS.drillDown;

type Task = ReportTasks['items'][number];

const seconds = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000) : null;

function who(task: Task): string {
  return (
    task.contactName ??
    (task.contactPhone ? formatPhoneForDisplay(task.contactPhone) : (task.title ?? task.sid))
  );
}

/** The rows behind a period of the chart (docs/reporting.md "Drill-down"), with their CSV. */
export function DrillDownDrawer({
  input,
  period,
  agentName,
  onClose,
}: {
  input: DashboardInput;
  /** null: closed; '' : the whole range; else a period of the series. */
  period: string | null;
  agentName: (id: string | null | undefined) => string;
  onClose: () => void;
}) {
  const asked = period === '' ? null : period;
  const tasks = useQuery({
    queryKey: reportingKeys.tasks(input, asked),
    queryFn: ({ signal }) => fetchReportTasks(input, asked, signal),
    enabled: period !== null,
  });
  const zone = input.timeZone;
  const when = (value: string | null) => (value ? (formatDateTimeWithZone(value, zone) ?? '') : '');
  const rows = tasks.data?.items ?? [];
  const csv = () =>
    toCsv(
      TEXTS.columns,
      rows.map((task) => [
        task.createdAt,
        // The raw number in the file (a display form would read as a formula).
        task.contactName ?? task.contactPhone ?? task.title ?? task.sid,
        channelLabel(task.channel),
        task.queueName,
        task.agentId ? agentName(task.agentId) : '',
        task.status,
        task.disposition,
        seconds(task.createdAt, task.acceptedAt),
        task.acceptedAt ? seconds(task.acceptedAt, task.endedAt) : null,
        task.sid,
      ]),
    );
  return (
    <Drawer
      opened={period !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={asked ? TEXTS.titleFor(asked.replace('T', ' ')) : TEXTS.title}
    >
      {tasks.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={TEXTS.loading} />
        </Center>
      ) : tasks.isError ? (
        <Alert color="red">{tasks.error.message || TEXTS.failed}</Alert>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {TEXTS.count(rows.length, tasks.data.total)}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              disabled={rows.length === 0}
              onClick={() =>
                downloadText(`tasks-${(asked ?? `${input.from}-${input.to}`).replace(':', '')}.csv`, csv())
              }
            >
              {REPORTING_TEXTS.tables.exportCsv}
            </Button>
          </Group>
          {rows.length === 0 ? (
            <Text size="sm">{TEXTS.empty}</Text>
          ) : (
            <ScrollArea>
              <Table striped aria-label={TEXTS.table}>
                <Table.Thead>
                  <Table.Tr>
                    {TEXTS.shownColumns.map((label) => (
                      <Table.Th key={label}>{label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((task) => (
                    <Table.Tr key={task.sid}>
                      <Table.Td>{when(task.createdAt)}</Table.Td>
                      <Table.Td>{who(task)}</Table.Td>
                      <Table.Td>{channelLabel(task.channel)}</Table.Td>
                      <Table.Td>{agentName(task.agentId)}</Table.Td>
                      <Table.Td>{task.status}</Table.Td>
                      <Table.Td>{task.disposition ?? REPORTING_TEXTS.none}</Table.Td>
                      <Table.Td>
                        {task.acceptedAt
                          ? formatDuration(seconds(task.acceptedAt, task.endedAt))
                          : REPORTING_TEXTS.none}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
