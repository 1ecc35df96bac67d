import { teamInput } from '@parley/core/users/user-inputs';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertUserIds, replaceTeamMembers } from './assignments.ts';
import { syncWorkers } from './sync-workers.ts';
import { teams } from './users.tables.ts';

export const TEAM_NAME_TAKEN = 'A team with this name already exists';

export async function createTeam(
  db: DbExecutor,
  options: { brandId: string; name: string; memberIds?: string[] },
): Promise<{ id: string; name: string }> {
  const input: z.output<typeof teamInput> = teamInput.parse({
    name: options.name,
    memberIds: options.memberIds,
  });
  const { brandId } = options;
  return db.transaction(async (tx) => {
    await assertUserIds(tx, brandId, input.memberIds, 'memberIds');
    const [team] = await tx
      .insert(teams)
      .values({ brandId, name: input.name })
      .onConflictDoNothing()
      .returning({ id: teams.id, name: teams.name });
    if (!team) throw new AppError('conflict', TEAM_NAME_TAKEN, { field: 'name' });
    const changed = await replaceTeamMembers(tx, brandId, team.id, input.memberIds);
    await syncWorkers(tx, brandId, changed);
    return team;
  });
}
