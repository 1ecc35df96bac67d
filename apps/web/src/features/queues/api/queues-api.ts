import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { QueuesPageDocument, type QueuesPageQuery } from './queues.generated.ts';

/** GraphQL queues (docs/routing-contract.md) with their live waiting and offered counts. */
export type QueueSummary = QueuesPageQuery['queues'][number];

/** A queue's live task counts (GraphQL taskCounts.queues). */
export type QueueTaskCounts = QueuesPageQuery['taskCounts']['queues'][number];

export const QUEUES_PAGE_QUERY_KEY = ['queues', 'page'] as const;

export async function fetchQueuesPage(signal?: AbortSignal): Promise<QueuesPageQuery> {
  return graphqlRequest(QueuesPageDocument, {}, { signal });
}
