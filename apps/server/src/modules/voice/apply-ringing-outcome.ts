import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { endCallLeg, endConference, endIfContactAlone } from './conference-steps.ts';
import { lockLeg } from './lock-leg.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { publishVoiceEvents } from './voice-events.ts';
import { setCall } from './voice-store.ts';

/**
 * A ringing call the brand placed ends unanswered — `busy`, `no-answer` or `failed` (the durable
 * ring timer, a carrier's status webhook). The contact's leg takes its conference down with it: the
 * call never connected, so the agent's task is canceled (the desk shows the catalogue's text for
 * the status it reads on `call.updated`). An outside number's leg just ends (and the call with it
 * when that leaves the contact alone, after an external transfer). A call answered or
 * ended meanwhile is left alone. Returns whether anything changed.
 */
export async function applyRingingOutcome(
  deps: VoiceDeps,
  options: {
    brandId: string;
    callSid: string;
    status: 'busy' | 'no-answer' | 'failed';
    failureReason?: string | null;
    /** Only a timer that is due (the sweep passes its clock). */
    dueBy?: Date;
    now?: Date;
  },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  await deps.db.transaction(async (tx) => {
    const { call, root, conference } = await lockLeg(tx, options.brandId, options.callSid);
    if (call.status !== 'ringing' && call.status !== 'queued') {
      // A timer left on an answered or ended call would be swept forever.
      if (call.timeoutAt) await setCall(tx, call, { timeoutAt: null, timeoutStatus: null, updatedAt: now });
      return;
    }
    if (options.dueBy && (!call.timeoutAt || call.timeoutAt.getTime() > options.dueBy.getTime())) return;
    const failureReason = options.status === 'failed' ? (options.failureReason ?? 'failed') : null;
    if (call.leg === 'contact' && conference && !conference.endedAt) {
      events.push(
        ...(await endConference(
          tx,
          deps.carrier,
          { call, conference },
          {
            contactStatus: options.status,
            failureReason,
            hangUpContact: false,
            agentTasks: 'cancel',
            now,
          },
        )),
      );
      return;
    }
    events.push(
      ...(
        await endCallLeg(tx, deps.carrier, call, {
          status: options.status,
          failureReason,
          hangUp: false,
          now,
        })
      ).events,
    );
    // An outside number that never answered an external transfer leaves the contact alone: it ends.
    if (call.leg === 'external')
      events.push(...(await endIfContactAlone(tx, deps.carrier, { call: root, conference }, now)));
  });
  await publishVoiceEvents(deps.bus, events);
  return events.length > 0;
}
