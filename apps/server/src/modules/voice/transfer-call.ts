import { isPrivileged } from '@parley/core/auth/roles';
import type { TaskChannel } from '@parley/core/common/channels';
import { TRANSFER_CALL_TASK_TYPE, TRANSFER_CALL_TITLE } from '@parley/core/voice/voice-contract';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { publishTaskCreated } from '../events/publish-task-events.ts';
import { listQueues } from '../routing/queues/list-queues.ts';
import { createTaskWithin } from '../routing/tasks/create-task.ts';
import { getTask, type TaskSummary } from '../routing/tasks/get-task.ts';
import { findWorkerBySid } from '../routing/workers/worker-directory.ts';
import { bumpAndSnapshot } from './change-conference.ts';
import { assertTransferTarget } from './transfer-target.ts';
import type { VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { notInConference, taskNotFound } from './voice-errors.ts';
import { publishVoiceEvents } from './voice-events.ts';
import { callNotFound, lockLiveConference, presentParticipants, setParticipant } from './voice-store.ts';

/** Task attributes a transfer's task carries over from the call's task. */
const CARRIED = ['contactPhone', 'name', 'profileId', 'email', 'externalId', 'parleyVoicePhone', 'direction'];

export type TransferTarget =
  | { kind: 'agent'; targetWorkerUri: string; internalAgentName: string }
  | { kind: 'queue'; queueSid: string };

/** Where the transfer's task goes: reserved straight to an agent, or routed in a transfer queue. */
async function routeOf(
  deps: VoiceDeps,
  brandId: string,
  actor: VoiceActor,
  target: TransferTarget,
): Promise<{ reserveForUserId: string } | { queueSid: string }> {
  if (target.kind === 'queue') {
    const queue = (await listQueues(deps.db, { brandId })).find((q) => q.sid === target.queueSid);
    if (!queue) throw new AppError('not_found', 'Queue not found', { field: 'queueSid' });
    if (!queue.transferEligible) {
      throw new AppError('conflict', 'This queue does not take transfers', { field: 'queueSid' });
    }
    return { queueSid: queue.sid };
  }
  const workerSid = target.targetWorkerUri.replace(/^client:/, '');
  const worker = await findWorkerBySid(deps.db, { brandId, workerSid });
  if (!worker) throw new AppError('not_found', 'Agent not found', { field: 'targetWorkerUri' });
  if (worker.userId === actor.userId) {
    throw new AppError('bad_request', 'You cannot transfer a call to yourself', { field: 'targetWorkerUri' });
  }
  await assertTransferTarget(deps, { brandId, actor, worker });
  return { reserveForUserId: worker.userId };
}

/** A transfer still waiting for its target (a rejected or timed-out one's task is already canceled). */
export async function pendingTransfer(
  tx: DbExecutor,
  brandId: string,
  transferTaskSid: string | null,
): Promise<boolean> {
  if (!transferTaskSid) return false;
  const task = await getTask(tx, { brandId, taskSid: transferTaskSid });
  return task !== null && (task.status === 'pending' || task.status === 'accepted');
}

function transferAttributes(
  task: TaskSummary,
  conferenceSid: string,
  friendlyId: string,
  target: TransferTarget,
) {
  const carried = Object.fromEntries(
    CARRIED.filter((key) => key in task.attributes).map((key) => [key, task.attributes[key]]),
  );
  return {
    ...carried,
    title: TRANSFER_CALL_TITLE,
    taskType: TRANSFER_CALL_TASK_TYPE,
    originalTaskSid: task.sid,
    callSid: task.attributes.callSid,
    conferenceSid,
    conferenceFriendlyId: friendlyId,
    ...(target.kind === 'agent' ? { internalAgentName: target.internalAgentName } : {}),
  };
}

/**
 * POST /conv/transfers/agent and /conv/transfers/queue: a task 'Transfer Call' for the same call,
 * reserved straight to the target agent or routed in a transfer-eligible queue. When its agent
 * accepts and joins, whoever transferred leaves and wraps up (join-call). Starting a transfer ends the
 * conference's manager actions (spec 001 §4). One transaction.
 */
export async function transferCall(
  deps: VoiceDeps,
  options: { brandId: string; actor: VoiceActor; taskSid: string; target: TransferTarget; now?: Date },
): Promise<{ success: true; transferTaskSid: string }> {
  const { brandId, actor } = options;
  const now = options.now ?? new Date();
  const task = await getTask(deps.db, { brandId, taskSid: options.taskSid });
  if (!task) throw taskNotFound();
  const conferenceSid = task.attributes.conferenceSid;
  if (typeof conferenceSid !== 'string') throw callNotFound('taskSid');
  const route = await routeOf(deps, brandId, actor, options.target);
  const events: PublishInput[] = [];
  const transferTaskSid = await deps.db.transaction(async (tx) => {
    const { conference } = await lockLiveConference(tx, brandId, conferenceSid);
    const present = await presentParticipants(tx, brandId, conference.sid);
    const agent = present.find((p) => p.kind === 'agent' && p.taskSid === task.sid);
    if (!agent) throw callNotFound('taskSid');
    if (agent.userId !== actor.userId && !isPrivileged(actor.roles)) throw notInConference();
    if (await pendingTransfer(tx, brandId, conference.transferTaskSid)) {
      throw new AppError('conflict', 'A transfer of this call is already in progress', { field: 'taskSid' });
    }
    const supervisors = present.filter((p) => p.kind === 'supervisor');
    for (const supervisor of supervisors) await setParticipant(tx, supervisor, { leftAt: now });
    const attributes = transferAttributes(task, conference.sid, conference.friendlyId, options.target);
    const created = await createTaskWithin(tx, {
      brandId,
      // A transfer stays on the call's channel (voice).
      channel: task.channel as TaskChannel,
      attributes,
      priority: task.priority,
      ...route,
      now,
    });
    // docs/events.md "Events the platform publishes": the contact's task.created, by who transferred.
    await publishTaskCreated(tx, {
      brandId,
      task: { sid: created.taskSid, channel: task.channel, attributes },
      userId: actor.userId,
      now,
    });
    events.push(
      ...(await bumpAndSnapshot(
        tx,
        conference,
        now,
        { transferTaskSid: created.taskSid, transferFromUserId: agent.userId },
        supervisors.map((s) => s.mediaUserId),
      )),
      ...created.events,
    );
    return created.taskSid;
  });
  await publishVoiceEvents(deps.bus, events);
  return { success: true, transferTaskSid };
}
