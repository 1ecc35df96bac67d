import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { EventBus, PublishInput } from '../../../platform/realtime/event-bus.ts';
import { authorizeTaskWork, type RoutingActor } from '../routing.policy.ts';
import { publishAll } from '../routing-events.ts';
import {
  lifecycleEvents,
  lockReservation,
  lockTask,
  setReservationStatus,
  setTask,
} from './task-transitions.ts';

export const wrapTaskInput = z.object({
  // spec 000 §5: wrap-task does nothing without taskSid.
  taskSid: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64),
});

/** Wrap-up (spec 001 §4): the accepted reservation and its task go to `wrapping`. Idempotent. */
export async function wrapTask(
  db: DbExecutor,
  bus: EventBus,
  options: z.input<typeof wrapTaskInput> & { brandId: string; actor?: RoutingActor; now?: Date },
): Promise<{ success: true }> {
  const { brandId } = options;
  const { taskSid } = wrapTaskInput.parse(options);
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, brandId, taskSid);
    if (!task) throw new AppError('not_found', 'Task not found', { field: 'taskSid' });
    const live = task.liveReservationSid ? await lockReservation(tx, brandId, task.liveReservationSid) : null;
    authorizeTaskWork(options.actor, task, live);
    if (task.status === 'wrapping') return;
    if (task.status !== 'accepted' || !live || live.status !== 'accepted') {
      throw new AppError('conflict', 'Only an accepted task can be wrapped', { field: 'taskSid' });
    }
    const wrapping = await setReservationStatus(tx, live, 'wrapping', now);
    const wrappedTask = await setTask(tx, task, { status: 'wrapping', wrappedAt: now, updatedAt: now });
    events.push(...lifecycleEvents(wrappedTask, wrapping));
  });
  await publishAll(bus, events);
  return { success: true };
}
