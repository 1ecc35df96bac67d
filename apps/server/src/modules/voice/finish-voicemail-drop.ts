import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { endConference } from './conference-steps.ts';
import { lockLeg } from './lock-leg.ts';
import { publishVoicemailDropCompleted } from './publish-call-events.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { publishVoiceEvents } from './voice-events.ts';
import { presentParticipants, setCall } from './voice-store.ts';

/**
 * A voicemail drop has played (its durable timer is due; a CPaaS would report it by webhook): the
 * call ends `completed` and its conference with it. A call that ended meanwhile (the contact hung up)
 * is left alone. Publishes voicemail.completed, then call.completed with the end. Returns whether
 * anything changed.
 */
export async function finishVoicemailDrop(
  deps: VoiceDeps,
  options: { brandId: string; callSid: string; dueBy?: Date; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  await deps.db.transaction(async (tx) => {
    const { call, conference } = await lockLeg(tx, options.brandId, options.callSid);
    if (options.dueBy && (!call.timeoutAt || call.timeoutAt.getTime() > options.dueBy.getTime())) return;
    const live = conference && !conference.endedAt ? conference : null;
    const playing =
      live && (await presentParticipants(tx, call.brandId, live.sid)).some((p) => p.voicemailDropId !== null);
    if (call.status !== 'in-progress' || !live || !playing) {
      // A timer left on an ended call would be swept forever.
      if (call.timeoutAt) await setCall(tx, call, { timeoutAt: null, timeoutStatus: null, updatedAt: now });
      return;
    }
    await publishVoicemailDropCompleted(tx, { call, now });
    events.push(
      ...(await endConference(
        tx,
        deps.carrier,
        { call, conference: live },
        { contactStatus: 'completed', hangUpContact: true, agentTasks: 'wrap', now },
      )),
    );
  });
  await publishVoiceEvents(deps.bus, events);
  return events.length > 0;
}
