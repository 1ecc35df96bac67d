import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { skills, teamMembers, teams, userSkills, userStatusHistory, users } from './users.tables.ts';

export type ChannelCapacity = {
  call: number;
  customTask: number;
  email: number;
  sms: number;
  voicemail: number;
};

/** The Agent entity of spec 000 §3, as much of it as exists so far. */
export type Agent = {
  id: string;
  name: string;
  email: string;
  status: string;
  statusChangedAt: Date;
  workerSid: string;
  roles: string[];
  skills: string[];
  teams: { id: string; name: string }[];
  channelCapacity: ChannelCapacity;
  attributes: Record<string, unknown>;
  agentActivityBreakdown: { activityName: string; duration: number }[];
  /** A deactivated account (docs/decisions/003-settings.md): routing never counts it available. */
  deactivated: boolean;
};

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function getAgent(
  db: DbExecutor,
  options: { brandId: string; userId: string; now?: Date },
): Promise<Agent> {
  const { brandId, userId } = options;
  const now = options.now ?? new Date();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.id, userId)));
  if (!user) throw new AppError('not_found', 'Agent not found');
  const skillRows = await db
    .select({ name: skills.name })
    .from(userSkills)
    .innerJoin(skills, and(eq(skills.brandId, userSkills.brandId), eq(skills.id, userSkills.skillId)))
    .where(and(eq(userSkills.brandId, brandId), eq(userSkills.userId, userId)))
    .orderBy(asc(skills.name));
  const teamRows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.brandId, teamMembers.brandId), eq(teams.id, teamMembers.teamId)))
    .where(and(eq(teamMembers.brandId, brandId), eq(teamMembers.userId, userId)))
    .orderBy(asc(teams.name));
  // Time in each status since midnight UTC: stretches that ended today, and the one still open.
  const dayStart = startOfUtcDay(now);
  const history = await db
    .select()
    .from(userStatusHistory)
    .where(
      and(
        eq(userStatusHistory.brandId, brandId),
        eq(userStatusHistory.userId, userId),
        or(isNull(userStatusHistory.endedAt), gt(userStatusHistory.endedAt, dayStart)),
      ),
    );
  const seconds = new Map<string, number>();
  for (const stretch of history) {
    const from = Math.max(stretch.startedAt.getTime(), dayStart.getTime());
    const to = (stretch.endedAt ?? now).getTime();
    seconds.set(
      stretch.status,
      (seconds.get(stretch.status) ?? 0) + Math.max(0, Math.round((to - from) / 1000)),
    );
  }
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    status: user.status,
    statusChangedAt: user.statusChangedAt,
    workerSid: user.workerSid,
    roles: user.roles,
    skills: skillRows.map((row) => row.name),
    teams: teamRows,
    // Stored by this module with the ChannelCapacity shape (see users.tables.ts default).
    channelCapacity: user.channelCapacity as ChannelCapacity,
    attributes: user.attributes as Record<string, unknown>,
    agentActivityBreakdown: [...seconds].map(([activityName, duration]) => ({ activityName, duration })),
    deactivated: user.deactivatedAt !== null,
  };
}
