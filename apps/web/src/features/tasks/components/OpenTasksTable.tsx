import { Badge, Table, Text } from '@mantine/core';
import { SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop/texts';
import { channelLabel } from '@parley/core/common/channels';
import type { OpenTaskState } from '@parley/core/routing/open-tasks';
import type { ReactNode } from 'react';
import { useNow } from '../../../shared/time/useNow.ts';
import type { OpenTask } from '../api/open-tasks-api.ts';
import { openTaskContact } from '../utils/open-task-label.ts';
import { formatTaskAge, taskAgeNow } from '../utils/task-age.ts';

export type OpenTasksTableProps = {
  tasks: OpenTask[];
  /** When the server answered (ms): ages grow from the ones it reported. */
  answeredAt: number;
  /** A last column with a row's actions (managers' cancel and assign); none when absent. */
  renderActions?: (task: OpenTask, label: string) => ReactNode;
};

const STATE_COLORS: Record<OpenTaskState, string> = {
  waiting: 'gray',
  offered: 'orange',
  accepted: 'teal',
  wrapping: 'grape',
};

/** Ages tick every second, like the agent's status timer would. */
const AGE_TICK_MS = 1_000;

/** One page of open tasks, in the order the queues offer them (the server's order). */
export function OpenTasksTable({ tasks, answeredAt, renderActions }: OpenTasksTableProps) {
  const now = useNow(AGE_TICK_MS);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-label={SUPERVISOR_TASK_TEXTS.openTasksTab}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Task</Table.Th>
            <Table.Th>Queue</Table.Th>
            <Table.Th>Channel</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Priority</Table.Th>
            <Table.Th ta="right">Age</Table.Th>
            <Table.Th>Agent</Table.Th>
            {renderActions && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => {
            const contact = openTaskContact(task);
            return (
              <Table.Tr key={task.sid}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {contact.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[task.title !== contact.name ? task.title : null, contact.detail]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{task.queueName}</Table.Td>
                <Table.Td>{channelLabel(task.channel)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATE_COLORS[task.state]}>
                    {SUPERVISOR_TASK_TEXTS.openTaskStates[task.state]}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{task.priority}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatTaskAge(taskAgeNow(task.ageSeconds, answeredAt, now))}
                </Table.Td>
                <Table.Td>{task.agent?.name ?? '—'}</Table.Td>
                {renderActions && <Table.Td>{renderActions(task, contact.name)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
