import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { teamMembers, teams } from './users.tables.ts';

export const teamNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters');

export async function createTeam(
  db: DbExecutor,
  options: { brandId: string; name: string; memberIds?: string[] },
): Promise<{ id: string; name: string }> {
  const name = teamNameSchema.parse(options.name);
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ brandId: options.brandId, name })
      .onConflictDoNothing()
      .returning({ id: teams.id, name: teams.name });
    if (!team) throw new AppError('conflict', 'A team with this name already exists', { field: 'name' });
    if (options.memberIds?.length) {
      await tx
        .insert(teamMembers)
        .values(options.memberIds.map((userId) => ({ brandId: options.brandId, teamId: team.id, userId })));
    }
    return team;
  });
}
