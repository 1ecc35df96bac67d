import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { getBrandStatuses } from '../../brands/get-brand-statuses.ts';
import { getAgent } from '../../users/get-agent.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import { workers } from '../routing.tables.ts';

export type SyncedWorker = { userId: string; workerSid: string; status: string; available: boolean };

/**
 * Refreshes the routing projection of one user (docs/routing.md "Workers") from the users module:
 * status and whether the brand counts it as available, skills, teams, capacity, name and email. Call it
 * in the same transaction as any change to those (status, skills, teams, capacity, name, email,
 * deletion). An agent who is available afterwards triggers a dispatch once that transaction commits.
 */
export async function syncWorker(
  db: DbExecutor,
  options: { brandId: string; userId: string; now?: Date },
): Promise<SyncedWorker | null> {
  const { brandId, userId } = options;
  const now = options.now ?? new Date();
  let agent: Awaited<ReturnType<typeof getAgent>>;
  try {
    agent = await getAgent(db, { brandId, userId, now });
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      // The user is gone: so is the worker (the foreign key cascades too; this covers soft deletes).
      await db.delete(workers).where(and(eq(workers.brandId, brandId), eq(workers.userId, userId)));
      return null;
    }
    throw error;
  }
  const statuses = await getBrandStatuses(db, { brandId });
  // A deactivated account never takes work, whatever its status says.
  const available =
    !agent.deactivated && (statuses.find((status) => status.name === agent.status)?.available ?? false);
  const row = {
    brandId,
    userId,
    workerSid: agent.workerSid,
    name: agent.name,
    email: agent.email,
    roles: agent.roles,
    status: agent.status,
    available,
    statusChangedAt: agent.statusChangedAt,
    skills: agent.skills,
    teams: agent.teams,
    channelCapacity: agent.channelCapacity,
    idleSince: now,
    syncedAt: now,
  };
  const { brandId: _brand, userId: _user, idleSince: _idle, ...changes } = row;
  await db
    .insert(workers)
    .values(row)
    .onConflictDoUpdate({
      target: [workers.brandId, workers.userId],
      set: {
        ...changes,
        // Idle time starts when the agent becomes available; staying available keeps it.
        idleSince: sql`case when ${workers.available} then ${workers.idleSince} else excluded.idle_since end`,
      },
    });
  if (available) await requestDispatch(db, brandId);
  return { userId, workerSid: agent.workerSid, status: agent.status, available };
}
