import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { skills, teamMembers, teams, userSkills, users } from './users.tables.ts';

// Who has which skill and who is in which team. Ids always come from a request, so each is checked
// to belong to the session's brand before it is written (another brand's id is "not found").

type Keyed = typeof skills | typeof teams | typeof users;

async function assertIds(
  tx: DbExecutor,
  table: Keyed,
  options: { brandId: string; ids: readonly string[]; field: string; noun: string },
): Promise<void> {
  if (options.ids.length === 0) return;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.brandId, options.brandId), inArray(table.id, [...options.ids])));
  if (rows.length !== new Set(options.ids).size) {
    throw new AppError('validation_failed', `${options.field} names a ${options.noun} that does not exist`, {
      field: options.field,
    });
  }
}

export const assertSkillIds = (tx: DbExecutor, brandId: string, ids: readonly string[], field = 'skillIds') =>
  assertIds(tx, skills, { brandId, ids, field, noun: 'skill' });
export const assertTeamIds = (tx: DbExecutor, brandId: string, ids: readonly string[], field = 'teamIds') =>
  assertIds(tx, teams, { brandId, ids, field, noun: 'team' });
export const assertUserIds = (tx: DbExecutor, brandId: string, ids: readonly string[], field: string) =>
  assertIds(tx, users, { brandId, ids, field, noun: 'user' });

/** Replaces a user's skills; returns nothing: the user is the one to sync. */
export async function replaceUserSkills(tx: DbExecutor, brandId: string, userId: string, skillIds: string[]) {
  await tx.delete(userSkills).where(and(eq(userSkills.brandId, brandId), eq(userSkills.userId, userId)));
  if (skillIds.length)
    await tx.insert(userSkills).values(skillIds.map((skillId) => ({ brandId, userId, skillId })));
}

export async function replaceUserTeams(tx: DbExecutor, brandId: string, userId: string, teamIds: string[]) {
  await tx.delete(teamMembers).where(and(eq(teamMembers.brandId, brandId), eq(teamMembers.userId, userId)));
  if (teamIds.length)
    await tx.insert(teamMembers).values(teamIds.map((teamId) => ({ brandId, teamId, userId })));
}

/** Replaces the users of a skill; returns every user whose skills changed (had it or has it now). */
export async function replaceSkillUsers(
  tx: DbExecutor,
  brandId: string,
  skillId: string,
  userIds: string[],
): Promise<string[]> {
  const before = await tx
    .delete(userSkills)
    .where(and(eq(userSkills.brandId, brandId), eq(userSkills.skillId, skillId)))
    .returning({ userId: userSkills.userId });
  if (userIds.length)
    await tx.insert(userSkills).values(userIds.map((userId) => ({ brandId, userId, skillId })));
  return changedUsers(
    before.map((row) => row.userId),
    userIds,
  );
}

/** Replaces the members of a team; returns every user whose teams changed. */
export async function replaceTeamMembers(
  tx: DbExecutor,
  brandId: string,
  teamId: string,
  userIds: string[],
): Promise<string[]> {
  const before = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.brandId, brandId), eq(teamMembers.teamId, teamId)))
    .returning({ userId: teamMembers.userId });
  if (userIds.length)
    await tx.insert(teamMembers).values(userIds.map((userId) => ({ brandId, teamId, userId })));
  return changedUsers(
    before.map((row) => row.userId),
    userIds,
  );
}

function changedUsers(before: string[], after: string[]): string[] {
  const had = new Set(before);
  const has = new Set(after);
  return [...before.filter((id) => !has.has(id)), ...after.filter((id) => !had.has(id))];
}
