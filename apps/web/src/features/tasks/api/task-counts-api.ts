import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { TaskCountsDocument, type TaskCountsFieldsFragment } from './task-counts.generated.ts';

/** Live counts per status and per queue (GraphQL taskCounts, docs/routing.md). */
export type TaskCounts = TaskCountsFieldsFragment;

/** GraphQL taskCounts: live counts per status and per queue. */
export const TASK_COUNTS_QUERY_KEY = ['tasks', 'counts'] as const;

export async function fetchTaskCounts(signal?: AbortSignal): Promise<TaskCounts> {
  const data = await graphqlRequest(TaskCountsDocument, {}, { signal });
  return data.taskCounts;
}
