import { OFFLINE_STATUS_NAME } from '@parley/core/users/agent-status';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { RequestSession } from '../../../platform/http/request-session.ts';
import type { EventBus, PublishInput } from '../../../platform/realtime/event-bus.ts';
import { getBrandStatuses } from '../../brands/get-brand-statuses.ts';
import { agentStatusEvent } from '../../users/agent-status-events.ts';
import { updateAgentStatus } from '../../users/update-agent-status.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import { reservations } from '../routing.tables.ts';
import { publishAll } from '../routing-events.ts';
import {
  finishTask,
  lifecycleEvents,
  lockReservation,
  lockTask,
  setReservationStatus,
  setTask,
} from '../tasks/task-transitions.ts';

/** Offers swept per call; the engine calls again at its next tick when there were this many. */
const SWEEP_BATCH = 200;

/**
 * The timed-out agent's own status change, made by the engine on their behalf (the users module
 * lets an agent change their own status; this is that agent, not a signed-in request).
 */
function engineSessionFor(brandId: string, userId: string): RequestSession {
  return { sessionId: 'routing-engine', brandId, brandSlug: '', userId, email: '', roles: ['agent'] };
}

/**
 * One pending offer past its timeout (docs/routing-contract.md): reservation `timeout`, the task waits
 * again (a task reserved for that agent alone is canceled), and the agent moves to the brand's first
 * non-available status so an absent agent stops receiving offers. One transaction.
 */
export async function timeoutReservation(
  db: DbExecutor,
  bus: EventBus,
  options: { brandId: string; taskSid: string; reservationSid: string; now?: Date },
): Promise<boolean> {
  const { brandId } = options;
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  await db.transaction(async (tx) => {
    const task = await lockTask(tx, brandId, options.taskSid);
    const reservation = await lockReservation(tx, brandId, options.reservationSid);
    if (!task || !reservation || reservation.status !== 'pending') return;
    if (!reservation.timeoutAt || reservation.timeoutAt.getTime() > now.getTime()) return;
    const timedOut = await setReservationStatus(tx, reservation, 'timeout', now);
    if (task.liveReservationSid === reservation.sid) {
      if (task.reserveForUserId) {
        const finished = await finishTask(tx, { ...task, liveReservationSid: null }, 'canceled', now, {
          canceledBy: 'timeout',
        });
        events.push(...lifecycleEvents(finished.task, timedOut));
      } else {
        const waiting = await setTask(tx, task, { liveReservationSid: null, updatedAt: now });
        events.push(...lifecycleEvents(waiting, timedOut));
      }
    }
    const statuses = await getBrandStatuses(tx, { brandId });
    const away = statuses.find((status) => !status.available)?.name ?? OFFLINE_STATUS_NAME;
    const moved = await updateAgentStatus(tx, {
      session: engineSessionFor(brandId, reservation.userId),
      input: { status: away, twilioSid: reservation.workerSid },
      now,
    });
    if (moved.changed) {
      events.push(
        agentStatusEvent(brandId, {
          userId: moved.userId,
          workerSid: reservation.workerSid,
          status: moved.status,
          available: moved.available,
          statusChangedAt: now.toISOString(),
        }),
      );
    }
  });
  await publishAll(bus, events);
  if (events.length > 0) await requestDispatch(db, brandId);
  return events.length > 0;
}

/** Every pending offer due by `now`, oldest deadline first, each in its own transaction. */
export async function sweepReservationTimeouts(
  db: DbExecutor,
  bus: EventBus,
  options: { now?: Date } = {},
): Promise<{ timedOut: number; more: boolean }> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ brandId: reservations.brandId, sid: reservations.sid, taskSid: reservations.taskSid })
    .from(reservations)
    .where(and(eq(reservations.status, 'pending'), lte(reservations.timeoutAt, now)))
    .orderBy(asc(reservations.timeoutAt))
    .limit(SWEEP_BATCH);
  let timedOut = 0;
  for (const offer of due) {
    const done = await timeoutReservation(db, bus, {
      brandId: offer.brandId,
      taskSid: offer.taskSid,
      reservationSid: offer.sid,
      now,
    });
    if (done) timedOut += 1;
  }
  return { timedOut, more: due.length === SWEEP_BATCH };
}
