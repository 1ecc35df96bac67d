import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { syncWorkers } from './sync-workers.ts';
import { teamMembers, teams } from './users.tables.ts';

/** Deletes a team; its members simply stop being in it. */
export async function deleteTeam(
  db: DbExecutor,
  options: { brandId: string; teamId: string },
): Promise<{ id: string }> {
  const { brandId, teamId } = options;
  return db.transaction(async (tx) => {
    const members = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.brandId, brandId), eq(teamMembers.teamId, teamId)))
      .returning({ userId: teamMembers.userId });
    const [deleted] = await tx
      .delete(teams)
      .where(and(eq(teams.brandId, brandId), eq(teams.id, teamId)))
      .returning({ id: teams.id });
    if (!deleted) throw new AppError('not_found', 'Team not found', { field: 'id' });
    await syncWorkers(
      tx,
      brandId,
      members.map((member) => member.userId),
    );
    return deleted;
  });
}
