import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { syncWorkers } from './sync-workers.ts';
import { userStatusHistory, users } from './users.tables.ts';

export type ReassignedUser = { userId: string; workerSid: string; status: string; statusChangedAt: Date };

/**
 * Every user of the brand in status `from` gets status `to`, for the statuses module when a status
 * is renamed (`renamed`: the same status under a new name, its clock and today's stretch keep
 * running) or deleted (a move: the stretch ends now and a new one starts). Synced for routing.
 */
export async function reassignUsersStatus(
  tx: DbExecutor,
  options: { brandId: string; from: string; to: string; renamed: boolean; now?: Date },
): Promise<ReassignedUser[]> {
  const { brandId, from, to, renamed } = options;
  const now = options.now ?? new Date();
  const moved = await tx
    .update(users)
    .set(renamed ? { status: to, updatedAt: now } : { status: to, statusChangedAt: now, updatedAt: now })
    .where(and(eq(users.brandId, brandId), eq(users.status, from)))
    .returning({
      userId: users.id,
      workerSid: users.workerSid,
      status: users.status,
      statusChangedAt: users.statusChangedAt,
    });
  for (const user of moved) {
    const open = and(
      eq(userStatusHistory.brandId, brandId),
      eq(userStatusHistory.userId, user.userId),
      isNull(userStatusHistory.endedAt),
    );
    if (renamed) {
      await tx.update(userStatusHistory).set({ status: to }).where(open);
    } else {
      await tx.update(userStatusHistory).set({ endedAt: now }).where(open);
      await tx.insert(userStatusHistory).values({ brandId, userId: user.userId, status: to, startedAt: now });
    }
  }
  await syncWorkers(
    tx,
    brandId,
    moved.map((user) => user.userId),
  );
  return moved;
}

/** Users of the brand currently in a status, for routing to re-read after its availability changed. */
export async function syncUsersInStatus(tx: DbExecutor, options: { brandId: string; status: string }) {
  const holders = await tx
    .select({
      userId: users.id,
      workerSid: users.workerSid,
      status: users.status,
      statusChangedAt: users.statusChangedAt,
    })
    .from(users)
    .where(and(eq(users.brandId, options.brandId), eq(users.status, options.status)));
  await syncWorkers(
    tx,
    options.brandId,
    holders.map((holder) => holder.userId),
  );
  return holders;
}
