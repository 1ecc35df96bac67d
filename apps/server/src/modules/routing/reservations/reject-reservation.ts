import type { DbExecutor } from '../../../platform/db/database.ts';
import type { EventBus, PublishInput } from '../../../platform/realtime/event-bus.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import { publishAll } from '../routing-events.ts';
import {
  finishTask,
  lifecycleEvents,
  lockReservation,
  lockTask,
  setReservationStatus,
  setTask,
  taskNotAvailable,
  touchIdle,
} from '../tasks/task-transitions.ts';
import type { ReservationAction } from './accept-reservation.ts';

/**
 * The agent turns their pending offer down: reservation rejected, the task waits again and is never
 * offered to this agent again. A task reserved for this agent alone (manual outbound) is canceled.
 * Rejecting what one already rejected succeeds; anything else not pending is TaskNotAvailable.
 */
export async function rejectReservation(
  db: DbExecutor,
  bus: EventBus,
  options: ReservationAction & { brandId: string; userId: string; now?: Date },
): Promise<{ success: true }> {
  const { brandId, userId } = options;
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, brandId, options.taskSid);
    if (!task) throw taskNotAvailable();
    const reservation = await lockReservation(tx, brandId, options.reservationSid);
    if (!reservation || reservation.taskSid !== task.sid || reservation.userId !== userId) {
      throw taskNotAvailable();
    }
    if (reservation.status === 'rejected') return;
    if (reservation.status !== 'pending' || task.liveReservationSid !== reservation.sid) {
      throw taskNotAvailable();
    }
    const rejected = await setReservationStatus(tx, reservation, 'rejected', now);
    await touchIdle(tx, brandId, userId, now);
    if (task.reserveForUserId) {
      const finished = await finishTask(tx, { ...task, liveReservationSid: null }, 'canceled', now, {
        canceledBy: reservation.workerSid,
      });
      events.push(...lifecycleEvents(finished.task, rejected));
      return;
    }
    const waiting = await setTask(tx, task, { liveReservationSid: null, updatedAt: now });
    events.push(...lifecycleEvents(waiting, rejected));
  });
  await publishAll(bus, events);
  if (events.length > 0) await requestDispatch(db, brandId);
  return { success: true };
}
