import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PublishInput } from '../../../platform/realtime/event-bus.ts';
import { reservations, tasks, workers } from '../routing.tables.ts';
import { reservationEvent, taskUpdatedEvent } from '../routing-events.ts';
import { newReservationSid } from '../routing-ids.ts';
import { lockBrandRouting } from '../routing-sql.ts';
import { syncWorker } from '../workers/sync-worker.ts';
import { toReservationView, toTaskUpdated } from './reservation-view.ts';

/**
 * Offers a new task straight to one agent (manual outbound: the agent asked for it), inside the
 * caller's transaction. It skips the availability and capacity checks of the dispatcher on purpose,
 * but counts towards the agent's load like any reservation. Returns the events to publish.
 */
export async function reserveTaskFor(
  tx: DbExecutor,
  options: { task: typeof tasks.$inferSelect; userId: string; timeoutSeconds: number; now: Date },
): Promise<PublishInput[]> {
  const { task, userId, now } = options;
  const { brandId } = task;
  // Reservations are created under the brand's routing lock, like the dispatcher's.
  await lockBrandRouting(tx, brandId);
  const findWorker = () =>
    tx
      .select({ workerSid: workers.workerSid })
      .from(workers)
      .where(and(eq(workers.brandId, brandId), eq(workers.userId, userId)));
  let [worker] = await findWorker();
  if (!worker) {
    await syncWorker(tx, { brandId, userId, now });
    [worker] = await findWorker();
  }
  if (!worker) throw new AppError('not_found', 'Agent not found', { field: 'reserveForUserId' });
  const [reservation] = await tx
    .insert(reservations)
    .values({
      brandId,
      sid: newReservationSid(),
      taskSid: task.sid,
      userId,
      workerSid: worker.workerSid,
      status: 'pending',
      capacityChannel: task.capacityChannel,
      createdAt: now,
      updatedAt: now,
      timeoutAt: new Date(now.getTime() + options.timeoutSeconds * 1000),
    })
    .returning();
  if (!reservation) throw new Error('reservation insert returned no row');
  const [offered] = await tx
    .update(tasks)
    .set({ liveReservationSid: reservation.sid, updatedAt: now })
    .where(and(eq(tasks.brandId, brandId), eq(tasks.sid, task.sid)))
    .returning();
  if (!offered) throw new Error('task vanished while being reserved');
  await tx
    .update(workers)
    .set({ idleSince: now })
    .where(and(eq(workers.brandId, brandId), eq(workers.userId, userId)));
  return [
    reservationEvent('reservation.created', brandId, userId, toReservationView(reservation, offered)),
    taskUpdatedEvent(brandId, toTaskUpdated(offered, worker.workerSid)),
  ];
}
