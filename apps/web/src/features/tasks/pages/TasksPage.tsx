import { Alert, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop-texts';
import { IconListCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';
import { fetchHeldTasks } from '../api/open-tasks-api.ts';
import { fetchTaskCounts, TASK_COUNTS_QUERY_KEY } from '../api/task-counts-api.ts';
import { HeldTasksTable } from '../components/HeldTasksTable.tsx';
import { LiveBadge } from '../components/LiveBadge.tsx';
import { TaskCountsSummary } from '../components/TaskCountsSummary.tsx';
import { TasksTabs } from '../components/TasksTabs.tsx';
import { useLiveTaskRefresh } from '../hooks/useLiveTaskRefresh.ts';

export const HELD_TASKS_QUERY_KEY = ['tasks', 'held'] as const;
const LIVE_KEYS = [TASK_COUNTS_QUERY_KEY, HELD_TASKS_QUERY_KEY];

/**
 * /tasks: the brand's open tasks, live (task.updated): counts per state, the tasks waiting in each
 * queue, and every task an agent holds with its status, queue and agent.
 */
export function TasksPage() {
  const title = useRouteTitle(SUPERVISOR_TASK_TEXTS.tasksTitle);
  const counts = useQuery({
    queryKey: TASK_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchTaskCounts(signal),
  });
  const held = useQuery({ queryKey: HELD_TASKS_QUERY_KEY, queryFn: ({ signal }) => fetchHeldTasks(signal) });
  useLiveTaskRefresh(LIVE_KEYS);
  const waitingQueues = (counts.data?.queues ?? []).filter((queue) => queue.waiting > 0);

  return (
    <Stack p="xl" gap="lg">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <LiveBadge />
      </Group>
      <TasksTabs current="/tasks" />
      <TaskCountsSummary counts={counts.data} />
      {waitingQueues.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {SUPERVISOR_TASK_TEXTS.waitingInQueues}
          </Title>
          <Table withTableBorder aria-label={SUPERVISOR_TASK_TEXTS.waitingInQueues} maw={480}>
            <Table.Tbody>
              {waitingQueues.map((queue) => (
                <Table.Tr key={queue.queueSid}>
                  <Table.Td>{queue.friendlyName}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {queue.waiting}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          {SUPERVISOR_TASK_TEXTS.heldByAgents}
        </Title>
        {held.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : held.isError ? (
          <Alert color="red">{SUPERVISOR_TASK_TEXTS.openTasksLoadError}</Alert>
        ) : held.data.length === 0 ? (
          <EmptyState
            icon={<IconListCheck size={28} stroke={1.5} aria-hidden />}
            withIndicatorBackground
            description={SUPERVISOR_TASK_TEXTS.noOpenTasks}
          />
        ) : (
          <HeldTasksTable tasks={held.data} />
        )}
        {!held.isPending && !held.isError && (
          <Text size="xs" c="dimmed">
            {held.data.length} held · {counts.data?.waiting ?? 0} waiting
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
