import { TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { EventBus, PublishInput } from '../../../platform/realtime/event-bus.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import type { RoutingActor } from '../routing.policy.ts';
import { publishAll } from '../routing-events.ts';
import { lockBrandRouting } from '../routing-sql.ts';
import { finishTask, lockTask } from './task-transitions.ts';

export const cancelOpenTaskInput = z.object({
  taskSid: z.string().trim().min(1).max(200),
  cancellationReasonId: z.string().trim().min(1, { message: 'Choose a cancellation reason' }).max(200),
});
export type CancelOpenTaskInput = z.input<typeof cancelOpenTaskInput>;

/**
 * A manager cancels a task that waits in its queue or is offered (issue 17 item 4: a task every
 * available agent rejected would otherwise wait forever). The task ends `canceled` with the reason
 * and who canceled it; a pending offer is rescinded, so the agent's desk drops it
 * (reservation.updated), and the agent's capacity is free again. Accepted or wrapping work is the
 * agent's to finish: refused (409). The caller checks the policy (requireRoutingAdmin).
 */
export async function cancelOpenTask(
  db: DbExecutor,
  bus: EventBus,
  options: CancelOpenTaskInput & { brandId: string; actor: RoutingActor; now?: Date },
): Promise<{ success: true }> {
  const { taskSid, cancellationReasonId } = cancelOpenTaskInput.parse(options);
  const { brandId, actor } = options;
  const now = options.now ?? new Date();
  let events: PublishInput[] = [];
  await db.transaction(async (tx) => {
    // The brand's routing lock before the task: a dispatch pass holds it while it claims waiting
    // tasks, so taking the task first could deadlock with one (rescind-worker-offers.ts does the same).
    await lockBrandRouting(tx, brandId);
    const task = await lockTask(tx, brandId, taskSid);
    if (!task) throw new AppError('not_found', 'Task not found', { field: 'taskSid' });
    if (task.status !== 'pending') {
      throw new AppError('conflict', TASK_MANAGER_TEXTS.notManageable(task.status), { field: 'taskSid' });
    }
    const finished = await finishTask(tx, task, 'canceled', now, {
      cancellationReasonId,
      canceledBy: actor.userId,
    });
    events = finished.events;
  });
  await publishAll(bus, events);
  await requestDispatch(db, brandId);
  return { success: true };
}
