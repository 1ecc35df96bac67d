import { Badge, Table, Text } from '@mantine/core';
import { channelLabel } from '@parley/core/common/channels';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import type { RecentTask } from '../api/recent-tasks-api.ts';

export type RecentTasksTableProps = { tasks: RecentTask[] };

function when(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });
}

/** One page of recent tasks. */
export function RecentTasksTable({ tasks }: RecentTasksTableProps) {
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped highlightOnHover aria-label="Recent tasks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ended</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Disposition</Table.Th>
            <Table.Th>Agent</Table.Th>
            <Table.Th>Queue</Table.Th>
            <Table.Th>Recording</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task.sid}>
              <Table.Td>{when(task.timestamps.endedAt ?? task.timestamps.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {task.contactName ?? (task.contactPhone ? formatPhoneForDisplay(task.contactPhone) : '—')}
                </Text>
                {task.contactName && task.contactPhone && (
                  <Text size="xs" c="dimmed">
                    {formatPhoneForDisplay(task.contactPhone)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{task.type}</Text>
                {task.type.toLowerCase() !== task.channel.toLowerCase() && (
                  <Text size="xs" c="dimmed">
                    {channelLabel(task.channel)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={task.status === 'completed' ? 'teal' : 'gray'}>
                  {task.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{task.disposition ?? '—'}</Text>
                {task.notes && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {task.notes}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{task.agentName ?? '—'}</Table.Td>
              <Table.Td>{task.originalTaskQueueName}</Table.Td>
              <Table.Td>
                {task.recordingUrl ? (
                  // biome-ignore lint/a11y/useMediaCaption: a call recording has no captions
                  <audio
                    controls
                    preload="none"
                    src={task.recordingUrl}
                    aria-label={`Recording of the call with ${task.contactName ?? task.contactPhone ?? 'the contact'}`}
                    style={{ height: 32, maxWidth: 220 }}
                  />
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
