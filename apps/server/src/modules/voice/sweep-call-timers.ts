import { and, asc, isNotNull, lte } from 'drizzle-orm';
import { applyRingingOutcome } from './apply-ringing-outcome.ts';
import {
  DIALER_ABANDON_TIMER_STATUS,
  DIALER_VOICEMAIL_TIMER_STATUS,
  finishDialerVoicemail,
  settleDialerWait,
} from './dialer-calls.ts';
import { VOICEMAIL_DROP_TIMER_STATUS } from './drop-voicemail.ts';
import { finishVoicemailDrop } from './finish-voicemail-drop.ts';
import { settleCanceledTransfers } from './settle-canceled-transfers.ts';
import { calls } from './voice.tables.ts';
import type { VoiceDeps } from './voice-deps.ts';

/** Timers swept per call; the next tick takes the rest. */
const SWEEP_BATCH = 200;

function ringingOutcome(status: string | null): 'busy' | 'no-answer' | 'failed' {
  return status === 'busy' || status === 'failed' ? status : 'no-answer';
}

/**
 * Every call whose durable timer is due by `now` (docs/voice-contract.md: the 30 s ring timeout, the
 * simulator's 1 s busy and 3 s no-answer, the end of a voicemail drop), oldest first, each in its own
 * transaction; then the transfers whose task routing ended (settle-canceled-transfers.ts). The timers
 * are columns of the calls, so a restart loses none: the next server's first sweep finds what fell
 * due meanwhile.
 */
export async function sweepCallTimers(
  deps: VoiceDeps,
  options: { now?: Date } = {},
): Promise<{ settled: number; more: boolean }> {
  const now = options.now ?? new Date();
  const due = await deps.db
    .select({ brandId: calls.brandId, sid: calls.sid, status: calls.timeoutStatus })
    .from(calls)
    .where(and(isNotNull(calls.timeoutAt), lte(calls.timeoutAt, now)))
    .orderBy(asc(calls.timeoutAt))
    .limit(SWEEP_BATCH);
  let settled = 0;
  for (const timer of due) {
    const target = { brandId: timer.brandId, callSid: timer.sid, dueBy: now, now };
    const changed =
      timer.status === VOICEMAIL_DROP_TIMER_STATUS
        ? await finishVoicemailDrop(deps, target)
        : timer.status === DIALER_ABANDON_TIMER_STATUS
          ? await settleDialerWait(deps, target)
          : timer.status === DIALER_VOICEMAIL_TIMER_STATUS
            ? await finishDialerVoicemail(deps, target)
            : await applyRingingOutcome(deps, { ...target, status: ringingOutcome(timer.status) });
    if (changed) settled += 1;
  }
  const transfers = await settleCanceledTransfers(deps, { now });
  return { settled: settled + transfers.settled, more: due.length === SWEEP_BATCH || transfers.more };
}
