import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findSkill, findTeam, type GroupDetail } from './groups.ts';

export async function getTeam(
  db: DbExecutor,
  options: { brandId: string; teamId: string },
): Promise<GroupDetail> {
  const team = await findTeam(db, options.brandId, options.teamId);
  if (!team) throw new AppError('not_found', 'Team not found', { field: 'id' });
  return team;
}

export async function getSkill(
  db: DbExecutor,
  options: { brandId: string; skillId: string },
): Promise<GroupDetail> {
  const skill = await findSkill(db, options.brandId, options.skillId);
  if (!skill) throw new AppError('not_found', 'Skill not found', { field: 'id' });
  return skill;
}
