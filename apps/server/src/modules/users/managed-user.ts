import {
  CAPACITY_CHANNELS,
  type ChannelCapacity,
  DEFAULT_CHANNEL_CAPACITY,
} from '@parley/core/common/channels';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { skills, teamMembers, teams, userSkills, users } from './users.tables.ts';

/** A user as the user-management pages see it (never the row: no password hash leaves the server). */
export type ManagedUser = {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  roles: string[];
  status: string;
  statusChangedAt: Date;
  workerSid: string;
  hasPassword: boolean;
  channelCapacity: ChannelCapacity;
  skills: { id: string; name: string }[];
  teams: { id: string; name: string }[];
  /** When the account was deactivated; null while it is active. */
  deactivatedAt: Date | null;
  deactivated: boolean;
  createdAt: Date;
};

export const managedUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roles: users.roles,
  status: users.status,
  statusChangedAt: users.statusChangedAt,
  workerSid: users.workerSid,
  passwordHash: users.passwordHash,
  channelCapacity: users.channelCapacity,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

type UserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  status: string;
  statusChangedAt: Date;
  workerSid: string;
  passwordHash: string | null;
  channelCapacity: unknown;
  deactivatedAt: Date | null;
  createdAt: Date;
};

/** Stored capacity with every channel present (a missing or bad value reads as the default). */
export function readChannelCapacity(raw: unknown): ChannelCapacity {
  const capacity = { ...DEFAULT_CHANNEL_CAPACITY };
  if (typeof raw !== 'object' || raw === null) return capacity;
  for (const channel of CAPACITY_CHANNELS) {
    const value: unknown = Reflect.get(raw, channel);
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) capacity[channel] = value;
  }
  return capacity;
}

/** The rows with their skills and teams, in two queries whatever the number of users. */
export async function toManagedUsers(
  db: DbExecutor,
  brandId: string,
  rows: readonly UserRow[],
): Promise<ManagedUser[]> {
  const ids = rows.map((row) => row.id);
  const skillsOf = new Map<string, { id: string; name: string }[]>();
  const teamsOf = new Map<string, { id: string; name: string }[]>();
  if (ids.length) {
    const skillRows = await db
      .select({ userId: userSkills.userId, id: skills.id, name: skills.name })
      .from(userSkills)
      .innerJoin(skills, and(eq(skills.brandId, userSkills.brandId), eq(skills.id, userSkills.skillId)))
      .where(and(eq(userSkills.brandId, brandId), inArray(userSkills.userId, ids)))
      .orderBy(asc(skills.name));
    for (const { userId, ...skill } of skillRows)
      skillsOf.set(userId, [...(skillsOf.get(userId) ?? []), skill]);
    const teamRows = await db
      .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
      .from(teamMembers)
      .innerJoin(teams, and(eq(teams.brandId, teamMembers.brandId), eq(teams.id, teamMembers.teamId)))
      .where(and(eq(teamMembers.brandId, brandId), inArray(teamMembers.userId, ids)))
      .orderBy(asc(teams.name));
    for (const { userId, ...team } of teamRows) teamsOf.set(userId, [...(teamsOf.get(userId) ?? []), team]);
  }
  return rows.map(({ passwordHash, channelCapacity, ...row }) => ({
    ...row,
    name: `${row.firstName} ${row.lastName}`.trim(),
    hasPassword: passwordHash !== null,
    deactivated: row.deactivatedAt !== null,
    channelCapacity: readChannelCapacity(channelCapacity),
    skills: skillsOf.get(row.id) ?? [],
    teams: teamsOf.get(row.id) ?? [],
  }));
}

export async function findManagedUser(
  db: DbExecutor,
  options: { brandId: string; userId: string },
): Promise<ManagedUser | null> {
  const rows = await db
    .select(managedUserColumns)
    .from(users)
    .where(and(eq(users.brandId, options.brandId), eq(users.id, options.userId)));
  const [user] = await toManagedUsers(db, options.brandId, rows);
  return user ?? null;
}

/**
 * The target of a command on a user (deactivate, reactivate): another brand's user is "not found".
 * `lock` takes the row lock until the transaction ends.
 */
export async function findCommandTarget(
  tx: DbExecutor,
  options: { brandId: string; userId: string; lock: boolean },
) {
  const query = tx
    .select({
      id: users.id,
      roles: users.roles,
      status: users.status,
      workerSid: users.workerSid,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(and(eq(users.brandId, options.brandId), eq(users.id, options.userId)));
  const [target] = options.lock ? await query.for('update') : await query;
  if (!target) throw new AppError('not_found', 'User not found', { field: 'id' });
  return target;
}
