import { CAPACITY_CHANNELS } from '@parley/core/common/channels';
import {
  CAPACITY_CHANNEL_NAMES,
  MAX_ASSIGN_REASON_LENGTH,
  TASK_MANAGER_TEXTS,
} from '@parley/core/routing/task-manager-actions';
import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { EventBus, PublishInput } from '../../../platform/realtime/event-bus.ts';
import { getBrandReassignReasons } from '../../brands/get-brand-reassign-reasons.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import { reserveTaskFor } from '../reservations/reserve-task-for.ts';
import type { RoutingActor } from '../routing.policy.ts';
import { queues, reservations, workers } from '../routing.tables.ts';
import { publishAll } from '../routing-events.ts';
import { lockBrandRouting } from '../routing-sql.ts';
import {
  lifecycleEvents,
  lockReservation,
  lockTask,
  setReservationStatus,
  setTask,
  touchIdle,
} from './task-transitions.ts';

export const assignTaskInput = z.object({
  taskSid: z.string().trim().min(1).max(200),
  workerSid: z.string().trim().min(1, { message: 'Choose an agent' }).max(200),
  reason: z.string().trim().max(MAX_ASSIGN_REASON_LENGTH).nullish(),
});
export type AssignTaskInput = z.input<typeof assignTaskInput>;

/** The queue's offer timeout, as the dispatcher would give the offer (30 s if the queue is gone). */
async function offerTimeoutSeconds(tx: DbExecutor, brandId: string, queueSid: string): Promise<number> {
  const [queue] = await tx
    .select({ timeout: queues.reservationTimeoutSeconds })
    .from(queues)
    .where(and(eq(queues.brandId, brandId), eq(queues.sid, queueSid)));
  return queue?.timeout ?? 30;
}

/** spec 000 §3 reassignReasons: one of the brand's when it lists any; else an optional note. */
async function checkedReason(tx: DbExecutor, brandId: string, reason: string | null): Promise<string | null> {
  const reasons = await getBrandReassignReasons(tx, brandId);
  if (reasons.length === 0) return reason;
  if (!reason)
    throw new AppError('validation_failed', TASK_MANAGER_TEXTS.reasonRequired, { field: 'reason' });
  if (!reasons.includes(reason))
    throw new AppError('validation_failed', TASK_MANAGER_TEXTS.unknownReason, { field: 'reason' });
  return reason;
}

/**
 * A manager offers a task that waits or is offered to the agent they choose (issue 17 item 4),
 * bypassing the queue's choice of worker: skills and earlier rejections do not count, the manager
 * decided. An offer to someone else is rescinded first (their desk drops it). Refused, naming why,
 * when the agent is not available (their status) or has no free capacity on the task's channel; a
 * task accepted or wrapping is the holder's (409). The offer times out like the queue's would; if the
 * agent rejects it or lets it time out, the task waits in its queue again. The reason (and who
 * assigned) is kept in the task's attributes (`reassignReason`, `reassignedBy`). The caller checks
 * the policy (requireRoutingAdmin).
 */
export async function assignTask(
  db: DbExecutor,
  bus: EventBus,
  options: AssignTaskInput & { brandId: string; actor: RoutingActor; now?: Date },
): Promise<{ success: true; agentName: string }> {
  const input = assignTaskInput.parse(options);
  const { brandId, actor } = options;
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  let agentName = '';
  await db.transaction(async (tx) => {
    // Under the brand's routing lock, taken before the task (as cancel-open-task.ts): no dispatch
    // pass claims the task or fills the agent's capacity between these checks and the offer.
    await lockBrandRouting(tx, brandId);
    let task = await lockTask(tx, brandId, input.taskSid);
    if (!task) throw new AppError('not_found', 'Task not found', { field: 'taskSid' });
    if (task.status !== 'pending') {
      throw new AppError('conflict', TASK_MANAGER_TEXTS.notManageable(task.status), { field: 'taskSid' });
    }
    const [worker] = await tx
      .select()
      .from(workers)
      .where(and(eq(workers.brandId, brandId), eq(workers.workerSid, input.workerSid)));
    if (!worker) throw new AppError('not_found', 'Agent not found', { field: 'workerSid' });
    agentName = worker.name;
    const live = task.liveReservationSid ? await lockReservation(tx, brandId, task.liveReservationSid) : null;
    if (live?.status === 'pending' && live.userId === worker.userId) {
      throw new AppError('conflict', TASK_MANAGER_TEXTS.alreadyOffered(worker.name), { field: 'workerSid' });
    }
    if (!worker.available) {
      throw new AppError('conflict', TASK_MANAGER_TEXTS.agentNotAvailable(worker.name, worker.status), {
        field: 'workerSid',
      });
    }
    const channel = CAPACITY_CHANNELS.find((known) => known === task?.capacityChannel) ?? 'call';
    // syncWorker stores the users module's channelCapacity: { call, customTask, email, sms, voicemail }.
    const capacities = worker.channelCapacity as Record<string, unknown>;
    const capacity = typeof capacities[channel] === 'number' ? capacities[channel] : 0;
    const [load] = await tx
      .select({ n: count() })
      .from(reservations)
      .where(
        and(
          eq(reservations.brandId, brandId),
          eq(reservations.userId, worker.userId),
          eq(reservations.capacityChannel, channel),
          inArray(reservations.status, ['pending', 'accepted', 'wrapping']),
        ),
      );
    if (Number(load?.n ?? 0) >= capacity) {
      throw new AppError(
        'conflict',
        TASK_MANAGER_TEXTS.agentAtCapacity(worker.name, CAPACITY_CHANNEL_NAMES[channel], capacity),
        { field: 'workerSid' },
      );
    }
    const reason = await checkedReason(tx, brandId, input.reason ?? null);

    if (live?.status === 'pending') {
      const rescinded = await setReservationStatus(tx, live, 'rescinded', now);
      await touchIdle(tx, brandId, live.userId, now);
      task = await setTask(tx, task, { liveReservationSid: null, updatedAt: now });
      events.push(...lifecycleEvents(task, rescinded));
    }
    // Task attributes are a JSON object (createTaskInput checks it).
    const attributes = task.attributes as Record<string, unknown>;
    task = await setTask(tx, task, {
      attributes: { ...attributes, reassignReason: reason, reassignedBy: actor.userId },
      updatedAt: now,
    });
    const timeoutSeconds = await offerTimeoutSeconds(tx, brandId, task.queueSid);
    events.push(...(await reserveTaskFor(tx, { task, userId: worker.userId, timeoutSeconds, now })));
  });
  await publishAll(bus, events);
  await requestDispatch(db, brandId);
  return { success: true, agentName };
}
