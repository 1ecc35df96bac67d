import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { reservations, tasks } from '../routing.tables.ts';
import { publishAll } from '../routing-events.ts';
import { jsonObject, reservationFromRaw, taskFromRaw } from '../routing-rows.ts';
import { queryRows } from '../routing-sql.ts';
import { lifecycleEvents, type TaskRow, taskNotAvailable } from '../tasks/task-transitions.ts';

export const reservationActionInput = z.object({
  taskSid: z.string().trim().min(1, 'is required').max(64),
  reservationSid: z.string().trim().min(1, 'is required').max(64),
});
/** The body of POST /conv/tasks/accept and /reject, as the route parsed it (reservationActionInput). */
export type ReservationAction = z.output<typeof reservationActionInput>;

export type AcceptedReservation = {
  success: true;
  parleyVoicePhone: string | null;
  parleyVoicePhoneFriendlyName: string | null;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function answer(task: TaskRow): AcceptedReservation {
  // Task attributes are a JSON object (createTaskInput checks it).
  const attributes = task.attributes as Record<string, unknown>;
  return {
    success: true,
    parleyVoicePhone: text(attributes.parleyVoicePhone),
    parleyVoicePhoneFriendlyName: text(attributes.parleyVoicePhoneFriendlyName),
  };
}

/** Accepting again what this agent already accepted (the desktop retries once, spec 000 §7). */
async function alreadyAccepted(
  db: DbExecutor,
  options: { brandId: string; userId: string; taskSid: string; reservationSid: string },
): Promise<TaskRow | null> {
  const [row] = await db
    .select({ reservation: reservations, task: tasks })
    .from(reservations)
    .innerJoin(tasks, and(eq(tasks.brandId, reservations.brandId), eq(tasks.sid, reservations.taskSid)))
    .where(and(eq(reservations.brandId, options.brandId), eq(reservations.sid, options.reservationSid)));
  if (!row || row.reservation.userId !== options.userId || row.reservation.taskSid !== options.taskSid)
    return null;
  return row.reservation.status === 'accepted' || row.reservation.status === 'wrapping' ? row.task : null;
}

/**
 * The agent accepts their pending offer: reservation accepted, task accepted (taskStatus assigned).
 * One statement (its own transaction): it locks the task first, like every lifecycle change. An offer
 * that is not (or no longer) this agent's pending one — taken, rescinded, rejected, or past its
 * timeout even if the sweeper has not run yet — is TaskNotAvailable.
 */
export async function acceptReservation(
  db: DbExecutor,
  bus: EventBus,
  options: ReservationAction & { brandId: string; userId: string; now?: Date },
): Promise<AcceptedReservation> {
  const { brandId, userId, taskSid, reservationSid } = options;
  const now = (options.now ?? new Date()).toISOString();
  const [row] = await queryRows<{ reservation: unknown; task: unknown }>(
    db,
    sql`with task as (
          select sid from tasks
          where brand_id = ${brandId} and sid = ${taskSid} and status = 'pending'
            and live_reservation_sid = ${reservationSid}
          for update
        ), accepted as (
          update reservations as r
          set status = 'accepted', accepted_at = ${now}::timestamptz, updated_at = ${now}::timestamptz,
              timeout_at = null
          from task
          where r.brand_id = ${brandId} and r.sid = ${reservationSid} and r.task_sid = task.sid
            and r.user_id = ${userId} and r.status = 'pending' and r.timeout_at > ${now}::timestamptz
          returning r.*
        ), assigned as (
          update tasks as t
          set status = 'accepted', assigned_user_id = accepted.user_id,
              assigned_worker_sid = accepted.worker_sid, accepted_at = ${now}::timestamptz,
              updated_at = ${now}::timestamptz
          from accepted
          where t.brand_id = ${brandId} and t.sid = accepted.task_sid
          returning t.*
        )
        select row_to_json(accepted) as reservation, row_to_json(assigned) as task from accepted, assigned`,
  );
  const reservationRaw = jsonObject(row?.reservation);
  const taskRaw = jsonObject(row?.task);
  if (!reservationRaw || !taskRaw) {
    const accepted = await alreadyAccepted(db, { brandId, userId, taskSid, reservationSid });
    if (!accepted) throw taskNotAvailable();
    return answer(accepted);
  }
  const task = taskFromRaw(taskRaw);
  await publishAll(bus, lifecycleEvents(task, reservationFromRaw(reservationRaw)));
  return answer(task);
}
