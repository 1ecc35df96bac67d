import { updateSkillInput } from '@parley/core/users/user-inputs';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertUserIds, replaceSkillUsers } from './assignments.ts';
import { SKILL_NAME_TAKEN } from './create-skill.ts';
import { isUniqueViolation } from './db-errors.ts';
import { findSkill, type GroupDetail } from './groups.ts';
import { syncWorkers } from './sync-workers.ts';
import { skills, userSkills } from './users.tables.ts';

/**
 * Renames a skill and/or replaces the users who have it (userIds is the whole new set). A rename
 * changes the skills of everyone who has it, so they are synced too.
 */
export async function updateSkill(
  db: DbExecutor,
  options: { brandId: string; skillId: string; input: z.input<typeof updateSkillInput> },
): Promise<GroupDetail> {
  const input = updateSkillInput.parse(options.input);
  const { brandId, skillId } = options;
  try {
    return await db.transaction(async (tx) => {
      const [skill] = await tx
        .select({ id: skills.id, name: skills.name })
        .from(skills)
        .where(and(eq(skills.brandId, brandId), eq(skills.id, skillId)))
        .for('update');
      if (!skill) throw new AppError('not_found', 'Skill not found', { field: 'id' });
      const toSync = new Set<string>();
      if (input.name !== undefined && input.name !== skill.name) {
        const [taken] = await tx
          .select({ id: skills.id })
          .from(skills)
          .where(and(eq(skills.brandId, brandId), eq(skills.name, input.name), ne(skills.id, skillId)));
        if (taken) throw new AppError('conflict', SKILL_NAME_TAKEN, { field: 'name' });
        await tx
          .update(skills)
          .set({ name: input.name })
          .where(and(eq(skills.brandId, brandId), eq(skills.id, skillId)));
        const holders = await tx
          .select({ userId: userSkills.userId })
          .from(userSkills)
          .where(and(eq(userSkills.brandId, brandId), eq(userSkills.skillId, skillId)));
        for (const holder of holders) toSync.add(holder.userId);
      }
      if (input.userIds) {
        await assertUserIds(tx, brandId, input.userIds, 'userIds');
        for (const userId of await replaceSkillUsers(tx, brandId, skillId, input.userIds)) toSync.add(userId);
      }
      await syncWorkers(tx, brandId, toSync);
      const detail = await findSkill(tx, brandId, skillId);
      if (!detail) throw new AppError('not_found', 'Skill not found', { field: 'id' });
      return detail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', SKILL_NAME_TAKEN, { field: 'name' });
    throw error;
  }
}
