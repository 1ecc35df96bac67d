import { Alert, Button, EmptyState, Group, MultiSelect, Select, Skeleton, Stack, Title } from '@mantine/core';
import { SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop/texts';
import { IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import {
  fetchRecentTaskFilters,
  fetchRecentTasks,
  type RecentTaskFilters,
  recentTaskKeys,
} from '../api/recent-tasks-api.ts';
import { RecentTasksTable } from '../components/RecentTasksTable.tsx';
import { TasksTabs } from '../components/TasksTabs.tsx';

/** Rows per page of recent tasks (the server takes at most 100). */
export const RECENT_TASKS_PAGE_SIZE = 25;

type FilterValues = Omit<RecentTaskFilters, 'page' | 'size'>;

/**
 * /recent-tasks: finished tasks, newest first (GraphQL recentTasks; an agent sees their own,
 * admins and supervisors everyone's), filtered by agent, task type, disposition and campaign
 * (recentTaskFilters), a page at a time.
 */
export function RecentTasksPage() {
  const title = useRouteTitle(SUPERVISOR_TASK_TEXTS.recentTasksTitle);
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState(0);
  const options = useQuery({
    queryKey: ['tasks', 'recent-filters'],
    queryFn: ({ signal }) => fetchRecentTaskFilters(signal),
  });
  const query: RecentTaskFilters = { ...filters, page, size: RECENT_TASKS_PAGE_SIZE };
  const recent = useQuery({
    queryKey: recentTaskKeys.page(query),
    queryFn: ({ signal }) => fetchRecentTasks(query, signal),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<FilterValues>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const rows = recent.data ?? [];

  return (
    <Stack p="xl" gap="lg">
      <Title order={2}>{title}</Title>
      <TasksTabs current="/recent-tasks" />
      <Group gap="sm" align="flex-end">
        <Select
          label="Agent"
          placeholder="Any agent"
          clearable
          searchable
          w={220}
          data={(options.data?.targetAgents ?? []).map((agent) => ({
            value: agent.workerSid,
            label: agent.name,
          }))}
          value={filters.targetAgent ?? null}
          onChange={(value) => change({ targetAgent: value })}
        />
        <Select
          label="Task type"
          placeholder="Any type"
          clearable
          w={200}
          data={options.data?.taskTypes ?? []}
          value={filters.taskType ?? null}
          onChange={(value) => change({ taskType: value })}
        />
        <MultiSelect
          label="Dispositions"
          placeholder="Any disposition"
          clearable
          w={260}
          data={options.data?.dispositions ?? []}
          value={filters.dispositions ?? []}
          onChange={(value) => change({ dispositions: value.length > 0 ? value : null })}
        />
        {(options.data?.campaigns.length ?? 0) > 0 && (
          <Select
            label="Campaign"
            placeholder="Any campaign"
            clearable
            w={200}
            data={(options.data?.campaigns ?? []).map((campaign) => ({
              value: campaign.id,
              label: campaign.name ?? campaign.id,
            }))}
            value={filters.campaignId ?? null}
            onChange={(value) => change({ campaignId: value })}
          />
        )}
      </Group>
      {recent.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : recent.isError ? (
        <Alert color="red">{SUPERVISOR_TASK_TEXTS.recentTasksLoadError}</Alert>
      ) : rows.length === 0 && page === 0 ? (
        <EmptyState
          icon={<IconHistory size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          description={SUPERVISOR_TASK_TEXTS.noRecentTasks}
        />
      ) : (
        <RecentTasksTable tasks={rows} />
      )}
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          disabled={page === 0}
          onClick={() => setPage((value) => value - 1)}
        >
          {SUPERVISOR_TASK_TEXTS.newer}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={rows.length < RECENT_TASKS_PAGE_SIZE}
          onClick={() => setPage((value) => value + 1)}
        >
          {SUPERVISOR_TASK_TEXTS.older}
        </Button>
      </Group>
    </Stack>
  );
}
