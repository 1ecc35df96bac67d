import { Alert, EmptyState, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TASKS_PAGE_SIZE } from '@parley/core/agent-desktop/limits';
import { SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop/texts';
import { isPrivileged } from '@parley/core/auth/roles';
import { TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import { IconListCheck } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent, useShownOnce } from '../../../shared/chunk-retry/lazy-component.ts';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import {
  fetchOpenTasks,
  OPEN_TASKS_QUERY_KEY,
  type OpenTasksFilter,
  type OpenTasksQuery,
} from '../api/open-tasks-api.ts';
import { fetchTaskCounts, TASK_COUNTS_QUERY_KEY } from '../api/task-counts-api.ts';
import { LiveBadge } from '../components/LiveBadge.tsx';
import { OpenTaskActions, type TaskManagerAction } from '../components/OpenTaskActions.tsx';
import { OpenTasksFilters } from '../components/OpenTasksFilters.tsx';
import { OpenTasksTable } from '../components/OpenTasksTable.tsx';
import { TaskCountsSummary } from '../components/TaskCountsSummary.tsx';
import { TasksTabs } from '../components/TasksTabs.tsx';
import { useLiveTaskRefresh } from '../hooks/useLiveTaskRefresh.ts';

const LIVE_KEYS = [TASK_COUNTS_QUERY_KEY, OPEN_TASKS_QUERY_KEY];

// The manager's modals (selects, their queries) are a chunk of their own, loaded at the first action:
// the list opens without them (e2e bundle-budget.spec.ts).
const TaskManagerModals = lazyComponent(
  () => import('../components/TaskManagerModals.tsx'),
  (m) => m.TaskManagerModals,
);

function hasFilter(filter: OpenTasksFilter): boolean {
  return Boolean(filter.queueSid || filter.status || filter.channel);
}

/**
 * /tasks: the brand's open tasks, live (task.updated): counts per state, then every open task
 * (waiting, offered, accepted, wrapping) in one table in the order the queues offer them, with its
 * queue, channel, status, priority, age and agent (GraphQL openTasks), 50 a page. Admins and
 * supervisors cancel or assign a waiting or offered task from its row. An agent (spec 000 §9 gives
 * everyone the `tasks` flag) sees their own open tasks only, without the brand's counts or actions
 * (docs/routing.md "GraphQL").
 */
export function TasksPage() {
  const manager = isPrivileged(useSession().profile?.roles ?? []);
  const title = useRouteTitle(SUPERVISOR_TASK_TEXTS.tasksTitle);
  const [filter, setFilter] = useState<OpenTasksFilter>({});
  const [page, setPage] = useState(0);
  const [action, setAction] = useState<TaskManagerAction | null>(null);
  const modalsMounted = useShownOnce(action !== null);
  const counts = useQuery({
    queryKey: TASK_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchTaskCounts(signal),
    enabled: manager,
  });
  const query: OpenTasksQuery = { filter, page, size: TASKS_PAGE_SIZE };
  const open = useQuery({
    queryKey: [...OPEN_TASKS_QUERY_KEY, query],
    queryFn: ({ signal }) => fetchOpenTasks(query, signal),
    placeholderData: keepPreviousData,
  });
  useLiveTaskRefresh(LIVE_KEYS);
  const pages = Math.max(1, Math.ceil((open.data?.total ?? 0) / TASKS_PAGE_SIZE));
  // A live refetch may shrink the list under the page being read: show its last page instead.
  const lastPage = open.data ? pages - 1 : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <Stack p="xl" gap="lg">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <LiveBadge />
      </Group>
      <TasksTabs current="/tasks" />
      {manager ? (
        <TaskCountsSummary counts={counts.data} />
      ) : (
        <Title order={4}>{TASK_MANAGER_TEXTS.myTasksTitle}</Title>
      )}
      <OpenTasksFilters
        value={filter}
        queues={counts.data?.queues ?? []}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      {open.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={SUPERVISOR_TASK_TEXTS.loadingOpenTasks}>
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : open.isError ? (
        <Alert color="red">{SUPERVISOR_TASK_TEXTS.openTasksLoadError}</Alert>
      ) : open.data.items.length === 0 ? (
        <EmptyState
          icon={<IconListCheck size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          description={
            hasFilter(filter)
              ? SUPERVISOR_TASK_TEXTS.noOpenTasksMatch
              : manager
                ? SUPERVISOR_TASK_TEXTS.noOpenTasks
                : TASK_MANAGER_TEXTS.noOwnOpenTasks
          }
        />
      ) : (
        <Stack gap="sm">
          <OpenTasksTable
            tasks={open.data.items}
            answeredAt={open.dataUpdatedAt}
            renderActions={
              manager
                ? (task, label) => <OpenTaskActions task={task} label={label} onAction={setAction} />
                : undefined
            }
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {SUPERVISOR_TASK_TEXTS.openTasksShown(open.data.items.length, open.data.total)}
            </Text>
            {pages > 1 && (
              <Pagination value={page + 1} onChange={(next) => setPage(next - 1)} total={pages} size="sm" />
            )}
          </Group>
        </Stack>
      )}
      {manager && modalsMounted && (
        <Suspense fallback={null}>
          <TaskManagerModals action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
