import { Alert, EmptyState, Group, Skeleton, Stack, Title } from '@mantine/core';
import { SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop/texts';
import { IconStack2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { LiveBadge } from '../../tasks/components/LiveBadge.tsx';
import { TaskCountsSummary } from '../../tasks/components/TaskCountsSummary.tsx';
import { useLiveTaskRefresh } from '../../tasks/hooks/useLiveTaskRefresh.ts';
import { fetchQueuesPage, QUEUES_PAGE_QUERY_KEY } from '../api/queues-api.ts';
import { QueuesTable } from '../components/QueuesTable.tsx';

const LIVE_KEYS = [QUEUES_PAGE_QUERY_KEY];

/** /queues: every queue with its waiting and offered tasks, live from task.updated. */
export function QueuesPage() {
  const title = useRouteTitle(SUPERVISOR_TASK_TEXTS.queuesTitle);
  const page = useQuery({
    queryKey: QUEUES_PAGE_QUERY_KEY,
    queryFn: ({ signal }) => fetchQueuesPage(signal),
  });
  useLiveTaskRefresh(LIVE_KEYS);

  return (
    <Stack p="xl" gap="lg">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <LiveBadge />
      </Group>
      <TaskCountsSummary counts={page.data?.taskCounts} />
      {page.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : page.isError ? (
        <Alert color="red">{SUPERVISOR_TASK_TEXTS.queuesLoadError}</Alert>
      ) : page.data.queues.length === 0 ? (
        <EmptyState
          icon={<IconStack2 size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          description={SUPERVISOR_TASK_TEXTS.noQueues}
        />
      ) : (
        <QueuesTable queues={page.data.queues} counts={page.data.taskCounts.queues} />
      )}
    </Stack>
  );
}
