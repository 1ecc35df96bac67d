import { updateUserInput } from '@parley/core/users/user-inputs';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { signalSessionRevoked } from '../../platform/realtime/session-revocations.ts';
import { assertSkillIds, assertTeamIds, replaceUserSkills, replaceUserTeams } from './assignments.ts';
import { isUniqueViolation } from './db-errors.ts';
import { normaliseEmail } from './find-users-by-email.ts';
import { findManagedUser, type ManagedUser } from './managed-user.ts';
import { syncWorkers } from './sync-workers.ts';
import { assertMayEditUser } from './user-management.policy.ts';
import { users } from './users.tables.ts';

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
}

const EMAIL_TAKEN = 'A user with this email already exists in this brand';

/** Changes the given fields of a user of the session's brand, in one transaction. */
export async function updateUser(
  db: DbExecutor,
  options: { session: RequestSession; userId: string; input: z.input<typeof updateUserInput>; now?: Date },
): Promise<ManagedUser> {
  const input = updateUserInput.parse(options.input);
  const { brandId } = options.session;
  const { userId } = options;
  let rolesChanged = false;
  try {
    const updated = await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ id: users.id, roles: users.roles })
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(users.id, userId)))
        .for('update');
      if (!target) throw new AppError('not_found', 'User not found', { field: 'userId' });
      assertMayEditUser(options.session, target, input.roles);
      rolesChanged = input.roles !== undefined && !sameRoles(input.roles, target.roles);
      const email = input.email === undefined ? undefined : normaliseEmail(input.email);
      if (email !== undefined) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.brandId, brandId), eq(users.email, email), ne(users.id, userId)));
        if (taken) throw new AppError('conflict', EMAIL_TAKEN, { field: 'email' });
      }
      if (input.skillIds) await assertSkillIds(tx, brandId, input.skillIds);
      if (input.teamIds) await assertTeamIds(tx, brandId, input.teamIds);
      await tx
        .update(users)
        .set({
          ...(email !== undefined ? { email } : {}),
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(input.roles ? { roles: input.roles } : {}),
          ...(input.channelCapacity ? { channelCapacity: input.channelCapacity } : {}),
          updatedAt: options.now ?? new Date(),
        })
        .where(and(eq(users.brandId, brandId), eq(users.id, userId)));
      if (input.skillIds) await replaceUserSkills(tx, brandId, userId, input.skillIds);
      if (input.teamIds) await replaceUserTeams(tx, brandId, userId, input.teamIds);
      await syncWorkers(tx, brandId, [userId]);
      const user = await findManagedUser(tx, { brandId, userId });
      if (!user) throw new AppError('not_found', 'User not found', { field: 'userId' });
      return user;
    });
    // Committed: the user's open event streams close and reconnect with the new roles
    // (docs/security/sessions.md "Event streams"); requests already see them.
    if (rolesChanged) signalSessionRevoked({ brandId, userId });
    return updated;
  } catch (error) {
    // Two edits giving the same address at once: the unique key decides.
    if (isUniqueViolation(error)) throw new AppError('conflict', EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
}
