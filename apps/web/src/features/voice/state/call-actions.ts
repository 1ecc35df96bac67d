import type { Reservation } from '@parley/core/agent-desktop/reservation';
import {
  callFailureMessage,
  isCallFailureReason,
  TYPED_ERROR_TEXTS,
} from '@parley/core/common/error-catalogue';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showCatalogueToast, showErrorToast } from '../../../shared/notifications/toasts.ts';
import {
  addParticipant,
  controlRecording,
  createCall,
  dropParticipant,
  hangUp,
  joinCall,
  notifyMute,
  type OutsideNumber,
  type RecordingAction,
  setHold,
} from '../api/conference-api.ts';
import type { ConferenceSnapshot } from '../api/voice-types.ts';
import { setLocalMute } from '../media/voice-runtime-registry.ts';
import { isTransferCall, placesCall } from '../utils/call-task.ts';
import { VOICE_SPEC_TEXTS } from '../voice-texts.ts';
import { useVoiceStore } from './voice-store.ts';

// What the agent does to a call (docs/voice-contract.md "REST: the agent side"). Each control
// answers the conference's new snapshot, which the store takes (unless an event brought a newer
// one first) and the media obeys.

/** The server's 409 when the agent is already in a live conference. */
export function isConferenceActiveError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'ConferenceActive' || error.message === VOICE_SPEC_TEXTS.activeConference)
  );
}

function takeSnapshot(snapshot: ConferenceSnapshot | null | undefined): void {
  if (snapshot && typeof snapshot.conferenceSid === 'string')
    useVoiceStore.getState().applySnapshot(snapshot);
}

/**
 * spec 001 §4: "After accept, a call task starts or joins a conference." A manual outbound call is
 * placed (create-call, one retry): a refusal shows 'Call failed to connect. {text}' for the
 * catalogue's duration. Any other call task is joined (join-call, one retry).
 */
export async function startOrJoinConference(reservation: Reservation): Promise<void> {
  if (placesCall(reservation)) await placeCall(reservation);
  else await joinConference(reservation);
}

async function placeCall(reservation: Reservation): Promise<void> {
  // Its ringing outcome (busy, no answer) is this desk's to announce, whenever call.updated comes.
  useVoiceStore.getState().notePlacedTask(reservation.taskSid);
  try {
    const result = await createCall(reservation.taskSid);
    if (result.success) {
      useVoiceStore.getState().linkTask(reservation.taskSid, result.conferenceSid);
      return;
    }
    showCatalogueToast(
      isCallFailureReason(result.reason)
        ? callFailureMessage(result.reason, result.detail)
        : { message: TYPED_ERROR_TEXTS.CallCreationFailure, autoCloseMs: 7_000 },
    );
  } catch (error) {
    if (isApiError(error) && error.handled) return;
    showErrorToast(
      isConferenceActiveError(error)
        ? VOICE_SPEC_TEXTS.activeConference
        : TYPED_ERROR_TEXTS.CallCreationFailure,
    );
  }
}

async function joinConference(reservation: Reservation): Promise<void> {
  try {
    const snapshot = await joinCall(reservation.taskSid);
    useVoiceStore.getState().linkTask(reservation.taskSid, snapshot.conferenceSid);
    takeSnapshot(snapshot);
  } catch (error) {
    if (isApiError(error) && error.handled) return;
    if (isConferenceActiveError(error)) showErrorToast(VOICE_SPEC_TEXTS.activeConference);
    // spec 001 §8: a 404 on an inbound call is CanceledTransfer (a transfer) or CallEnded.
    else if (isApiError(error) && error.status === 404) {
      showErrorToast(
        isTransferCall(reservation) ? TYPED_ERROR_TEXTS.CanceledTransfer : TYPED_ERROR_TEXTS.CallEnded,
      );
    } else showErrorToast(TYPED_ERROR_TEXTS.CallConnectionFailure);
  }
}

/** Runs a control; the answer's snapshot is taken. Failures were toasted by the client. */
async function run(control: () => Promise<ConferenceSnapshot>): Promise<boolean> {
  try {
    takeSnapshot(await control());
    return true;
  } catch {
    return false;
  }
}

export function hangUpCall(conferenceSid: string): Promise<boolean> {
  return run(() => hangUp(conferenceSid));
}

/** Mute acts on the tracks at once, then tells the server (notify-mute); a refusal undoes it. */
export async function setMuted(
  conferenceSid: string,
  participantSid: string,
  muted: boolean,
): Promise<boolean> {
  setLocalMute(conferenceSid, muted);
  const done = await run(() => notifyMute(conferenceSid, participantSid, muted));
  if (!done) setLocalMute(conferenceSid, !muted);
  return done;
}

/** Hold is set on the contact's participant: neither hears the other (docs/voice-contract.md). */
export function setCallHold(conferenceSid: string, participantSid: string, hold: boolean): Promise<boolean> {
  return run(() => setHold(conferenceSid, participantSid, hold));
}

export function changeRecording(conferenceSid: string, action: RecordingAction): Promise<boolean> {
  return run(() => controlRecording(conferenceSid, action));
}

/** Adds an outside number to the call (the agent stays); errors reach the caller, who shows them. */
export async function addOutsideParticipant(conferenceSid: string, number: OutsideNumber): Promise<void> {
  takeSnapshot(await addParticipant(conferenceSid, number));
}

/** Drops one participant (an outside number the agent added) from the call. */
export function dropCallParticipant(conferenceSid: string, participantSid: string): Promise<boolean> {
  return run(() => dropParticipant(conferenceSid, participantSid));
}
