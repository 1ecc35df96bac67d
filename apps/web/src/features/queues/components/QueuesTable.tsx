import { Badge, Group, Table, Text } from '@mantine/core';
import type { QueueSummary, QueueTaskCounts } from '../api/queues-api.ts';

export type QueuesTableProps = { queues: QueueSummary[]; counts: QueueTaskCounts[] };

/** The queues, busiest first: waiting and offered (the queue's own counts), accepted and wrapping (taskCounts). */
export function QueuesTable({ queues, counts }: QueuesTableProps) {
  const bySid = new Map(counts.map((count) => [count.queueSid, count]));
  const sorted = [...queues].sort(
    (a, b) =>
      b.waitingCount - a.waitingCount ||
      b.offeredCount - a.offeredCount ||
      a.friendlyName.localeCompare(b.friendlyName),
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label="Queues">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queue</Table.Th>
            <Table.Th ta="right">Waiting</Table.Th>
            <Table.Th ta="right">Offered</Table.Th>
            <Table.Th ta="right">Accepted</Table.Th>
            <Table.Th ta="right">Wrapping up</Table.Th>
            <Table.Th>Required skills</Table.Th>
            <Table.Th ta="right">Offer timeout</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((queue) => {
            const count = bySid.get(queue.sid);
            return (
              <Table.Tr key={queue.sid}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {queue.friendlyName}
                    </Text>
                    {queue.isDefault && (
                      <Badge size="xs" variant="light">
                        Default
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right" fw={600} aria-label={`${queue.friendlyName} waiting`}>
                  {queue.waitingCount}
                </Table.Td>
                <Table.Td ta="right" aria-label={`${queue.friendlyName} offered`}>
                  {queue.offeredCount}
                </Table.Td>
                <Table.Td ta="right">{count?.accepted ?? 0}</Table.Td>
                <Table.Td ta="right">{count?.wrapping ?? 0}</Table.Td>
                <Table.Td>
                  {queue.requiredSkills.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {queue.requiredSkills.map((skill) => (
                        <Badge key={skill} size="sm" variant="outline">
                          {skill}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td ta="right">{queue.reservationTimeoutSeconds} s</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
