import type { CallView } from '@parley/core/voice/voice-contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { toCallView } from './conference-snapshot.ts';
import { dialerCallAnswered } from './dialer-calls.ts';
import { lockLeg } from './lock-leg.ts';
import { insertPhoneParticipant } from './participant-rows.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { callUpdatedEvent, publishVoiceEvents, snapshotEvents } from './voice-events.ts';
import { bumpConference, setCall } from './voice-store.ts';

/**
 * The contact answers a call the brand placed (the Contact Simulator's Answer, a carrier's
 * "answered" webhook): the leg talks, carried by `mediaUserId`'s browser, and joins its conference.
 */
export async function answerCall(
  deps: VoiceDeps,
  options: { brandId: string; callSid: string; mediaUserId: string | null; now?: Date },
): Promise<CallView> {
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  const view = await deps.db.transaction(async (tx) => {
    const { call, conference } = await lockLeg(tx, options.brandId, options.callSid);
    if (call.direction !== 'outbound' || call.status !== 'ringing') {
      throw new AppError('conflict', 'The call is not ringing', { field: 'callSid' });
    }
    const answered = await setCall(tx, call, {
      status: 'in-progress',
      answeredAt: now,
      mediaUserId: options.mediaUserId,
      timeoutAt: null,
      timeoutStatus: null,
      ...(call.dialerTask ? { answeredBy: 'human' } : {}),
      updatedAt: now,
    });
    events.push(callUpdatedEvent(answered));
    // A campaign dialer's call a person answered: it becomes a call task for an agent (dialer-calls.ts).
    if (answered.dialerTask) events.push(...(await dialerCallAnswered(tx, deps.carrier, answered, now)));
    if (conference && !conference.endedAt) {
      await insertPhoneParticipant(tx, conference, answered, now);
      const changed = await bumpConference(tx, conference, { updatedAt: now });
      events.unshift(...(await snapshotEvents(tx, changed)).events);
    }
    return toCallView(answered);
  });
  await publishVoiceEvents(deps.bus, events);
  return view;
}
