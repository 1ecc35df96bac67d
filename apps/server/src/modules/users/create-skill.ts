import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { skills, userSkills } from './users.tables.ts';

export const skillNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters');

export async function createSkill(
  db: DbExecutor,
  options: { brandId: string; name: string; userIds?: string[] },
): Promise<{ id: string; name: string }> {
  const name = skillNameSchema.parse(options.name);
  return db.transaction(async (tx) => {
    const [skill] = await tx
      .insert(skills)
      .values({ brandId: options.brandId, name })
      .onConflictDoNothing()
      .returning({ id: skills.id, name: skills.name });
    if (!skill) throw new AppError('conflict', 'A skill with this name already exists', { field: 'name' });
    if (options.userIds?.length) {
      await tx
        .insert(userSkills)
        .values(options.userIds.map((userId) => ({ brandId: options.brandId, userId, skillId: skill.id })));
    }
    return skill;
  });
}
