import { OUTBOUND_RESERVATION_WAIT_MS } from '@parley/core/agent-desktop/outbound-wait';
import { taskCreationErrorMessage } from '@parley/core/common/error-catalogue';
import { toE164 } from '@parley/core/common/phone-number';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import { acceptReservation } from '../../agent-desktop/state/desk-actions.ts';
import { findReservationByTask, useDeskStore } from '../../agent-desktop/state/desk-store.ts';
import { createManualOutboundCallTask } from '../api/outbound-call-api.ts';
import { VOICE_SPEC_TEXTS } from '../voice-texts.ts';

/**
 * docs/voice-contract.md: the desk waits 15 s for the call task's reservation — the outbound wait
 * of the desk (OUTBOUND_RESERVATION_WAIT_MS), which is the dial pad's accept timeout (spec 001 §9).
 */
export const WAIT_FOR_RESERVATION_MS = OUTBOUND_RESERVATION_WAIT_MS;

export type OutboundCallInput = {
  contactPhone: string;
  fromNumber: string;
  fromNumberName?: string | null;
  profileId?: string | null;
  name?: string | null;
};

/**
 * The dial pad's Go (spec 001 §4): POST /conv/tasks/manual-outbound-call-task (channel voice)
 * creates a call task reserved to this agent. The desk waits for its reservation from before the
 * call (it may come before the answer) and ignores other offers meanwhile; the matching one becomes
 * active and is accepted, and accepting places the call (create-call). The wait's threshold is
 * 15 s (WAIT_FOR_RESERVATION_MS, the dial pad's accept timeout, spec 001 §9): a task not accepted by
 * then says 'Task failed to be accepted.'. A refused task shows its task-creation text (spec 000 §8).
 * Resolves with the task sid, or null when it failed.
 */
export async function startOutboundCall(input: OutboundCallInput): Promise<string | null> {
  const contactPhone = toE164(input.contactPhone) ?? input.contactPhone.trim();
  const wait = { contactPhone, taskSid: null, startedAt: Date.now() };
  useDeskStore.getState().setOutboundWait(wait);
  let taskSid: string;
  try {
    const result = await createManualOutboundCallTask({
      contactPhone,
      parleyVoicePhone: input.fromNumber,
      parleyVoicePhoneFriendlyName: input.fromNumberName ?? null,
      profileId: input.profileId ?? null,
      name: input.name ?? null,
    });
    taskSid = result.taskSid;
  } catch (error) {
    if (useDeskStore.getState().outboundWait === wait) useDeskStore.getState().setOutboundWait(null);
    if (!(isApiError(error) && error.handled)) {
      showErrorToast(taskCreationErrorMessage(isApiError(error) ? error.code : undefined));
    }
    return null;
  }
  const state = useDeskStore.getState();
  if (state.outboundWait === wait) {
    const arrived = findReservationByTask(state, taskSid);
    if (arrived) {
      // It came before the answer under the phone-number match: it is the one.
      state.setOutboundWait(null);
      state.setActiveTask(taskSid);
      if (arrived.status === 'pending') void acceptReservation(arrived);
    } else {
      state.setOutboundWait({ ...wait, taskSid });
    }
  }
  watchAcceptance(taskSid, wait.startedAt);
  return taskSid;
}

/** spec 001 §8: 'Task failed to be accepted.' when the task is not accepted within 15 s. */
function watchAcceptance(taskSid: string, startedAt: number): void {
  const acceptedNow = () => {
    const reservation = findReservationByTask(useDeskStore.getState(), taskSid);
    return reservation !== null && reservation.status !== 'pending';
  };
  let accepted = acceptedNow();
  const unsubscribe = useDeskStore.subscribe(() => {
    if (!accepted && acceptedNow()) accepted = true;
  });
  setTimeout(
    () => {
      unsubscribe();
      if (!accepted && !acceptedNow()) showErrorToast(VOICE_SPEC_TEXTS.taskFailedToBeAccepted);
    },
    Math.max(0, startedAt + WAIT_FOR_RESERVATION_MS - Date.now()),
  );
}
