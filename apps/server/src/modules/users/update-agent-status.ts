import { isPrivileged } from '@parley/core/auth/roles';
import { resolveAgentStatus } from '@parley/core/users/agent-status';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { getBrandStatuses } from '../brands/get-brand-statuses.ts';
import { DEACTIVATED_USER_TEXTS } from './deactivated-user-texts.ts';
import { setUserStatus } from './set-user-status.ts';
import { users } from './users.tables.ts';
import { usersPorts } from './users-ports.ts';

export const updateUserDataInput = z.object({
  status: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  twilioSid: z.string().trim().max(64).optional().nullable(),
});

/**
 * spec 000 §4: the status is looked up by name; if missing, the first non-available status, else
 * Offline. An agent changes their own status; admins and supervisors may change any worker's.
 */
export async function updateAgentStatus(
  db: DbExecutor,
  options: { session: RequestSession; input: z.input<typeof updateUserDataInput>; now?: Date },
): Promise<{ userId: string; status: string; available: boolean; changed: boolean }> {
  const input = updateUserDataInput.parse(options.input);
  const { session } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const whereWorker = input.twilioSid
      ? and(eq(users.brandId, session.brandId), eq(users.workerSid, input.twilioSid))
      : and(eq(users.brandId, session.brandId), eq(users.id, session.userId));
    const [worker] = await tx
      .select({ id: users.id, status: users.status, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(whereWorker)
      .for('update');
    if (!worker) throw new AppError('not_found', 'Agent not found', { field: 'twilioSid' });
    if (worker.id !== session.userId && !isPrivileged(session.roles)) {
      throw new AppError('forbidden', "You may not change another agent's status", { field: 'twilioSid' });
    }
    const resolved = resolveAgentStatus(input.status, await getBrandStatuses(tx, session));
    // A deactivated account takes no work (docs/decisions/003-settings.md); moving it to an
    // unavailable status (a reservation timeout does) is still fine.
    if (worker.deactivatedAt && resolved.available) {
      throw new AppError('conflict', DEACTIVATED_USER_TEXTS.cannotBeAvailable, { field: 'status' });
    }
    if (resolved.name === worker.status) {
      return { userId: worker.id, status: resolved.name, available: resolved.available, changed: false };
    }
    await setUserStatus(tx, { brandId: session.brandId, userId: worker.id, status: resolved.name, now });
    await usersPorts().syncWorker(tx, { brandId: session.brandId, userId: worker.id, now });
    return { userId: worker.id, status: resolved.name, available: resolved.available, changed: true };
  });
}
