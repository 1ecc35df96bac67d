import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { getBrandStatuses } from '../brands/get-brand-statuses.ts';
import { skills, teamMembers, teams, userSkills, userStatusHistory, users } from './users.tables.ts';

/** What the users module knows of an agent's day (issue 15 "Agents"): who, where, and time per status. */
export type AgentActivity = {
  userId: string;
  name: string;
  email: string;
  status: string;
  statusChangedAt: Date;
  teams: { id: string; name: string }[];
  skills: string[];
  /** Seconds in each status within [since, now] (spec 001 §3 agentActivityBreakdown), most first. */
  activityBreakdown: { activityName: string; duration: number }[];
  /** Seconds within [since, now] in a status the brand marks available. */
  availableSeconds: number;
};

/**
 * Every active user of the brand with their activity between `since` (the start of the viewer's day)
 * and `now`: five statements whatever the number of agents (users, skills, teams, status history,
 * the brand's statuses). A stretch that began before `since` counts from `since`; the open one
 * counts up to `now`.
 */
export async function listAgentActivity(
  db: DbExecutor,
  options: { brandId: string; since: Date; now: Date },
): Promise<AgentActivity[]> {
  const { brandId, since, now } = options;
  const [userRows, skillRows, teamRows, history, statuses] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        status: users.status,
        statusChangedAt: users.statusChangedAt,
      })
      .from(users)
      .where(and(eq(users.brandId, brandId), isNull(users.deactivatedAt)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db
      .select({ userId: userSkills.userId, name: skills.name })
      .from(userSkills)
      .innerJoin(skills, and(eq(skills.brandId, userSkills.brandId), eq(skills.id, userSkills.skillId)))
      .where(eq(userSkills.brandId, brandId))
      .orderBy(asc(skills.name)),
    db
      .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
      .from(teamMembers)
      .innerJoin(teams, and(eq(teams.brandId, teamMembers.brandId), eq(teams.id, teamMembers.teamId)))
      .where(eq(teamMembers.brandId, brandId))
      .orderBy(asc(teams.name)),
    db
      .select()
      .from(userStatusHistory)
      .where(
        and(
          eq(userStatusHistory.brandId, brandId),
          lt(userStatusHistory.startedAt, now),
          or(isNull(userStatusHistory.endedAt), gt(userStatusHistory.endedAt, since)),
        ),
      ),
    getBrandStatuses(db, { brandId }),
  ]);
  const available = new Set(statuses.filter((status) => status.available).map((status) => status.name));
  const skillsOf = groupBy(skillRows, (row) => row.name);
  const teamsOf = groupBy(teamRows, (row) => ({ id: row.id, name: row.name }));
  const secondsOf = new Map<string, Map<string, number>>();
  for (const stretch of history) {
    const from = Math.max(stretch.startedAt.getTime(), since.getTime());
    const to = Math.min((stretch.endedAt ?? now).getTime(), now.getTime());
    if (to <= from) continue;
    const perStatus = secondsOf.get(stretch.userId) ?? new Map<string, number>();
    perStatus.set(stretch.status, (perStatus.get(stretch.status) ?? 0) + (to - from) / 1000);
    secondsOf.set(stretch.userId, perStatus);
  }
  return userRows.map((user) => {
    const perStatus = [...(secondsOf.get(user.id) ?? [])]
      .map(([activityName, seconds]) => ({ activityName, duration: Math.round(seconds) }))
      .sort((a, b) => b.duration - a.duration || a.activityName.localeCompare(b.activityName));
    return {
      userId: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      status: user.status,
      statusChangedAt: user.statusChangedAt,
      teams: teamsOf.get(user.id) ?? [],
      skills: skillsOf.get(user.id) ?? [],
      activityBreakdown: perStatus,
      availableSeconds: perStatus
        .filter((entry) => available.has(entry.activityName))
        .reduce((sum, entry) => sum + entry.duration, 0),
    };
  });
}

function groupBy<Row extends { userId: string }, Value>(
  rows: readonly Row[],
  value: (row: Row) => Value,
): Map<string, Value[]> {
  const grouped = new Map<string, Value[]>();
  for (const row of rows) {
    const list = grouped.get(row.userId) ?? [];
    list.push(value(row));
    grouped.set(row.userId, list);
  }
  return grouped;
}
