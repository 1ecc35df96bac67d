import { type CallView, isLiveCallStatus } from '@parley/core/voice/voice-contract';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { finishTaskWithin } from '../routing/tasks/task-steps.ts';
import { toCallView } from './conference-snapshot.ts';
import { endCallLeg, endConference, endIfContactAlone, leaveConference } from './conference-steps.ts';
import { type LockedLeg, lockLeg } from './lock-leg.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { notificationEvent, publishVoiceEvents } from './voice-events.ts';
import { findCall, presentParticipants } from './voice-store.ts';

/** The contact hangs up before any agent answered: the call and its task are canceled. */
async function hangUpUnanswered(tx: DbExecutor, carrier: Carrier, leg: LockedLeg, now: Date) {
  const { call } = leg;
  const ended = await endCallLeg(tx, carrier, call, { status: 'canceled', hangUp: false, now });
  const events: PublishInput[] = [...ended.events];
  if (call.taskSid) {
    const canceled = await finishTaskWithin(tx, {
      brandId: call.brandId,
      taskSid: call.taskSid,
      outcome: 'canceled',
      canceledBy: 'contact',
      now,
    });
    events.push(...canceled.events);
    // spec 001 §8: '{name or Contact} hung up the incoming call' to the agent it was offered to.
    if (canceled.holderUserId) {
      events.push(
        notificationEvent(call.brandId, canceled.holderUserId, {
          kind: 'contactHungUpIncoming',
          taskSid: call.taskSid,
          name: call.contactName,
        }),
      );
    }
  }
  return events;
}

async function hangUp(tx: DbExecutor, carrier: Carrier, leg: LockedLeg, now: Date): Promise<PublishInput[]> {
  const { call, root, conference } = leg;
  const live = conference && !conference.endedAt ? conference : null;
  if (call.leg === 'external') {
    if (call.status !== 'in-progress' || !live) {
      // Declined while ringing: the line was busy for whoever added it (after an external transfer,
      // the contact is then alone and the call ends).
      const declined = await endCallLeg(tx, carrier, call, { status: 'busy', hangUp: false, now });
      return [
        ...declined.events,
        ...(await endIfContactAlone(tx, carrier, { call: root, conference: live }, now)),
      ];
    }
    const participant = (await presentParticipants(tx, call.brandId, live.sid)).find(
      (p) => p.callSid === call.sid,
    );
    if (!participant)
      return (await endCallLeg(tx, carrier, call, { status: 'completed', hangUp: false, now })).events;
    return leaveConference(tx, carrier, { call: root, conference: live, participant }, { now, byApp: false });
  }
  if (!live) return hangUpUnanswered(tx, carrier, leg, now);
  if (call.status === 'ringing') {
    // An outbound call declined at the contact's phone: busy, and the agent's task never connected.
    return endConference(
      tx,
      carrier,
      { call, conference: live },
      {
        contactStatus: 'busy',
        hangUpContact: false,
        agentTasks: 'cancel',
        now,
      },
    );
  }
  return endConference(
    tx,
    carrier,
    { call, conference: live },
    {
      contactStatus: 'completed',
      hangUpContact: false,
      agentTasks: 'wrap',
      // spec 001 §8: 'The contact hung up the call'.
      notify: (agent) =>
        agent.taskSid ? { kind: 'contactHungUp', taskSid: agent.taskSid, name: call.contactName } : null,
      now,
    },
  );
}

/**
 * The contact hangs up (the Contact Simulator's Hang up, a carrier's "completed" webhook). Before
 * an agent answered, the task is canceled and the agent it was offered to hears
 * `contactHungUpIncoming`; during the call the conference ends, its agents wrap up and hear
 * `contactHungUp`. Hanging up an ended call changes nothing.
 */
export async function contactHangUp(
  deps: VoiceDeps,
  options: { brandId: string; callSid: string; now?: Date },
): Promise<CallView> {
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  const view = await deps.db.transaction(async (tx) => {
    const leg = await lockLeg(tx, options.brandId, options.callSid);
    if (isLiveCallStatus(leg.call.status)) events.push(...(await hangUp(tx, deps.carrier, leg, now)));
    const after = await findCall(tx, options.brandId, options.callSid);
    return toCallView(after ?? leg.call);
  });
  await publishVoiceEvents(deps.bus, events);
  return view;
}
