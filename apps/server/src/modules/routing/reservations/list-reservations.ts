import type { ReservationStatus } from '@parley/core/common/channels';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { reservations, workers } from '../routing.tables.ts';
import { LIVE_STATUSES, type ReservationView, selectReservationViews } from './reservation-view.ts';

export type WorkerRef = { userId: string; workerSid: string; email: string };

/** A worker of the brand by worker sid or email (the routing projection), or null. */
export async function findWorker(
  db: DbExecutor,
  options: { brandId: string; workerSid?: string; email?: string },
): Promise<WorkerRef | null> {
  const by = options.workerSid
    ? eq(workers.workerSid, options.workerSid)
    : eq(workers.email, (options.email ?? '').trim().toLowerCase());
  const [worker] = await db
    .select({ userId: workers.userId, workerSid: workers.workerSid, email: workers.email })
    .from(workers)
    .where(and(eq(workers.brandId, options.brandId), by));
  return worker ?? null;
}

/**
 * The agent's reservations the desktop lists (spec 001 §4: ended ones are removed from the list):
 * live ones (pending, accepted, wrapping) by default, or only pending ones. Newest first.
 */
export async function listReservations(
  db: DbExecutor,
  options: { brandId: string; userId: string; onlyPending?: boolean },
): Promise<ReservationView[]> {
  const statuses: ReservationStatus[] = options.onlyPending ? ['pending'] : LIVE_STATUSES;
  return selectReservationViews(
    db,
    options.brandId,
    and(eq(reservations.userId, options.userId), inArray(reservations.status, statuses)),
  );
}
