import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { PublishInput } from '../../../platform/realtime/event-bus.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import { reservations } from '../routing.tables.ts';
import { lockBrandRouting } from '../routing-sql.ts';
import {
  lifecycleEvents,
  lockReservation,
  lockTask,
  setReservationStatus,
  setTask,
} from '../tasks/task-transitions.ts';

/**
 * Takes back every pending offer of one agent, in the caller's transaction (the users module
 * deactivating an account): each reservation is `rescinded` and its task waits again for someone
 * else, except a task reserved for that agent alone (manual outbound), which is canceled. Accepted
 * and wrapping work stays as it is. Runs under the brand's routing lock, so no dispatch pass can
 * offer the agent something new before the caller's transaction (which makes the worker
 * unavailable) commits; a dispatch is asked for at that commit. Locks only tasks and reservations
 * (and the brand's routing lock): call it before locking the user or worker rows. Returns the events
 * to publish after commit.
 */
export async function rescindWorkerOffers(
  tx: DbExecutor,
  options: { brandId: string; userId: string; now?: Date },
): Promise<PublishInput[]> {
  const { brandId, userId } = options;
  const now = options.now ?? new Date();
  await lockBrandRouting(tx, brandId);
  const pending = await tx
    .select({ sid: reservations.sid, taskSid: reservations.taskSid })
    .from(reservations)
    .where(
      and(
        eq(reservations.brandId, brandId),
        eq(reservations.userId, userId),
        eq(reservations.status, 'pending'),
      ),
    )
    .orderBy(asc(reservations.createdAt));
  const events: PublishInput[] = [];
  for (const offer of pending) {
    // The engine's lock order: task, then reservation (task-transitions.ts).
    const task = await lockTask(tx, brandId, offer.taskSid);
    const reservation = await lockReservation(tx, brandId, offer.sid);
    if (!task || !reservation) continue;
    // Accepted, rejected or timed out since it was read: nothing left to take back.
    if (reservation.status !== 'pending' || task.liveReservationSid !== reservation.sid) continue;
    const rescinded = await setReservationStatus(tx, reservation, 'rescinded', now);
    // As finishTask would, but without touching the worker row: the caller locks the user and then
    // the worker, after every offer (the lock order of the timeout sweep).
    const next = task.reserveForUserId
      ? await setTask(tx, task, {
          status: 'canceled',
          liveReservationSid: null,
          endedAt: now,
          updatedAt: now,
          cancellationReasonId: null,
          canceledBy: reservation.workerSid,
        })
      : await setTask(tx, task, { liveReservationSid: null, updatedAt: now });
    events.push(...lifecycleEvents(next, rescinded));
  }
  if (events.length > 0) await requestDispatch(tx, brandId);
  return events;
}
