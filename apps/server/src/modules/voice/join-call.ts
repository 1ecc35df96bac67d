import { isCallChannel } from '@parley/core/common/channels';
import type { ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { getTask } from '../routing/tasks/get-task.ts';
import { mergeTaskAttributesWithin, wrapTaskWithin } from '../routing/tasks/task-steps.ts';
import { lockTask, type TaskRow } from '../routing/tasks/task-transitions.ts';
import { findWorkerByUser, listTaskOffers, type WorkerSummary } from '../routing/workers/worker-directory.ts';
import { insertPersonParticipant, insertPhoneParticipant } from './participant-rows.ts';
import { conferences } from './voice.tables.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { conferenceActive, heldByAnother, notACallTask, taskNotFound } from './voice-errors.ts';
import { callUpdatedEvent, notificationEvent, publishVoiceEvents, snapshotEvents } from './voice-events.ts';
import { newConferenceSid } from './voice-ids.ts';
import {
  bumpConference,
  type CallRow,
  type ConferenceRow,
  callNotFound,
  lockCall,
  lockConferenceOfCall,
  presentParticipants,
  presentParticipationsOf,
  setCall,
  setParticipant,
} from './voice-store.ts';

type Joined = { snapshot: ConferenceSnapshot; events: PublishInput[] };

/** The caller must hold the accepted task (checked under the task's lock). */
function assertHolder(task: TaskRow | null, userId: string): TaskRow {
  if (!task) throw taskNotFound();
  if (task.assignedUserId && task.assignedUserId !== userId) throw heldByAnother();
  if (task.status !== 'accepted' || task.assignedUserId !== userId) {
    throw new AppError('conflict', 'Accept the task before joining the call', { field: 'taskSid' });
  }
  return task;
}

/** Agents who were offered the call and lost it (their offer timed out or was taken back). */
async function answeredByAnother(tx: DbExecutor, call: CallRow, taskSid: string, userId: string) {
  const offers = await listTaskOffers(tx, { brandId: call.brandId, taskSid });
  const missed = new Set(
    offers
      .filter(
        (offer) => offer.userId !== userId && (offer.status === 'timeout' || offer.status === 'rescinded'),
      )
      .map((offer) => offer.userId),
  );
  return [...missed].map((missedBy) =>
    notificationEvent(call.brandId, missedBy, { kind: 'answeredByAnother', taskSid, name: call.contactName }),
  );
}

/** An inbound call is answered: its conference starts with the contact and the agent. */
async function answerInbound(
  tx: DbExecutor,
  call: CallRow,
  task: TaskRow,
  worker: WorkerSummary,
  now: Date,
): Promise<Joined> {
  // An inbound call rings until an agent joins; a campaign dialer's call was answered by the contact
  // before its task was routed (dialer-calls.ts).
  const inboundRinging = call.direction === 'inbound' && call.status === 'ringing';
  const dialerWaiting = call.dialerTask !== null && call.status === 'in-progress';
  if (!inboundRinging && !dialerWaiting) throw callNotFound('taskSid');
  const [conference] = await tx
    .insert(conferences)
    .values({
      brandId: call.brandId,
      sid: newConferenceSid(),
      friendlyId: task.sid,
      taskSid: task.sid,
      callSid: call.sid,
      startedAt: now,
      updatedAt: now,
    })
    .returning();
  if (!conference) throw new Error('the conference was not stored');
  const answered = await setCall(tx, call, {
    status: 'in-progress',
    answeredAt: call.answeredAt ?? now,
    conferenceSid: conference.sid,
    timeoutAt: null,
    timeoutStatus: null,
    updatedAt: now,
  });
  await insertPhoneParticipant(tx, conference, answered, now);
  await insertPersonParticipant(tx, conference, { kind: 'agent', worker, taskSid: task.sid, now });
  await mergeTaskAttributesWithin(tx, {
    brandId: call.brandId,
    taskSid: task.sid,
    attributes: { conferenceSid: conference.sid, conferenceFriendlyId: conference.friendlyId },
    now,
  });
  const { snapshot, events } = await snapshotEvents(tx, conference);
  return {
    snapshot,
    events: [
      ...events,
      callUpdatedEvent(answered),
      ...(await answeredByAnother(tx, answered, task.sid, worker.userId)),
    ],
  };
}

/** The target of a transfer joins; whoever transferred it leaves and wraps up. */
async function joinTransfer(
  tx: DbExecutor,
  conference: ConferenceRow,
  task: TaskRow,
  worker: WorkerSummary,
  now: Date,
): Promise<Joined> {
  const events: PublishInput[] = [];
  await insertPersonParticipant(tx, conference, { kind: 'agent', worker, taskSid: task.sid, now });
  const leaving = (await presentParticipants(tx, conference.brandId, conference.sid)).filter(
    (p) => p.kind === 'agent' && p.userId !== worker.userId && p.userId === conference.transferFromUserId,
  );
  for (const first of leaving) {
    await setParticipant(tx, first, { leftAt: now });
    if (first.taskSid) {
      events.push(
        ...(await wrapTaskWithin(tx, { brandId: conference.brandId, taskSid: first.taskSid, now })).events,
      );
    }
  }
  await mergeTaskAttributesWithin(tx, {
    brandId: conference.brandId,
    taskSid: task.sid,
    attributes: { conferenceSid: conference.sid, conferenceFriendlyId: conference.friendlyId },
    now,
  });
  const changed = await bumpConference(tx, conference, {
    transferTaskSid: null,
    transferFromUserId: null,
    updatedAt: now,
  });
  const snapshot = await snapshotEvents(
    tx,
    changed,
    leaving.map((p) => p.mediaUserId),
  );
  return { snapshot: snapshot.snapshot, events: [...snapshot.events, ...events] };
}

/**
 * POST /conv/conferences/join-call: the accepted agent of an inbound call (or of a transfer) joins
 * its conference. Joining again what one already joined answers the same (the desk retries once).
 * An agent already on another live call is refused: 'There is already an active conference'.
 */
export async function joinCall(
  deps: VoiceDeps,
  options: { brandId: string; userId: string; taskSid: string; now?: Date },
): Promise<ConferenceSnapshot> {
  const { brandId, userId, taskSid } = options;
  const now = options.now ?? new Date();
  const seen = await getTask(deps.db, { brandId, taskSid });
  if (!seen) throw taskNotFound();
  if (!isCallChannel(seen.channel)) throw notACallTask();
  const callSid = seen.attributes.callSid;
  if (typeof callSid !== 'string') throw callNotFound('taskSid');
  const joined = await deps.db.transaction(async (tx): Promise<Joined> => {
    const call = await lockCall(tx, brandId, callSid);
    if (!call || (call.status !== 'ringing' && call.status !== 'in-progress')) throw callNotFound('taskSid');
    const conference = await lockConferenceOfCall(tx, call);
    const task = assertHolder(await lockTask(tx, brandId, taskSid), userId);
    if (conference && !conference.endedAt) {
      const present = await presentParticipants(tx, brandId, conference.sid);
      if (present.some((p) => p.kind === 'agent' && p.userId === userId)) {
        return snapshotEvents(tx, conference).then(({ snapshot }) => ({ snapshot, events: [] }));
      }
    }
    const elsewhere = await presentParticipationsOf(tx, brandId, userId);
    if (elsewhere.some((p) => p.conferenceSid !== conference?.sid)) throw conferenceActive();
    const worker = await findWorkerByUser(tx, { brandId, userId });
    if (!worker) throw heldByAnother();
    if (!conference) return answerInbound(tx, call, task, worker, now);
    if (conference.endedAt || conference.transferTaskSid !== task.sid) throw callNotFound('taskSid');
    return joinTransfer(tx, conference, task, worker, now);
  });
  await publishVoiceEvents(deps.bus, joined.events);
  return joined.snapshot;
}
