import type { OpenTaskState, OpenTaskStatusFilter } from '@parley/core/open-tasks';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

/** One row of GraphQL openTasks (docs/routing.md). */
export type OpenTask = {
  sid: string;
  state: OpenTaskState;
  taskStatus: string;
  channel: string;
  priority: number;
  queueSid: string;
  queueName: string;
  createdAt: string;
  /** Seconds since creation when the server answered. */
  ageSeconds: number;
  title: string | null;
  contactName: string | null;
  contactPhone: string | null;
  agent: { workerSid: string; name: string; email: string } | null;
};

export type OpenTasksFilter = {
  queueSid?: string | null;
  status?: OpenTaskStatusFilter | null;
  channel?: string | null;
};

export type OpenTasksQuery = { filter: OpenTasksFilter; page: number; size: number };

export type OpenTaskPage = { items: OpenTask[]; total: number; page: number; size: number };

/** Every query of the list starts with this key, so task.updated refetches them all. */
export const OPEN_TASKS_QUERY_KEY = ['tasks', 'open'] as const;

const OPEN_TASKS_QUERY = `query OpenTasks($filter: OpenTasksFilterInput, $page: Int, $size: Int) {
  openTasks(filter: $filter, page: $page, size: $size) {
    total page size
    items {
      sid state taskStatus channel priority queueSid queueName createdAt ageSeconds
      title contactName contactPhone agent { workerSid name email }
    }
  }
}`;

/** GraphQL openTasks: a page of the brand's open tasks in offer order (admins and supervisors). */
export async function fetchOpenTasks(query: OpenTasksQuery, signal?: AbortSignal): Promise<OpenTaskPage> {
  const data = await graphqlRequest<{ openTasks: OpenTaskPage }>(OPEN_TASKS_QUERY, query, { signal });
  return data.openTasks;
}
