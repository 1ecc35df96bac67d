import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  RecentTaskFiltersDocument,
  type RecentTaskFiltersQuery,
  RecentTasksDocument,
  type RecentTasksQuery,
} from './recent-tasks.generated.ts';

/** spec 001 §3 "Recent task" as GraphQL recentTasks gives it (with the latest call recording, if any). */
export type RecentTask = RecentTasksQuery['recentTasks'][number];

/** spec 001 §3 recent-task filters: targetAgent, campaignId, taskType, dispositions; paged. */
export type RecentTaskFilters = {
  targetAgent?: string | null;
  campaignId?: string | null;
  taskType?: string | null;
  dispositions?: string[] | null;
  page: number;
  size: number;
};

export type RecentTaskFilterOptions = RecentTaskFiltersQuery['recentTaskFilters'];

export async function fetchRecentTasks(
  filters: RecentTaskFilters,
  signal?: AbortSignal,
): Promise<RecentTask[]> {
  const data = await graphqlRequest(RecentTasksDocument, { filters }, { signal });
  return data.recentTasks;
}

export async function fetchRecentTaskFilters(signal?: AbortSignal): Promise<RecentTaskFilterOptions> {
  const data = await graphqlRequest(RecentTaskFiltersDocument, {}, { signal });
  return data.recentTaskFilters;
}

/** Query keys of Recent Tasks: every page and filter under `recentTaskKeys.all` (a recording deleted elsewhere refreshes them). */
export const recentTaskKeys = {
  all: ['tasks', 'recent'] as const,
  page: (query: RecentTaskFilters) => ['tasks', 'recent', query] as const,
};
