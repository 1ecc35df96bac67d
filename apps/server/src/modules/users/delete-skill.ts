import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { syncWorkers } from './sync-workers.ts';
import { skills, userSkills } from './users.tables.ts';

/** Deletes a skill; the users who had it lose it (and are synced). */
export async function deleteSkill(
  db: DbExecutor,
  options: { brandId: string; skillId: string },
): Promise<{ id: string }> {
  const { brandId, skillId } = options;
  return db.transaction(async (tx) => {
    const holders = await tx
      .delete(userSkills)
      .where(and(eq(userSkills.brandId, brandId), eq(userSkills.skillId, skillId)))
      .returning({ userId: userSkills.userId });
    const [deleted] = await tx
      .delete(skills)
      .where(and(eq(skills.brandId, brandId), eq(skills.id, skillId)))
      .returning({ id: skills.id });
    if (!deleted) throw new AppError('not_found', 'Skill not found', { field: 'id' });
    await syncWorkers(
      tx,
      brandId,
      holders.map((holder) => holder.userId),
    );
    return deleted;
  });
}
