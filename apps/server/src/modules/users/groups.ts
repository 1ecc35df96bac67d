import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { skills, teamMembers, teams, userSkills, users } from './users.tables.ts';

// Teams and skills read alike: a name, and the users who belong (members / users with the skill).

export type GroupMember = { id: string; name: string; email: string };
export type GroupSummary = { id: string; name: string; userCount: number };
export type GroupDetail = GroupSummary & { users: GroupMember[] };

const memberName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export async function listTeamSummaries(db: DbExecutor, brandId: string): Promise<GroupSummary[]> {
  const rows = await db
    .select({ id: teams.id, name: teams.name, userCount: count(teamMembers.userId) })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.brandId, teams.brandId), eq(teamMembers.teamId, teams.id)))
    .where(eq(teams.brandId, brandId))
    .groupBy(teams.id, teams.name)
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
  return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
}

export async function listSkillSummaries(db: DbExecutor, brandId: string): Promise<GroupSummary[]> {
  const rows = await db
    .select({ id: skills.id, name: skills.name, userCount: count(userSkills.userId) })
    .from(skills)
    .leftJoin(userSkills, and(eq(userSkills.brandId, skills.brandId), eq(userSkills.skillId, skills.id)))
    .where(eq(skills.brandId, brandId))
    .groupBy(skills.id, skills.name)
    .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
  return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
}

export async function findTeam(db: DbExecutor, brandId: string, teamId: string): Promise<GroupDetail | null> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.brandId, brandId), eq(teams.id, teamId)));
  if (!team) return null;
  const members = await db
    .select({ id: users.id, name: memberName, email: users.email })
    .from(teamMembers)
    .innerJoin(users, and(eq(users.brandId, teamMembers.brandId), eq(users.id, teamMembers.userId)))
    .where(and(eq(teamMembers.brandId, brandId), eq(teamMembers.teamId, teamId)))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`));
  return { ...team, userCount: members.length, users: members };
}

export async function findSkill(
  db: DbExecutor,
  brandId: string,
  skillId: string,
): Promise<GroupDetail | null> {
  const [skill] = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(and(eq(skills.brandId, brandId), eq(skills.id, skillId)));
  if (!skill) return null;
  const holders = await db
    .select({ id: users.id, name: memberName, email: users.email })
    .from(userSkills)
    .innerJoin(users, and(eq(users.brandId, userSkills.brandId), eq(users.id, userSkills.userId)))
    .where(and(eq(userSkills.brandId, brandId), eq(userSkills.skillId, skillId)))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`));
  return { ...skill, userCount: holders.length, users: holders };
}
