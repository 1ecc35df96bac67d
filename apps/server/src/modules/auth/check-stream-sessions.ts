import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { StreamOwner } from '../../platform/realtime/sse-hub.ts';
import { agentStatuses } from '../brands/brands.tables.ts';
import { users } from '../users/users.tables.ts';
import { sessions } from './auth.tables.ts';
import { isIdle, LAST_SEEN_RESOLUTION_MS, touchSessions } from './session-activity.ts';

/**
 * The stream sweep's check (platform/realtime/sse-session-sweep.ts), one query for all open streams:
 * returns the sessions whose streams must close — ended, expired, idle, the user deactivated, or the
 * user's roles no longer those the stream opened with. An open desk of an agent in an available
 * status counts as activity: they are waiting for work, so their session does not idle out
 * (docs/security/sessions.md "Idle timeout").
 */
export async function checkStreamSessions(
  db: DbExecutor,
  options: { owners: readonly StreamOwner[]; idleMs: number; now?: Date },
): Promise<Set<string>> {
  const now = options.now ?? new Date();
  const ids = [...new Set(options.owners.map((owner) => owner.sessionId))];
  const rows = await db
    .select({
      sessionId: sessions.tokenHash,
      roles: users.roles,
      lastSeenAt: sessions.lastSeenAt,
      available: agentStatuses.available,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.brandId, sessions.brandId), eq(users.id, sessions.userId)))
    .leftJoin(
      agentStatuses,
      and(eq(agentStatuses.brandId, users.brandId), eq(agentStatuses.name, users.status)),
    )
    .where(and(inArray(sessions.tokenHash, ids), gt(sessions.expiresAt, now), isNull(users.deactivatedAt)));

  const live = new Map<string, string>();
  const waitingForWork: string[] = [];
  for (const row of rows) {
    if (row.available) {
      // Written at most once a minute (as every request does): twice a second would be a write per sweep.
      if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS)
        waitingForWork.push(row.sessionId);
    } else if (isIdle(row.lastSeenAt, options.idleMs, now)) continue;
    live.set(row.sessionId, rolesKey(row.roles));
  }
  await touchSessions(db, { sessionIds: waitingForWork, now });

  const ended = new Set<string>();
  for (const owner of options.owners) {
    if (live.get(owner.sessionId) !== rolesKey(owner.roles)) ended.add(owner.sessionId);
  }
  return ended;
}

function rolesKey(roles: readonly string[]): string {
  return [...roles].sort().join(',');
}
