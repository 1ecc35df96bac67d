import { updateTeamInput } from '@parley/core/users/user-inputs';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertUserIds, replaceTeamMembers } from './assignments.ts';
import { TEAM_NAME_TAKEN } from './create-team.ts';
import { isUniqueViolation } from './db-errors.ts';
import { findTeam, type GroupDetail } from './groups.ts';
import { syncWorkers } from './sync-workers.ts';
import { teams } from './users.tables.ts';

/** Renames a team and/or replaces its members (memberIds is the whole new set). */
export async function updateTeam(
  db: DbExecutor,
  options: { brandId: string; teamId: string; input: z.input<typeof updateTeamInput> },
): Promise<GroupDetail> {
  const input = updateTeamInput.parse(options.input);
  const { brandId, teamId } = options;
  try {
    return await db.transaction(async (tx) => {
      const [team] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.brandId, brandId), eq(teams.id, teamId)))
        .for('update');
      if (!team) throw new AppError('not_found', 'Team not found', { field: 'id' });
      if (input.name !== undefined) {
        const [taken] = await tx
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.brandId, brandId), eq(teams.name, input.name), ne(teams.id, teamId)));
        if (taken) throw new AppError('conflict', TEAM_NAME_TAKEN, { field: 'name' });
        await tx
          .update(teams)
          .set({ name: input.name })
          .where(and(eq(teams.brandId, brandId), eq(teams.id, teamId)));
      }
      if (input.memberIds) {
        await assertUserIds(tx, brandId, input.memberIds, 'memberIds');
        await syncWorkers(tx, brandId, await replaceTeamMembers(tx, brandId, teamId, input.memberIds));
      }
      const detail = await findTeam(tx, brandId, teamId);
      if (!detail) throw new AppError('not_found', 'Team not found', { field: 'id' });
      return detail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', TEAM_NAME_TAKEN, { field: 'name' });
    throw error;
  }
}
