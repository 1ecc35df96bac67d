import type { TaskCounts } from '@parley/core/routing/open-tasks';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { TaskCountsDocument } from './task-counts.generated.ts';

/** GraphQL taskCounts: live counts per status and per queue. */
export const TASK_COUNTS_QUERY_KEY = ['tasks', 'counts'] as const;

export async function fetchTaskCounts(signal?: AbortSignal): Promise<TaskCounts> {
  const data = await graphqlRequest(TaskCountsDocument, {}, { signal });
  return data.taskCounts;
}
