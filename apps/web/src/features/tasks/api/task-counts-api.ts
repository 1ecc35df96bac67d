import type { TaskCounts } from '@parley/core/open-tasks';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

/** GraphQL taskCounts: live counts per status and per queue. */
export const TASK_COUNTS_FIELDS = `taskCounts {
  waiting offered accepted wrapping completedToday canceledToday
  queues { queueSid friendlyName waiting offered accepted wrapping }
}`;

export const TASK_COUNTS_QUERY_KEY = ['tasks', 'counts'] as const;

export async function fetchTaskCounts(signal?: AbortSignal): Promise<TaskCounts> {
  const data = await graphqlRequest<{ taskCounts: TaskCounts }>(
    `query TaskCounts { ${TASK_COUNTS_FIELDS} }`,
    {},
    {
      signal,
    },
  );
  return data.taskCounts;
}
