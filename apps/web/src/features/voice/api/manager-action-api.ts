import { apiRequest } from '../../../shared/api/api-request.ts';
import type { ManagerAction } from './voice-types.ts';

// Manager actions (docs/voice-contract.md; spec 001 §4, §7, §8): a supervisor barges, listens or
// whispers on another agent's live call, and stops.

export type ManagerActionBody = {
  taskSid: string;
  /** The supervisor's own contact uri (`client:{workerSid}`). */
  managerContactUri: string | null;
  action: ManagerAction;
  /** The agent's worker sid. */
  twilioWorkerSid: string | null;
  status: string | null;
  callSid: string | null;
};

export type ManagerActionStarted = { id: string; conferenceSid: string; action: ManagerAction };

/** Failures are thrown to the caller, which shows the spec's texts. */
export function startManagerAction(body: ManagerActionBody): Promise<ManagerActionStarted> {
  return apiRequest('/conferences/manager-action', {
    base: '/conv',
    method: 'POST',
    body,
    skipDefault: true,
  });
}

export function stopManagerAction(conferenceSid: string, participantSid: string): Promise<null> {
  return apiRequest(
    `/conferences/manager-action/${encodeURIComponent(conferenceSid)}/${encodeURIComponent(participantSid)}`,
    { base: '/conv', method: 'DELETE', skipDefault: true },
  );
}
