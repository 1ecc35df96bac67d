import { SAFE_HARBOUR_EVENT } from '@parley/core/voice/stream-events';
import {
  VOICEMAIL_DROP_EVENT,
  type VoicemailDropEvent,
  voicemailDropAudioPath,
} from '@parley/core/voice/voicemail-drops';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { readComplianceSettings } from '../compliance/compliance-store.ts';
import { createTaskWithin } from '../routing/tasks/create-task.ts';
import { finishTaskWithin } from '../routing/tasks/task-steps.ts';
import { lockTask } from '../routing/tasks/task-transitions.ts';
import { lockLeg } from './lock-leg.ts';
import { publishCallEnded, publishCallPlaced, publishVoicemailDropCompleted } from './publish-call-events.ts';
import { calls } from './voice.tables.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { callUpdatedEvent, publishVoiceEvents } from './voice-events.ts';
import { newCallSid } from './voice-ids.ts';
import { type CallRow, setCall } from './voice-store.ts';

// A campaign dialer's calls (docs/campaigns.md "Predictive"): placed to the contact before any agent
// is free; a person who answers becomes a routed call task ("Progressive Dial" with the campaign's
// info, the contact already on the line, which an agent joins as an incoming call) and has 2 s to
// reach an agent, else the call is abandoned: it ends with the safe-harbour message and no task. An
// answering machine gets the campaign's default voicemail drop, then the call ends; without a default
// drop it ends at once (the campaign counts it). The voice module keeps the task
// the call becomes on the call (`dialer_task`), so it needs nothing from campaigns.

/** The campaign's default voicemail drop, left on an answering machine with no agent (seconds it plays). */
export type DialerVoicemailDrop = { recordingId: string; seconds: number };

/**
 * What a person's answer becomes: a task to this queue, at this priority, with these attributes; and
 * what a machine's answer gets: the campaign's default drop, or nothing (the call ends).
 */
export type DialerTask = {
  queueSid: string;
  priority: number;
  attributes: Record<string, unknown>;
  voicemailDrop?: DialerVoicemailDrop | null;
};

/** issue 14: a person who answers is abandoned when no agent is free within 2 s. */
export const DIALER_ABANDON_GRACE_MS = 2_000;
/** The timer status of an answered dialer call waiting for an agent (sweep-call-timers.ts). */
export const DIALER_ABANDON_TIMER_STATUS = 'abandon';
/** The timer status of a dialer call playing the campaign's default drop to a machine. */
export const DIALER_VOICEMAIL_TIMER_STATUS = 'dialer-voicemail';

function dialerTaskOf(call: CallRow): DialerTask | null {
  const value = call.dialerTask;
  if (typeof value !== 'object' || value === null) return null;
  return value as DialerTask;
}

/** Ends a dialer call now, as `completed` (an abandon or a machine). */
async function endDialerCall(
  tx: DbExecutor,
  carrier: Carrier,
  call: CallRow,
  change: { abandoned: boolean; now: Date },
): Promise<PublishInput[]> {
  const ended = await setCall(tx, call, {
    status: 'completed',
    endedAt: change.now,
    timeoutAt: null,
    timeoutStatus: null,
    ...(change.abandoned ? { abandonedAt: change.now } : {}),
    updatedAt: change.now,
  });
  await carrier.endCall(tx, { brandId: call.brandId, callSid: call.sid });
  await publishCallEnded(tx, { call: ended, now: change.now });
  return [callUpdatedEvent(ended)];
}

/**
 * A machine answered and the campaign has a default drop: it plays at once (the Contact Simulator page,
 * playing the phone, gets `voice.voicemailDrop`) and the call ends when it has played (a durable timer,
 * finishDialerVoicemail), as an agent's drop does but with no agent and no conference.
 */
async function startDialerVoicemail(
  tx: DbExecutor,
  call: CallRow,
  drop: DialerVoicemailDrop,
  now: Date,
): Promise<PublishInput[]> {
  const playing = await setCall(tx, call, {
    timeoutAt: new Date(now.getTime() + drop.seconds * 1000),
    timeoutStatus: DIALER_VOICEMAIL_TIMER_STATUS,
    updatedAt: now,
  });
  const events: PublishInput[] = [callUpdatedEvent(playing)];
  if (call.mediaUserId) {
    const data: VoicemailDropEvent = {
      conferenceSid: null,
      callSid: call.sid,
      recordingId: drop.recordingId,
      audioUrl: voicemailDropAudioPath(drop.recordingId),
      durationSeconds: drop.seconds,
    };
    events.push({ brandId: call.brandId, userId: call.mediaUserId, name: VOICEMAIL_DROP_EVENT, data });
  }
  return events;
}

/**
 * The default drop has played on a dialer call (its timer is due): voicemail.completed (the campaign
 * counts the contact reached by voicemail), then the call ends `completed`. A call that ended
 * meanwhile is left alone. Returns whether anything changed.
 */
export async function finishDialerVoicemail(
  deps: VoiceDeps,
  options: { brandId: string; callSid: string; dueBy: Date; now: Date },
): Promise<boolean> {
  const { now } = options;
  let events: PublishInput[] = [];
  const changed = await deps.db.transaction(async (tx) => {
    const { call } = await lockLeg(tx, options.brandId, options.callSid);
    if (!call.timeoutAt || call.timeoutAt.getTime() > options.dueBy.getTime()) return false;
    if (call.status !== 'in-progress') {
      await setCall(tx, call, { timeoutAt: null, timeoutStatus: null, updatedAt: now });
      return true;
    }
    await publishVoicemailDropCompleted(tx, { call, now });
    events = await endDialerCall(tx, deps.carrier, call, { abandoned: false, now });
    return true;
  });
  await publishVoiceEvents(deps.bus, events);
  return changed;
}

/**
 * A dialer call was answered (at once by the carrier, or later on the Contact Simulator page): a
 * machine ends it; a person becomes a routed call task with 2 s to reach an agent.
 */
export async function dialerCallAnswered(
  tx: DbExecutor,
  carrier: Carrier,
  call: CallRow,
  now: Date,
): Promise<PublishInput[]> {
  const task = dialerTaskOf(call);
  if (!task || call.taskSid) return [];
  if (call.answeredBy === 'machine') {
    if (task.voicemailDrop) return startDialerVoicemail(tx, call, task.voicemailDrop, now);
    return endDialerCall(tx, carrier, call, { abandoned: false, now });
  }
  const created = await createTaskWithin(tx, {
    brandId: call.brandId,
    channel: 'voice',
    queueSid: task.queueSid,
    priority: task.priority,
    attributes: { ...task.attributes, callSid: call.sid },
    now,
  });
  const waiting = await setCall(tx, call, {
    taskSid: created.taskSid,
    timeoutAt: new Date(now.getTime() + DIALER_ABANDON_GRACE_MS),
    timeoutStatus: DIALER_ABANDON_TIMER_STATUS,
    updatedAt: now,
  });
  return [callUpdatedEvent(waiting), ...created.events];
}

export type PlacedDialerCall = {
  callSid: string;
  status: 'ringing' | 'in-progress' | 'completed' | 'failed';
  /** The carrier's reason when `failed` (spec 000 §8 call failure reasons). */
  failureReason?: string;
  events: PublishInput[];
};

/** Places a campaign dialer's call in the caller's transaction; its events are published after commit. */
export async function placeDialerCall(
  tx: DbExecutor,
  deps: Pick<VoiceDeps, 'carrier'>,
  input: {
    brandId: string;
    from: string;
    to: string;
    contactName: string | null;
    profileId: string | null;
    dialerTask: DialerTask;
    now: Date;
  },
): Promise<PlacedDialerCall> {
  const { brandId, now } = input;
  const callSid = newCallSid();
  const placed = await deps.carrier.placeCall(tx, { brandId, callSid, from: input.from, to: input.to });
  const base = {
    brandId,
    sid: callSid,
    direction: 'outbound' as const,
    leg: 'contact' as const,
    fromNumber: input.from,
    toNumber: input.to,
    contactName: input.contactName,
    dialerTask: input.dialerTask,
    createdAt: now,
    updatedAt: now,
  };
  const values =
    placed.status === 'failed'
      ? { ...base, status: 'failed', failureReason: placed.reason, endedAt: now }
      : placed.status === 'answered'
        ? { ...base, status: 'in-progress', answeredAt: now, answeredBy: placed.answeredBy ?? 'human' }
        : {
            ...base,
            status: 'ringing',
            timeoutAt: placed.endsAfter ? new Date(now.getTime() + placed.endsAfter.afterMs) : null,
            timeoutStatus: placed.endsAfter?.status ?? null,
          };
  const [call] = await tx.insert(calls).values(values).returning();
  if (!call) throw new Error('the call was not stored');
  await publishCallPlaced(tx, { call, profileId: input.profileId, userId: null, now });
  if (call.status === 'failed') {
    await publishCallEnded(tx, { call, now });
    return {
      callSid,
      status: 'failed',
      failureReason: call.failureReason ?? undefined,
      events: [callUpdatedEvent(call)],
    };
  }
  const events = [callUpdatedEvent(call)];
  if (call.status === 'in-progress') events.push(...(await dialerCallAnswered(tx, deps.carrier, call, now)));
  // A machine answering at once ends the call then, unless the campaign's drop plays to it first.
  const status =
    call.answeredBy === 'machine' && !input.dialerTask.voicemailDrop
      ? 'completed'
      : (call.status as 'ringing' | 'in-progress');
  return { callSid, status, events };
}

/**
 * The timer of an answered dialer call is due (2 s after the answer, then every 2 s while an agent is
 * being offered it). An agent who accepted the task has it: the timer ends. An agent offered it and
 * not yet answering keeps the contact on hold another 2 s (an offer that lapses leaves nobody, and the
 * next check abandons). Nobody offered, or the task taken back (a pause, a supervisor's cancel) while
 * the contact is on the line: the call is abandoned: the task ends canceled, the safe-harbour message
 * plays, the call ends completed with `abandoned` (call.completed says so, the campaign's ledger
 * counts it). Returns whether anything changed.
 */
export async function settleDialerWait(
  deps: VoiceDeps,
  options: { brandId: string; callSid: string; dueBy: Date; now: Date },
): Promise<boolean> {
  const { now } = options;
  let events: PublishInput[] = [];
  const changed = await deps.db.transaction(async (tx) => {
    const { call } = await lockLeg(tx, options.brandId, options.callSid);
    if (!call.timeoutAt || call.timeoutAt.getTime() > options.dueBy.getTime()) return false;
    const task = call.taskSid ? await lockTask(tx, call.brandId, call.taskSid) : null;
    const accepted = task !== null && (task.status === 'accepted' || task.status === 'wrapping');
    if (call.status !== 'in-progress' || !task || accepted) {
      await setCall(tx, call, { timeoutAt: null, timeoutStatus: null, updatedAt: now });
      return true;
    }
    if (task.status === 'pending' && task.liveReservationSid !== null) {
      await setCall(tx, call, {
        timeoutAt: new Date(now.getTime() + DIALER_ABANDON_GRACE_MS),
        updatedAt: now,
      });
      return true;
    }
    const canceled =
      task.status === 'pending'
        ? await finishTaskWithin(tx, {
            brandId: call.brandId,
            taskSid: task.sid,
            outcome: 'canceled',
            canceledBy: 'dialer',
            now,
          })
        : { events: [] };
    events = [...(await endDialerCall(tx, deps.carrier, call, { abandoned: true, now })), ...canceled.events];
    // The safe-harbour message plays to the contact at once: the Contact Simulator page is their phone.
    if (call.mediaUserId) {
      const { safeHarbourMessage } = await readComplianceSettings(tx, call.brandId);
      events.push({
        brandId: call.brandId,
        userId: call.mediaUserId,
        name: SAFE_HARBOUR_EVENT,
        data: { callSid: call.sid, message: safeHarbourMessage },
      });
    }
    return true;
  });
  await publishVoiceEvents(deps.bus, events);
  return changed;
}

/** How many of these dialer calls still ring (not answered, not ended): the pacing's calls in flight. */
export async function countRingingDialerCalls(
  db: DbExecutor,
  options: { brandId: string; callSids: string[] },
): Promise<number> {
  if (options.callSids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(calls)
    .where(
      and(
        eq(calls.brandId, options.brandId),
        inArray(calls.sid, options.callSids),
        eq(calls.status, 'ringing'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * How many dialer calls to a queue still ring, whatever campaign placed them: campaigns sharing a
 * queue pace against the same agents, so each counts the others' calls in flight.
 */
export async function countRingingDialerCallsForQueue(
  db: DbExecutor,
  options: { brandId: string; queueSid: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(calls)
    .where(
      and(
        eq(calls.brandId, options.brandId),
        eq(calls.status, 'ringing'),
        sql`${calls.dialerTask} ->> 'queueSid' = ${options.queueSid}`,
      ),
    );
  return row?.n ?? 0;
}

/** The dialer calls of these sids that have ended, with what call.completed would have said of them. */
export async function endedDialerCalls(
  db: DbExecutor,
  options: { brandId: string; callSids: string[] },
): Promise<{ callSid: string; properties: Record<string, unknown> }[]> {
  if (options.callSids.length === 0) return [];
  const rows = await db
    .select({
      sid: calls.sid,
      status: calls.status,
      failureReason: calls.failureReason,
      answeredBy: calls.answeredBy,
      abandonedAt: calls.abandonedAt,
    })
    .from(calls)
    .where(
      and(
        eq(calls.brandId, options.brandId),
        inArray(calls.sid, options.callSids),
        sql`${calls.status} not in ('queued', 'ringing', 'in-progress')`,
      ),
    );
  return rows.map((row) => ({
    callSid: row.sid,
    properties: {
      status: row.status,
      ...(row.failureReason ? { failureReason: row.failureReason } : {}),
      ...(row.answeredBy ? { answeredBy: row.answeredBy } : {}),
      ...(row.abandonedAt ? { abandoned: true } : {}),
    },
  }));
}
