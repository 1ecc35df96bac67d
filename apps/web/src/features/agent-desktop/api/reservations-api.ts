import { ACCEPT_TASK_RETRIES, SUMMARIZE_TASK_RETRIES } from '@parley/core/agent-desktop/limits';
import { type Reservation, reservationSchema } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import type { DispositionSubmission } from '@parley/core/agent-desktop/wrap-up';
import { TYPED_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import { ENDPOINT_FAILURE_TEXTS } from '@parley/core/common/texts';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { AgentReservationsDocument } from './reservations.generated.ts';

// The routing engine's calls the desk makes (docs/routing-contract.md "REST" and "GraphQL").

/** Keeps the reservations that match the contract; a malformed one is logged, not shown. */
export function parseReservations(values: readonly unknown[]): Reservation[] {
  const parsed: Reservation[] = [];
  for (const value of values) {
    const result = reservationSchema.safeParse(value);
    if (result.success) parsed.push(result.data);
    else console.error('A reservation has unexpected data', result.error);
  }
  return parsed;
}

/** GraphQL reservations(workerSid): the agent's reservations when the desk opens. */
export async function fetchReservations(workerSid: string, signal?: AbortSignal): Promise<Reservation[]> {
  const data = await graphqlRequest(AgentReservationsDocument, { workerSid }, { signal });
  return parseReservations(data.reservations);
}

type TaskReservationInput = Pick<Reservation, 'taskSid' | 'reservationSid'>;

export type AcceptTaskResult = {
  success: boolean;
  parleyVoicePhone?: string | null;
  parleyVoicePhoneFriendlyName?: string | null;
};

/**
 * POST /conv/tasks/accept, with one retry (spec 000 §7). A 404 is the catalogue's TaskNotAvailable
 * text; any other failure 'Could not accept the task.' (spec 000 §8). Both are toasted here.
 */
export function acceptTask({ taskSid, reservationSid }: TaskReservationInput): Promise<AcceptTaskResult> {
  return apiRequest<AcceptTaskResult>('/tasks/accept', {
    base: '/conv',
    method: 'POST',
    body: { taskSid, reservationSid },
    retries: ACCEPT_TASK_RETRIES,
    notFoundMessage: TYPED_ERROR_TEXTS.TaskNotAvailable,
    failureMessage: ENDPOINT_FAILURE_TEXTS.acceptTask,
  });
}

export function rejectTask({ taskSid, reservationSid }: TaskReservationInput): Promise<{ success: boolean }> {
  return apiRequest('/tasks/reject', {
    base: '/conv',
    method: 'POST',
    body: { taskSid, reservationSid },
    notFoundMessage: TYPED_ERROR_TEXTS.TaskNotAvailable,
    failureMessage: AGENT_DESKTOP_TEXTS.rejectFailed,
  });
}

/** POST /conv/tasks/wrap-task: accepted → wrapping. 'Could not wrap the task.' on failure (spec 000 §8). */
export function wrapTask(taskSid: string): Promise<{ success: boolean }> {
  return apiRequest('/tasks/wrap-task', {
    base: '/conv',
    method: 'POST',
    body: { taskSid },
    failureMessage: ENDPOINT_FAILURE_TEXTS.wrapTask,
  });
}

/** POST /conv/tasks/summarize-task with one retry (spec 000 §7): stores the disposition and completes the task. */
export function summarizeTask(submission: DispositionSubmission): Promise<{ success: boolean }> {
  return apiRequest('/tasks/summarize-task', {
    base: '/conv',
    method: 'POST',
    body: submission,
    retries: SUMMARIZE_TASK_RETRIES,
    failureMessage: AGENT_DESKTOP_TEXTS.summarizeFailed,
  });
}

export type TaskUpdate = {
  status?: 'completed' | 'canceled';
  attributes?: Record<string, unknown>;
  cancellationReasonId?: string;
};

/** POST /conv/tasks/{taskSid}/update: completes a task whose disposition is skipped (spec 001 §5). */
export function updateTask(taskSid: string, update: TaskUpdate): Promise<{ success: boolean }> {
  return apiRequest(`/tasks/${encodeURIComponent(taskSid)}/update`, {
    base: '/conv',
    method: 'POST',
    body: update,
    failureMessage: AGENT_DESKTOP_TEXTS.summarizeFailed,
  });
}

/** POST /api/campaigns/skip-contact: the agent skips a preview campaign's contact (the task ends). */
export function skipCampaignContact(taskSid: string): Promise<{ skipped: true }> {
  return apiRequest('/campaigns/skip-contact', { method: 'POST', body: { taskSid } });
}
