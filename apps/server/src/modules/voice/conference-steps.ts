import { isLiveCallStatus, type VoiceNotification } from '@parley/core/voice/voice-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { finishTaskWithin, wrapTaskWithin } from '../routing/tasks/task-steps.ts';
import { publishCallEnded } from './publish-call-events.ts';
import { calls, conferenceParticipants } from './voice.tables.ts';
import { callUpdatedEvent, notificationEvent, snapshotEvents } from './voice-events.ts';
import {
  bumpConference,
  type CallRow,
  type ConferenceRow,
  type ParticipantRow,
  presentParticipants,
  setCall,
  setParticipant,
} from './voice-store.ts';

// Steps shared by the voice use-cases, always inside their transaction with the contact's call and
// the conference locked. Each returns the events to publish after the commit.

export type EndedCallStatus = 'completed' | 'canceled' | 'busy' | 'no-answer' | 'failed';

/**
 * Ends a live leg: its final status, no more timer; `hangUp` tells the carrier (the app ended it).
 * The contact's leg publishes `call.completed` (publish-call-events.ts).
 */
export async function endCallLeg(
  tx: DbExecutor,
  carrier: Carrier,
  call: CallRow,
  options: { status: EndedCallStatus; failureReason?: string | null; hangUp: boolean; now: Date },
): Promise<{ call: CallRow; events: PublishInput[] }> {
  if (!isLiveCallStatus(call.status)) return { call, events: [] };
  const ended = await setCall(tx, call, {
    status: options.status,
    failureReason: options.failureReason ?? null,
    timeoutAt: null,
    timeoutStatus: null,
    endedAt: options.now,
    updatedAt: options.now,
  });
  if (options.hangUp) await carrier.endCall(tx, { brandId: call.brandId, callSid: call.sid });
  // docs/events.md: the contact's call ended (call.completed), published with the end.
  await publishCallEnded(tx, { call: ended, now: options.now });
  return { call: ended, events: [callUpdatedEvent(ended)] };
}

/** The outside numbers (add-participant) of a conference still ringing or talking. */
async function liveExternalLegs(tx: DbExecutor, conference: ConferenceRow): Promise<CallRow[]> {
  return tx
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.brandId, conference.brandId),
        eq(calls.conferenceSid, conference.sid),
        eq(calls.leg, 'external'),
        inArray(calls.status, ['queued', 'ringing', 'in-progress']),
      ),
    )
    .for('update');
}

export type EndConferenceOptions = {
  /** The contact's leg ends with this status (completed once talking; busy, no-answer … while ringing). */
  contactStatus: EndedCallStatus;
  failureReason?: string | null;
  /** The app ends the contact's leg (an agent hung up); false when the contact or carrier did. */
  hangUpContact: boolean;
  /** A call that talked leaves its agents wrapping up; one that never connected cancels their tasks. */
  agentTasks: 'wrap' | 'cancel';
  /** What each agent present is told (the contact hung up). */
  notify?: (agent: ParticipantRow) => VoiceNotification | null;
  now: Date;
};

/**
 * Ends a conference: everyone leaves, the contact's leg and any outside numbers end, the agents'
 * tasks go to wrapping (or are canceled), a pending transfer is canceled, and a last snapshot (no
 * participants, `endedAt` set) reaches everyone who was in it.
 */
export async function endConference(
  tx: DbExecutor,
  carrier: Carrier,
  target: { call: CallRow; conference: ConferenceRow },
  options: EndConferenceOptions,
): Promise<PublishInput[]> {
  const { conference } = target;
  const { now } = options;
  const events: PublishInput[] = [];
  const present = await presentParticipants(tx, conference.brandId, conference.sid);
  await tx
    .update(conferenceParticipants)
    .set({ leftAt: now })
    .where(
      and(
        eq(conferenceParticipants.brandId, conference.brandId),
        inArray(
          conferenceParticipants.sid,
          present.map((participant) => participant.sid),
        ),
      ),
    );
  const contact = await endCallLeg(tx, carrier, target.call, {
    status: options.contactStatus,
    failureReason: options.failureReason,
    hangUp: options.hangUpContact,
    now,
  });
  events.push(...contact.events);
  for (const leg of await liveExternalLegs(tx, conference)) {
    const status = leg.status === 'in-progress' ? 'completed' : 'canceled';
    events.push(...(await endCallLeg(tx, carrier, leg, { status, hangUp: true, now })).events);
  }
  for (const agent of present.filter((participant) => participant.kind === 'agent')) {
    if (!agent.taskSid) continue;
    const step =
      options.agentTasks === 'wrap'
        ? await wrapTaskWithin(tx, { brandId: conference.brandId, taskSid: agent.taskSid, now })
        : await finishTaskWithin(tx, {
            brandId: conference.brandId,
            taskSid: agent.taskSid,
            outcome: 'canceled',
            canceledBy: 'call',
            now,
          });
    events.push(...step.events);
    const notification = options.notify?.(agent);
    if (notification && agent.userId)
      events.push(notificationEvent(conference.brandId, agent.userId, notification));
  }
  if (conference.transferTaskSid) {
    const transfer = await finishTaskWithin(tx, {
      brandId: conference.brandId,
      taskSid: conference.transferTaskSid,
      outcome: 'canceled',
      canceledBy: 'call',
      now,
    });
    events.push(...transfer.events);
  }
  const ended = await bumpConference(tx, conference, {
    endedAt: now,
    updatedAt: now,
    transferTaskSid: null,
    transferFromUserId: null,
    ...(conference.recording === 'recording' || conference.recording === 'paused'
      ? { recording: 'stopped' }
      : {}),
  });
  const { events: snapshots } = await snapshotEvents(
    tx,
    ended,
    present.map((participant) => participant.mediaUserId),
  );
  // The snapshot first: a browser tears its peers down on it, then reads the call's end.
  return [...snapshots, ...events];
}

/**
 * Whether the contact would be left alone on the call without `leaving`: no agent, no outside number
 * present or ringing, no transfer waiting, no voicemail drop playing. That happens only after an
 * external (cold) transfer, when the outside number hangs up or never answers.
 */
async function contactLeftAlone(
  tx: DbExecutor,
  conference: ConferenceRow,
  present: readonly ParticipantRow[],
  leaving: ParticipantRow | null,
): Promise<boolean> {
  const others = present.filter((p) => p.sid !== leaving?.sid);
  if (others.some((p) => p.kind === 'agent' || p.kind === 'external')) return false;
  if (others.some((p) => p.kind === 'contact' && p.voicemailDropId)) return false;
  if (conference.transferTaskSid) return false;
  const ringing = (await liveExternalLegs(tx, conference)).filter((leg) => leg.sid !== leaving?.callSid);
  return ringing.length === 0;
}

/** The contact left alone on the call (see contactLeftAlone) is hung up: the call is over. */
function endForContactAlone(
  tx: DbExecutor,
  carrier: Carrier,
  target: { call: CallRow; conference: ConferenceRow },
  now: Date,
): Promise<PublishInput[]> {
  const talked = target.call.status === 'in-progress';
  return endConference(tx, carrier, target, {
    contactStatus: talked ? 'completed' : 'canceled',
    hangUpContact: true,
    agentTasks: 'wrap',
    now,
  });
}

/**
 * After an outside number's leg ended without joining (busy, no answer, declined): a conference that
 * leaves the contact alone ends (an external transfer that failed). Returns the events, or none.
 */
export async function endIfContactAlone(
  tx: DbExecutor,
  carrier: Carrier,
  target: { call: CallRow; conference: ConferenceRow | null },
  now: Date,
): Promise<PublishInput[]> {
  const { call, conference } = target;
  if (!conference || conference.endedAt || call.leg !== 'contact' || !isLiveCallStatus(call.status))
    return [];
  const present = await presentParticipants(tx, conference.brandId, conference.sid);
  if (!(await contactLeftAlone(tx, conference, present, null))) return [];
  return endForContactAlone(tx, carrier, { call, conference }, now);
}

/**
 * A participant leaves (dropped, or hung up). The contact leaving, or the last agent, ends the
 * conference (docs/voice-contract.md); an agent who leaves others on the call wraps up their task; an
 * outside number's leg ends, and with it the call when it leaves the contact alone (after an external
 * transfer).
 */
export async function leaveConference(
  tx: DbExecutor,
  carrier: Carrier,
  target: { call: CallRow; conference: ConferenceRow; participant: ParticipantRow },
  /** `byApp`: the app ends the leg (a drop, an agent hanging up), so the carrier must hang it up. */
  options: { now: Date; byApp: boolean },
): Promise<PublishInput[]> {
  const { conference, participant, now } = { ...target, now: options.now };
  const present = await presentParticipants(tx, conference.brandId, conference.sid);
  const agentsLeft = present.filter((p) => p.kind === 'agent' && p.sid !== participant.sid);
  if (participant.kind === 'contact' || (participant.kind === 'agent' && agentsLeft.length === 0)) {
    // Hanging up while the contact's phone still rings cancels the call: it never connected.
    const talked = target.call.status === 'in-progress';
    return endConference(tx, carrier, target, {
      contactStatus: talked ? 'completed' : 'canceled',
      hangUpContact: options.byApp,
      agentTasks: talked ? 'wrap' : 'cancel',
      now,
    });
  }
  const events: PublishInput[] = [];
  if (participant.kind === 'external' && (await contactLeftAlone(tx, conference, present, participant))) {
    const [leg] = await tx
      .select()
      .from(calls)
      .where(and(eq(calls.brandId, conference.brandId), eq(calls.sid, participant.callSid)))
      .for('update');
    if (leg) {
      events.push(
        ...(await endCallLeg(tx, carrier, leg, { status: 'completed', hangUp: options.byApp, now })).events,
      );
    }
    const ended = await endForContactAlone(tx, carrier, { call: target.call, conference }, now);
    return [...ended, ...events];
  }
  await setParticipant(tx, participant, { leftAt: now });
  if (participant.kind === 'agent' && participant.taskSid) {
    events.push(
      ...(await wrapTaskWithin(tx, { brandId: conference.brandId, taskSid: participant.taskSid, now }))
        .events,
    );
  }
  if (participant.kind === 'external') {
    const [leg] = await tx
      .select()
      .from(calls)
      .where(and(eq(calls.brandId, conference.brandId), eq(calls.sid, participant.callSid)))
      .for('update');
    if (leg) {
      events.push(
        ...(await endCallLeg(tx, carrier, leg, { status: 'completed', hangUp: options.byApp, now })).events,
      );
    }
  }
  const changed = await bumpConference(tx, conference, { updatedAt: now });
  const { events: snapshots } = await snapshotEvents(tx, changed, [participant.mediaUserId]);
  return [...snapshots, ...events];
}
