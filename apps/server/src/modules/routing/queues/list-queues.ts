import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { type QueueRow, queues } from '../routing.tables.ts';
import { ensureDefaultQueue } from './ensure-default-queue.ts';
import { countOpenTasksByQueue } from './queue-counts.ts';

/** Queue of docs/routing-contract.md "GraphQL", with its live counts. */
export type QueueView = {
  sid: string;
  friendlyName: string;
  transferEligible: boolean;
  requiredSkills: string[];
  reservationTimeoutSeconds: number;
  isDefault: boolean;
  waitingCount: number;
  offeredCount: number;
};

export function toQueueView(row: QueueRow, counts?: { waiting: number; offered: number }): QueueView {
  return {
    sid: row.sid,
    friendlyName: row.friendlyName,
    transferEligible: row.transferEligible,
    requiredSkills: row.requiredSkills,
    reservationTimeoutSeconds: row.reservationTimeoutSeconds,
    isDefault: row.isDefault,
    waitingCount: counts?.waiting ?? 0,
    offeredCount: counts?.offered ?? 0,
  };
}

/** The brand's queues (the default one first, then by name) with waiting and offered counts. */
export async function listQueues(db: DbExecutor, options: { brandId: string }): Promise<QueueView[]> {
  // A brand always has its default queue; one that never routed a task gets it here.
  await ensureDefaultQueue(db, options);
  const rows = await db
    .select()
    .from(queues)
    .where(eq(queues.brandId, options.brandId))
    .orderBy(asc(queues.friendlyName));
  const counts = await countOpenTasksByQueue(db, options.brandId);
  return rows
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((row) => toQueueView(row, counts.get(row.sid)));
}
