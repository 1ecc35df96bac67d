import { isPrivileged } from '@parley/core/auth/roles';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { EventBus, PublishInput } from '../../../platform/realtime/event-bus.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import type { RoutingActor } from '../routing.policy.ts';
import { publishAll } from '../routing-events.ts';
import { notifyTaskCompleted, routingPortsConnected } from '../routing-ports.ts';
import { jsonObject, reservationFromRaw, taskFromRaw } from '../routing-rows.ts';
import { queryRows } from '../routing-sql.ts';
import { completedTaskFacts, lifecycleEvents } from './task-transitions.ts';

export const updateTaskInput = z.object({
  status: z.enum(['completed', 'canceled'], { message: 'must be completed or canceled' }).optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
  cancellationReasonId: z.string().trim().min(1).max(200).nullable().optional(),
});
export type UpdateTaskInput = z.input<typeof updateTaskInput>;

type Outcome = {
  before_status: string | null;
  authorized: number;
  task: unknown;
  reservation: unknown;
};

/** The task this update completed (it was open before), told to the modules above (routing-ports.ts). */
async function notifyCompleted(tx: DbExecutor, brandId: string, outcome: Outcome | undefined, now: Date) {
  const raw = jsonObject(outcome?.task);
  const before = outcome?.before_status;
  if (!raw || (before !== 'pending' && before !== 'accepted' && before !== 'wrapping')) return;
  const task = taskFromRaw(raw);
  if (task.status !== 'completed') return;
  const ended = jsonObject(outcome?.reservation);
  await notifyTaskCompleted(tx, {
    brandId,
    task: completedTaskFacts(task),
    userId: ended ? reservationFromRaw(ended).userId : task.assignedUserId,
    now,
  });
}

/**
 * POST /conv/tasks/{taskSid}/update: merges attributes (top-level keys replace) and/or ends the task.
 * Completing or canceling ends its live reservation too (a pending offer is rescinded; an accepted or
 * wrapping one is completed or canceled like the task), frees the agent's capacity and lets the
 * dispatcher run. Ending a task again the same way succeeds; a finished task cannot change its
 * outcome (409). The agent holding (or offered) the task, or an admin or supervisor, may do this.
 *
 * One statement, so one transaction and one round trip (this is on every task's path): it locks the
 * task, then its live reservation, then the agent's worker row — the order of every lifecycle change.
 * Completing is a transaction of its own around it, to publish the contact's `task.completed` with it
 * (docs/events.md "Hot paths").
 */
export async function updateTask(
  db: DbExecutor,
  bus: EventBus,
  options: UpdateTaskInput & { brandId: string; taskSid: string; actor?: RoutingActor; now?: Date },
): Promise<{ success: true }> {
  const { brandId, taskSid, actor } = options;
  const input = updateTaskInput.parse(options);
  const now = (options.now ?? new Date()).toISOString();
  const status = input.status ?? null;
  const patch = input.attributes ? JSON.stringify(input.attributes) : null;
  const actorId = actor && !isPrivileged(actor.roles) ? actor.userId : null;
  const canceledBy = actor?.userId ?? 'system';
  const update = (executor: DbExecutor) =>
    queryRows<Outcome>(
      executor,
      sql`with task as (
          select sid, status, assigned_user_id, live_reservation_sid from tasks
          where brand_id = ${brandId} and sid = ${taskSid}
          for update
        ), live as (
          select sid, user_id from reservations
          where brand_id = ${brandId} and sid = (select live_reservation_sid from task)
            and status in ('pending', 'accepted', 'wrapping')
          for update
        ), authorized as (
          select task.* from task
          where ${actorId}::uuid is null or task.assigned_user_id = ${actorId}::uuid
             or exists (select 1 from live where live.user_id = ${actorId}::uuid)
        ), allowed as (
          select authorized.* from authorized
          where ${status}::text is null or authorized.status in ('pending', 'accepted', 'wrapping')
             or authorized.status = ${status}::text
        ), closing as (
          select sid, live_reservation_sid from allowed
          where ${status}::text is not null and status in ('pending', 'accepted', 'wrapping')
        ), ended as (
          update reservations as r
          set status = case when r.status = 'pending' then 'rescinded' else ${status}::text end,
              ended_at = ${now}::timestamptz, updated_at = ${now}::timestamptz, timeout_at = null
          from closing
          where r.brand_id = ${brandId} and r.sid = closing.live_reservation_sid
            and r.status in ('pending', 'accepted', 'wrapping')
          returning r.*
        ), idle as (
          update workers as w set idle_since = ${now}::timestamptz
          from ended
          where w.brand_id = ${brandId} and w.user_id = ended.user_id
          returning w.user_id
        ), changed as (
          update tasks as t
          set attributes = case when ${patch}::jsonb is null then t.attributes else t.attributes || ${patch}::jsonb end,
              status = case when closing.sid is null then t.status else ${status}::text end,
              live_reservation_sid = case when closing.sid is null then t.live_reservation_sid else null end,
              ended_at = case when closing.sid is null then t.ended_at else ${now}::timestamptz end,
              cancellation_reason_id = case when closing.sid is not null and ${status}::text = 'canceled'
                then ${input.cancellationReasonId ?? null}::text else t.cancellation_reason_id end,
              canceled_by = case when closing.sid is not null and ${status}::text = 'canceled'
                then ${canceledBy}::text else t.canceled_by end,
              updated_at = ${now}::timestamptz
          from allowed left join closing on closing.sid = allowed.sid
          where t.brand_id = ${brandId} and t.sid = allowed.sid
            and (closing.sid is not null or ${patch}::jsonb is not null)
          returning t.*
        )
        select (select status from task) as before_status,
               (select count(*) from authorized)::int as authorized,
               (select row_to_json(changed) from changed) as task,
               (select row_to_json(ended) from ended) as reservation,
               (select count(*) from idle)::int as idle`,
    );
  // docs/events.md: task.completed in the completing transaction, when something listens (routing-ports.ts).
  const [outcome] =
    status === 'completed' && routingPortsConnected()
      ? await db.transaction(async (tx) => {
          const rows = await update(tx);
          await notifyCompleted(tx, brandId, rows[0], new Date(now));
          return rows;
        })
      : await update(db);
  if (!outcome?.before_status) throw new AppError('not_found', 'Task not found', { field: 'taskSid' });
  if (Number(outcome.authorized) === 0) {
    throw new AppError('forbidden', 'This task is held by another agent', { field: 'taskSid' });
  }
  const taskRaw = jsonObject(outcome.task);
  const before = outcome.before_status;
  const open = before === 'pending' || before === 'accepted' || before === 'wrapping';
  if (status && !open && before !== status) {
    throw new AppError('conflict', `The task is already ${before}`, { field: 'status' });
  }
  if (!taskRaw) return { success: true };
  const task = taskFromRaw(taskRaw);
  const reservationRaw = jsonObject(outcome.reservation);
  const events: PublishInput[] = lifecycleEvents(
    task,
    reservationRaw ? reservationFromRaw(reservationRaw) : null,
  );
  await publishAll(bus, events);
  if (status && open) await requestDispatch(db, brandId);
  return { success: true };
}
