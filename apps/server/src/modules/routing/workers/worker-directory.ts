import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { reservations, workers } from '../routing.tables.ts';
import { syncWorker } from './sync-worker.ts';

// The routing projection of users as other modules may read it (voice names its participants, finds
// a transfer's target and the supervisors who watch every conference).

export type WorkerSummary = {
  userId: string;
  workerSid: string;
  name: string;
  status: string;
  available: boolean;
  roles: string[];
};

const columns = {
  userId: workers.userId,
  workerSid: workers.workerSid,
  name: workers.name,
  status: workers.status,
  available: workers.available,
  roles: workers.roles,
};

/** A user's worker; synced from the users module first if it has no row yet. */
export async function findWorkerByUser(
  db: DbExecutor,
  options: { brandId: string; userId: string },
): Promise<WorkerSummary | null> {
  const find = () =>
    db
      .select(columns)
      .from(workers)
      .where(and(eq(workers.brandId, options.brandId), eq(workers.userId, options.userId)));
  let [worker] = await find();
  if (!worker) {
    await syncWorker(db, options);
    [worker] = await find();
  }
  return worker ?? null;
}

export async function findWorkerBySid(
  db: DbExecutor,
  options: { brandId: string; workerSid: string },
): Promise<WorkerSummary | null> {
  const [worker] = await db
    .select(columns)
    .from(workers)
    .where(and(eq(workers.brandId, options.brandId), eq(workers.workerSid, options.workerSid)));
  return worker ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The agent a reference names, as an admin may write it (a journey's assignTargetAgent node): their
 * user id, worker sid or email (ignoring case); null when none of the brand's agents is that.
 */
export async function findWorkerByReference(
  db: DbExecutor,
  options: { brandId: string; reference: string },
): Promise<WorkerSummary | null> {
  const reference = options.reference.trim();
  if (reference === '') return null;
  if (UUID.test(reference)) {
    const byUser = await findWorkerByUser(db, { brandId: options.brandId, userId: reference });
    if (byUser) return byUser;
  }
  const [worker] = await db
    .select(columns)
    .from(workers)
    .where(
      and(
        eq(workers.brandId, options.brandId),
        sql`(${workers.workerSid} = ${reference} or ${workers.email} = ${reference.toLowerCase()})`,
      ),
    )
    .limit(1);
  return worker ?? null;
}

/** The brand's admins and supervisors (they see every live conference). */
export async function listPrivilegedUserIds(db: DbExecutor, brandId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: workers.userId })
    .from(workers)
    .where(and(eq(workers.brandId, brandId), sql`${workers.roles} && array['admin', 'supervisor']::text[]`));
  return rows.map((row) => row.userId);
}

/** Everyone a task was offered to, with how each offer ended, oldest first. */
export async function listTaskOffers(
  db: DbExecutor,
  options: { brandId: string; taskSid: string },
): Promise<{ userId: string; status: string }[]> {
  return db
    .select({ userId: reservations.userId, status: reservations.status })
    .from(reservations)
    .where(and(eq(reservations.brandId, options.brandId), eq(reservations.taskSid, options.taskSid)))
    .orderBy(reservations.createdAt);
}
