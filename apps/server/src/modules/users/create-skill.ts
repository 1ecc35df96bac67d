import { skillInput } from '@parley/core/users/user-inputs';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertUserIds, replaceSkillUsers } from './assignments.ts';
import { syncWorkers } from './sync-workers.ts';
import { skills } from './users.tables.ts';

export const SKILL_NAME_TAKEN = 'A skill with this name already exists';

export async function createSkill(
  db: DbExecutor,
  options: { brandId: string; name: string; userIds?: string[] },
): Promise<{ id: string; name: string }> {
  const input: z.output<typeof skillInput> = skillInput.parse({
    name: options.name,
    userIds: options.userIds,
  });
  const { brandId } = options;
  return db.transaction(async (tx) => {
    await assertUserIds(tx, brandId, input.userIds, 'userIds');
    const [skill] = await tx
      .insert(skills)
      .values({ brandId, name: input.name })
      .onConflictDoNothing()
      .returning({ id: skills.id, name: skills.name });
    if (!skill) throw new AppError('conflict', SKILL_NAME_TAKEN, { field: 'name' });
    await syncWorkers(tx, brandId, await replaceSkillUsers(tx, brandId, skill.id, input.userIds));
    return skill;
  });
}
