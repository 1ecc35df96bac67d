import type { TaskCounts } from '@parley/core/open-tasks';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { TASK_COUNTS_FIELDS } from '../../tasks/api/task-counts-api.ts';

/** GraphQL queues (docs/routing-contract.md) with their live waiting and offered counts. */
export type QueueSummary = {
  sid: string;
  friendlyName: string;
  isDefault: boolean;
  transferEligible: boolean;
  requiredSkills: string[];
  reservationTimeoutSeconds: number;
  waitingCount: number;
  offeredCount: number;
};

const QUEUES_QUERY = `query QueuesPage {
  queues {
    sid friendlyName isDefault transferEligible requiredSkills reservationTimeoutSeconds waitingCount offeredCount
  }
  ${TASK_COUNTS_FIELDS}
}`;

export const QUEUES_PAGE_QUERY_KEY = ['queues', 'page'] as const;

export async function fetchQueuesPage(
  signal?: AbortSignal,
): Promise<{ queues: QueueSummary[]; taskCounts: TaskCounts }> {
  return graphqlRequest(QUEUES_QUERY, {}, { signal });
}
