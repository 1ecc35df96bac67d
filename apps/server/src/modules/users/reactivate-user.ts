import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findCommandTarget, findManagedUser, type ManagedUser } from './managed-user.ts';
import { syncWorkers } from './sync-workers.ts';
import { assertMayEditUser } from './user-management.policy.ts';
import { users } from './users.tables.ts';

/**
 * Lets a deactivated user of the session's brand sign in again, in one transaction. They come back
 * in the unavailable status deactivation left them in and choose their status once signed in; old
 * sessions and recovery links stay gone (a password link can be sent again). Only an admin
 * reactivates an admin. Reactivating an active user changes nothing.
 */
export async function reactivateUser(
  db: DbExecutor,
  options: { session: RequestSession; userId: string; now?: Date },
): Promise<ManagedUser> {
  const { session, userId } = options;
  const { brandId } = session;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const target = await findCommandTarget(tx, { brandId, userId, lock: true });
    assertMayEditUser(session, target, undefined);
    if (target.deactivatedAt) {
      await tx
        .update(users)
        .set({ deactivatedAt: null, updatedAt: now })
        .where(and(eq(users.brandId, brandId), eq(users.id, userId)));
      await syncWorkers(tx, brandId, [userId]);
    }
    const user = await findManagedUser(tx, { brandId, userId });
    if (!user) throw new AppError('not_found', 'User not found', { field: 'id' });
    return user;
  });
}
