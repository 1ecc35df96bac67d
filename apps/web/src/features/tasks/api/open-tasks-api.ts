import {
  OPEN_TASK_STATES,
  type OpenTaskState,
  type OpenTaskStatusFilter,
} from '@parley/core/routing/open-tasks';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { OpenTasksDocument, type OpenTasksQuery as OpenTasksResult } from './open-tasks.generated.ts';

/** One row of GraphQL openTasks (docs/routing.md); `ageSeconds` is the age when the server answered. */
export type OpenTask = Omit<OpenTaskAnswer, 'state'> & { state: OpenTaskState };

type OpenTaskAnswer = OpenTasksResult['openTasks']['items'][number];

export type OpenTasksFilter = {
  queueSid?: string | null;
  status?: OpenTaskStatusFilter | null;
  channel?: string | null;
};

export type OpenTasksQuery = { filter: OpenTasksFilter; page: number; size: number };

export type OpenTaskPage = Omit<OpenTasksResult['openTasks'], 'items'> & { items: OpenTask[] };

/** The schema's state is a String; an open task is in one of the model's states (a row in another is logged, not shown). */
function toOpenTasks(items: readonly OpenTaskAnswer[]): OpenTask[] {
  return items.flatMap((item) => {
    const state = OPEN_TASK_STATES.find((known) => known === item.state);
    if (state) return [{ ...item, state }];
    console.error('An open task has an unknown state', item.state);
    return [];
  });
}

/** Every query of the list starts with this key, so task.updated refetches them all. */
/** Every query of the list starts with this key, so task.updated refetches them all. */
export const OPEN_TASKS_QUERY_KEY = ['tasks', 'open'] as const;

/** GraphQL openTasks: a page of the brand's open tasks in offer order (admins and supervisors). */
export async function fetchOpenTasks(query: OpenTasksQuery, signal?: AbortSignal): Promise<OpenTaskPage> {
  const data = await graphqlRequest(OpenTasksDocument, query, { signal });
  return { ...data.openTasks, items: toOpenTasks(data.openTasks.items) };
}
