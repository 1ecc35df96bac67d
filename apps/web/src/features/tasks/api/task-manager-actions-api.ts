import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  AssignTaskDocument,
  CancelOpenTaskDocument,
  TaskManagerChoicesDocument,
  type TaskManagerChoicesQuery,
} from './task-manager-actions.generated.ts';

// Manager actions on /tasks (docs/routing.md "Manager actions"): cancel a waiting or offered task,
// or offer it to a chosen agent. Refusals are thrown to the caller (skipDefault), which toasts the
// server's message: it names why (the agent's status, their capacity).

export type TaskManagerChoices = TaskManagerChoicesQuery;
export type AssignableAgent = TaskManagerChoicesQuery['agents'][number];

export const TASK_MANAGER_CHOICES_QUERY_KEY = ['tasks', 'manager-choices'] as const;

/** The agents, cancellation reasons and reassign reasons the modals offer. */
export async function fetchTaskManagerChoices(signal?: AbortSignal): Promise<TaskManagerChoices> {
  return graphqlRequest(TaskManagerChoicesDocument, {}, { signal });
}

export async function cancelOpenTask(taskSid: string, cancellationReasonId: string): Promise<void> {
  await graphqlRequest(CancelOpenTaskDocument, { taskSid, cancellationReasonId }, { skipDefault: true });
}

export async function assignTask(input: {
  taskSid: string;
  workerSid: string;
  reason: string | null;
}): Promise<void> {
  await graphqlRequest(AssignTaskDocument, input, { skipDefault: true });
}
