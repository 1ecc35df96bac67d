import { randomBytes } from 'node:crypto';
import { DEFAULT_CHANNEL_CAPACITY } from '@parley/core/common/channels';
import { createUserInput } from '@parley/core/users/user-inputs';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { assertSkillIds, assertTeamIds, replaceUserSkills, replaceUserTeams } from './assignments.ts';
import { normaliseEmail } from './find-users-by-email.ts';
import { syncWorkers } from './sync-workers.ts';
import { users } from './users.tables.ts';

export { createUserInput };

export type CreatedUser = { id: string; email: string; workerSid: string };

/**
 * A user of the brand with roles, skills, teams and channel capacity, in one transaction. Without a
 * password the account cannot sign in until its owner follows a password email.
 */
export async function createUser(
  db: DbExecutor,
  options: { brandId: string; input: z.input<typeof createUserInput> },
): Promise<CreatedUser> {
  const input = createUserInput.parse(options.input);
  const { brandId } = options;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    await assertSkillIds(tx, brandId, input.skillIds ?? []);
    await assertTeamIds(tx, brandId, input.teamIds ?? []);
    const [user] = await tx
      .insert(users)
      .values({
        brandId,
        email: normaliseEmail(input.email),
        firstName: input.firstName,
        lastName: input.lastName,
        roles: input.roles,
        passwordHash,
        workerSid: `WK${randomBytes(16).toString('hex')}`,
        channelCapacity: input.channelCapacity ?? DEFAULT_CHANNEL_CAPACITY,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, workerSid: users.workerSid });
    if (!user)
      throw new AppError('conflict', 'A user with this email already exists in this brand', {
        field: 'email',
      });
    await replaceUserSkills(tx, brandId, user.id, input.skillIds ?? []);
    await replaceUserTeams(tx, brandId, user.id, input.teamIds ?? []);
    await syncWorkers(tx, brandId, [user.id]);
    return user;
  });
}
