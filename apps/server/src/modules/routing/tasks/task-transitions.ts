import type { ReservationStatus, TaskStatus } from '@parley/core/common/channels';
import { TYPED_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PublishInput } from '../../../platform/realtime/event-bus.ts';
import { toReservationView, toTaskUpdated } from '../reservations/reservation-view.ts';
import { reservations, tasks, workers } from '../routing.tables.ts';
import { reservationEvent, taskUpdatedEvent } from '../routing-events.ts';
import { notifyTaskCompleted, type TaskFacts } from '../routing-ports.ts';

// Steps shared by the lifecycle use-cases, always inside their transaction. Rows are locked in one
// order everywhere — task, then reservation, then worker — so two commands never deadlock; the
// dispatcher locks workers and then only *waiting* tasks, which none of these touch.

export type TaskRow = typeof tasks.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;

/** spec 000 §8 TaskNotAvailable: the routes answer it with the contract's 404 body. */
export function taskNotAvailable(): AppError {
  return new AppError('not_found', TYPED_ERROR_TEXTS.TaskNotAvailable, {
    details: { type: 'TaskNotAvailable' },
  });
}

export function isTaskNotAvailable(error: unknown): boolean {
  return (
    error instanceof AppError &&
    error.code === 'not_found' &&
    error.message === TYPED_ERROR_TEXTS.TaskNotAvailable
  );
}

export async function lockTask(tx: DbExecutor, brandId: string, taskSid: string): Promise<TaskRow | null> {
  const [task] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.brandId, brandId), eq(tasks.sid, taskSid)))
    .for('update');
  return task ?? null;
}

export async function lockReservation(
  tx: DbExecutor,
  brandId: string,
  reservationSid: string,
): Promise<ReservationRow | null> {
  const [reservation] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.brandId, brandId), eq(reservations.sid, reservationSid)))
    .for('update');
  return reservation ?? null;
}

const ENDED: readonly ReservationStatus[] = ['completed', 'rejected', 'timeout', 'rescinded', 'canceled'];

export async function setReservationStatus(
  tx: DbExecutor,
  reservation: ReservationRow,
  status: ReservationStatus,
  now: Date,
): Promise<ReservationRow> {
  const [updated] = await tx
    .update(reservations)
    .set({
      status,
      updatedAt: now,
      // The durable timer only runs while the offer is pending.
      timeoutAt: status === 'pending' ? reservation.timeoutAt : null,
      ...(status === 'accepted' ? { acceptedAt: now } : {}),
      ...(ENDED.includes(status) ? { endedAt: now } : {}),
    })
    .where(and(eq(reservations.brandId, reservation.brandId), eq(reservations.sid, reservation.sid)))
    .returning();
  if (!updated) throw new Error('locked reservation vanished');
  return updated;
}

export async function setTask(
  tx: DbExecutor,
  task: TaskRow,
  changes: Partial<Omit<TaskRow, 'brandId' | 'sid' | 'seq'>> & { updatedAt: Date },
): Promise<TaskRow> {
  const [updated] = await tx
    .update(tasks)
    .set(changes)
    .where(and(eq(tasks.brandId, task.brandId), eq(tasks.sid, task.sid)))
    .returning();
  if (!updated) throw new Error('locked task vanished');
  return updated;
}

/** The agent just ended a piece of work: they become the most recently busy (longest idle goes first). */
export async function touchIdle(tx: DbExecutor, brandId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(workers)
    .set({ idleSince: now })
    .where(and(eq(workers.brandId, brandId), eq(workers.userId, userId)));
}

export function lifecycleEvents(task: TaskRow, reservation: ReservationRow | null): PublishInput[] {
  const events: PublishInput[] = [];
  if (reservation) {
    events.push(
      reservationEvent(
        'reservation.updated',
        task.brandId,
        reservation.userId,
        toReservationView(reservation, task),
      ),
    );
  }
  events.push(taskUpdatedEvent(task.brandId, toTaskUpdated(task, reservation?.workerSid ?? null)));
  return events;
}

/** What the modules above hear of a completed task (routing-ports.ts taskCompleted). */
export function completedTaskFacts(task: TaskRow): TaskFacts & { disposition: string | null } {
  return {
    sid: task.sid,
    channel: task.channel,
    // Task attributes are a JSON object (createTaskInput checks it).
    attributes: task.attributes as Record<string, unknown>,
    disposition: task.disposition,
  };
}

export type FinishedTask = { task: TaskRow; reservation: ReservationRow | null; events: PublishInput[] };

/**
 * Ends a task as completed or canceled. Its live reservation ends with it: a pending offer is
 * rescinded; an accepted or wrapping one is completed or canceled like the task. A completion is
 * told to the modules above (routing-ports.ts), in this transaction.
 */
export async function finishTask(
  tx: DbExecutor,
  task: TaskRow,
  outcome: Extract<TaskStatus, 'completed' | 'canceled'>,
  now: Date,
  extra: { cancellationReasonId?: string | null; canceledBy?: string | null } = {},
): Promise<FinishedTask> {
  let reservation: ReservationRow | null = null;
  if (task.liveReservationSid) {
    const live = await lockReservation(tx, task.brandId, task.liveReservationSid);
    if (live) {
      reservation = await setReservationStatus(
        tx,
        live,
        live.status === 'pending' ? 'rescinded' : outcome,
        now,
      );
      await touchIdle(tx, task.brandId, live.userId, now);
    }
  }
  const finished = await setTask(tx, task, {
    status: outcome,
    liveReservationSid: null,
    endedAt: now,
    updatedAt: now,
    ...(outcome === 'canceled'
      ? { cancellationReasonId: extra.cancellationReasonId ?? null, canceledBy: extra.canceledBy ?? null }
      : {}),
  });
  // docs/events.md: the contact's task.completed, with the disposition submitted at wrap-up.
  if (outcome === 'completed')
    await notifyTaskCompleted(tx, {
      brandId: task.brandId,
      task: completedTaskFacts(finished),
      userId: reservation?.userId ?? task.assignedUserId,
      now,
    });
  return { task: finished, reservation, events: lifecycleEvents(finished, reservation) };
}
