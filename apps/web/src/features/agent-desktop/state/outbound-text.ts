import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { toE164 } from '@parley/core/common/phone-number';
import { type OutboundSmsResult, startOutboundSms } from '../api/conversations-api.ts';
import { findReservationByTask, useDeskStore } from './desk-store.ts';

export type OutboundTextInput = { contactPhone: string; fromNumber: string; profileId?: string | null };

/**
 * "New text" (spec 001 §4): POST /conv/conversations/outbound-sms creates a conversation and a task
 * reserved to this agent. The desk waits for that task's reservation from before the call (it may
 * arrive before the answer), then makes it active and accepts it; other offers meanwhile are only
 * listed. The runtime abandons the wait after OUTBOUND_RESERVATION_WAIT_MS. Failures are thrown
 * (the server's task-creation codes, spec 000 §8) and end the wait.
 */
export async function startOutboundText(
  input: OutboundTextInput,
  accept: (reservation: Reservation) => Promise<unknown>,
): Promise<OutboundSmsResult> {
  const store = useDeskStore.getState();
  const contactPhone = toE164(input.contactPhone) ?? input.contactPhone.trim();
  const wait = { contactPhone, taskSid: null, startedAt: Date.now() };
  store.setOutboundWait(wait);
  try {
    const result = await startOutboundSms({
      contactPhone: input.contactPhone,
      parleyVoicePhone: input.fromNumber,
      profileId: input.profileId,
    });
    const state = useDeskStore.getState();
    if (state.outboundWait === wait) {
      const arrived = findReservationByTask(state, result.taskSid);
      if (arrived) {
        // It arrived before the answer under another match rule; it is the one: take it.
        state.setOutboundWait(null);
        state.setActiveTask(result.taskSid);
        if (arrived.status === 'pending') void accept(arrived);
      } else {
        state.setOutboundWait({ ...wait, taskSid: result.taskSid });
      }
    }
    return result;
  } catch (error) {
    if (useDeskStore.getState().outboundWait === wait) useDeskStore.getState().setOutboundWait(null);
    throw error;
  }
}
