import { Badge, Pagination, Stack, Table, Text } from '@mantine/core';
import { TASKS_PAGE_SIZE } from '@parley/core/agent-desktop-limits';
import { useState } from 'react';
import { channelLabel, contactLabel, taskTitle } from '../../agent-desktop/utils/task-display.ts';
import type { HeldTask } from '../api/open-tasks-api.ts';

export type HeldTasksTableProps = { tasks: HeldTask[] };

const STATUS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Offered', color: 'orange' },
  accepted: { label: 'Accepted', color: 'teal' },
  wrapping: { label: 'Wrapping up', color: 'grape' },
};

function since(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/** Tasks agents hold, newest first, 50 a page. */
export function HeldTasksTable({ tasks }: HeldTasksTableProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(tasks.length / TASKS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = tasks.slice((current - 1) * TASKS_PAGE_SIZE, current * TASKS_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label="Open tasks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Task</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Queue</Table.Th>
              <Table.Th>Agent</Table.Th>
              <Table.Th>Offered at</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map(({ reservation, agentName }) => {
              const status = STATUS[reservation.status] ?? { label: reservation.status, color: 'gray' };
              return (
                <Table.Tr key={reservation.sid}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {contactLabel(reservation)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {taskTitle(reservation)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{channelLabel(reservation.taskChannelUniqueName)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={status.color}>
                      {status.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{reservation.queueName}</Table.Td>
                  <Table.Td>{agentName}</Table.Td>
                  <Table.Td>{since(reservation.createdDate)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination value={current} onChange={setPage} total={pages} size="sm" />}
    </Stack>
  );
}
