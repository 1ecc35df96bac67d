import { OFFLINE_STATUS_NAME } from '@parley/core/users/agent-status';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { EventBus, PublishInput } from '../../platform/realtime/event-bus.ts';
import { signalSessionRevoked } from '../../platform/realtime/session-revocations.ts';
import { getBrandStatuses } from '../brands/get-brand-statuses.ts';
import { agentStatusEvent } from './agent-status-events.ts';
import { DEACTIVATED_USER_TEXTS } from './deactivated-user-texts.ts';
import { findCommandTarget, findManagedUser, type ManagedUser } from './managed-user.ts';
import { setUserStatus } from './set-user-status.ts';
import { syncWorkers } from './sync-workers.ts';
import { assertMayEditUser } from './user-management.policy.ts';
import { users } from './users.tables.ts';
import { usersPorts } from './users-ports.ts';

/**
 * Deactivates a user of the session's brand, in one transaction (docs/decisions/003-settings.md
 * "Deactivated users"): every session, sign-in token and recovery link of theirs ends; an available
 * status moves to the brand's first unavailable one; their pending offers are rescinded so the tasks
 * go to someone else (accepted work stays theirs); the worker leaves routing. Nobody deactivates
 * themselves; only an admin deactivates an admin. Deactivating a deactivated user changes nothing.
 */
export async function deactivateUser(
  db: DbExecutor,
  bus: EventBus,
  options: { session: RequestSession; userId: string; now?: Date },
): Promise<ManagedUser> {
  const { session, userId } = options;
  const { brandId } = session;
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  const user = await db.transaction(async (tx) => {
    const check = (target: Awaited<ReturnType<typeof findCommandTarget>>) => {
      if (target.id === session.userId)
        throw new AppError('validation_failed', DEACTIVATED_USER_TEXTS.cannotDeactivateSelf, { field: 'id' });
      assertMayEditUser(session, target, undefined);
    };
    const seen = await findCommandTarget(tx, { brandId, userId, lock: false });
    check(seen);
    if (!seen.deactivatedAt) {
      // Lock order of the routing engine and its timeout sweep: tasks and reservations first (the
      // offers), then the user row, then the worker row. Locking the user first could deadlock
      // with a timeout of one of their offers.
      events.push(...(await usersPorts().rescindWorkerOffers(tx, { brandId, userId, now })));
      const target = await findCommandTarget(tx, { brandId, userId, lock: true });
      check(target);
      if (!target.deactivatedAt) {
        await tx
          .update(users)
          .set({ deactivatedAt: now, updatedAt: now })
          .where(and(eq(users.brandId, brandId), eq(users.id, userId)));
        const statuses = await getBrandStatuses(tx, { brandId });
        if (statuses.find((status) => status.name === target.status)?.available) {
          // spec 000 §4's fall-back: the first non-available status, else Offline.
          const status = statuses.find((entry) => !entry.available)?.name ?? OFFLINE_STATUS_NAME;
          await setUserStatus(tx, { brandId, userId, status, now });
          events.push(
            agentStatusEvent(brandId, {
              userId,
              workerSid: target.workerSid,
              status,
              available: false,
              statusChangedAt: now.toISOString(),
            }),
          );
        }
        await usersPorts().revokeAccountAccess(tx, { brandId, userId });
        await syncWorkers(tx, brandId, [userId]);
      }
    }
    const deactivated = await findManagedUser(tx, { brandId, userId });
    if (!deactivated) throw new AppError('not_found', 'User not found', { field: 'id' });
    return deactivated;
  });
  // Committed: the user's open event streams close now (docs/security/sessions.md).
  signalSessionRevoked({ brandId, userId });
  if (events.length > 0) await bus.publishMany(events);
  return user;
}
