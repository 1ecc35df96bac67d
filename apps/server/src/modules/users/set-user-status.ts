import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { userStatusHistory, users } from './users.tables.ts';

/**
 * Moves a user to another status in the caller's transaction: the status clock restarts and today's
 * activity breakdown gets a new stretch. The caller syncs the worker for routing.
 */
export async function setUserStatus(
  tx: DbExecutor,
  options: { brandId: string; userId: string; status: string; now: Date },
): Promise<void> {
  const { brandId, userId, status, now } = options;
  await tx
    .update(users)
    .set({ status, statusChangedAt: now, updatedAt: now })
    .where(and(eq(users.brandId, brandId), eq(users.id, userId)));
  await tx
    .update(userStatusHistory)
    .set({ endedAt: now })
    .where(
      and(
        eq(userStatusHistory.brandId, brandId),
        eq(userStatusHistory.userId, userId),
        isNull(userStatusHistory.endedAt),
      ),
    );
  await tx.insert(userStatusHistory).values({ brandId, userId, status, startedAt: now });
}
