import { TYPED_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { sendRequest } from '../../../shared/api/send-request.ts';
import type { ConferenceSnapshot, VoiceSignal } from './voice-types.ts';

// The agent side of the voice contract (docs/voice-contract.md "REST: the agent side", /conv).

/** spec 000 §7: join-call and create-call are called with one retry (a failed fetch only). */
export const CONFERENCE_CALL_RETRIES = 1;

/** POST /conv/conferences/join-call: the accepted agent of an inbound call (or a transfer) joins. */
export function joinCall(taskSid: string): Promise<ConferenceSnapshot> {
  return apiRequest('/conferences/join-call', {
    base: '/conv',
    method: 'POST',
    body: { taskSid },
    retries: CONFERENCE_CALL_RETRIES,
    // 409 ConferenceActive and the rest: the caller shows the server's text.
    skipDefault: true,
  });
}

export type CreateCallResult =
  | { success: true; canContact: true; callSid: string; conferenceSid: string }
  | { success: false; canContact: false; reason: string; detail?: string };

/** POST /conv/conferences/create-call: the outbound call of a manual outbound call task. */
export function createCall(taskSid: string): Promise<CreateCallResult> {
  return apiRequest('/conferences/create-call', {
    base: '/conv',
    method: 'POST',
    body: { taskSid },
    retries: CONFERENCE_CALL_RETRIES,
    failureMessage: TYPED_ERROR_TEXTS.CallCreationFailure,
  });
}

/** GET /conv/conferences/active: the caller's live conference, so a reload resumes. */
export function fetchActiveConference(signal?: AbortSignal): Promise<ConferenceSnapshot | null> {
  return apiRequest('/conferences/active', { base: '/conv', signal, skipDefault: true });
}

function control<T = ConferenceSnapshot>(path: string, body: unknown): Promise<T> {
  return apiRequest(path, {
    base: '/conv',
    method: 'POST',
    body,
    notFoundMessage: TYPED_ERROR_TEXTS.CallConnectionFailure,
  });
}

export const hangUp = (conferenceSid: string) => control('/call-controls/hangup', { conferenceSid });

export const dropParticipant = (conferenceSid: string, participantSid: string) =>
  control('/call-controls/drop-participant', { conferenceSid, participantSid });

export const setHold = (conferenceSid: string, participantSid: string, hold: boolean) =>
  control('/call-controls/hold', { conferenceSid, participantSid, hold });

export const notifyMute = (conferenceSid: string, participantSid: string, muted: boolean) =>
  control('/call-controls/notify-mute', { conferenceSid, participantSid, muted });

/** The outside number of an add-participant or external transfer: an entry, or a typed number. */
export type OutsideNumber = { phonebookEntryId: string } | { phoneNumber: string };

/**
 * POST /conv/conferences/add-participant: an outside number (a phonebook entry, or a typed number with
 * `externalTransferToAnyNumber`) is called into the conference and joins when it answers; the agent
 * stays. A number the carrier refuses at once is a 409 with the catalogue's text and
 * `details.reason`, which the caller shows (no default toast), as are the 403/400 naming `phoneNumber`.
 */
export function addParticipant(conferenceSid: string, number: OutsideNumber): Promise<ConferenceSnapshot> {
  return apiRequest('/conferences/add-participant', {
    base: '/conv',
    method: 'POST',
    body: { conferenceSid, ...number },
    skipDefault: true,
  });
}

export type RecordingAction = 'start' | 'pause' | 'resume' | 'stop';

export const controlRecording = (conferenceSid: string, action: RecordingAction) =>
  control('/call-controls/recordings', { conferenceSid, action });

/**
 * POST /conv/voice/signal. Sent through the transport itself, not apiRequest: the contract answers
 * 403 to a browser that no longer carries the participant (a page left open after a transfer), and
 * apiRequest would take any 403 for an expired session and sign the user out. A refused signal
 * only means that peer connection will not be made; the caller logs it.
 */
export async function sendVoiceSignal(signal: VoiceSignal): Promise<void> {
  const outcome = await sendRequest({ url: '/conv/voice/signal', method: 'POST', body: signal, retries: 1 });
  if (outcome.kind === 'network') throw new Error('The voice signal could not be sent');
  if (!outcome.response.ok) throw new Error(`The voice signal was refused (${outcome.response.status})`);
}
