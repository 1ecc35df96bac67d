import { and, inArray, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { sessions } from './auth.tables.ts';

/**
 * A session's last_seen_at moves forward at most this often: the idle timeout needs minutes, not
 * milliseconds, and a write per request would cost every request a database write.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Whether a session last seen then is past the idle timeout now (0: no idle timeout). */
export function isIdle(lastSeenAt: Date, idleMs: number, now: Date): boolean {
  return idleMs > 0 && now.getTime() - lastSeenAt.getTime() >= idleMs;
}

/** Records activity of sessions whose last_seen_at is older than the resolution (one statement). */
export async function touchSessions(
  db: DbExecutor,
  options: { sessionIds: string[]; now: Date },
): Promise<void> {
  const { now } = options;
  const staleBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  if (options.sessionIds.length === 0) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(inArray(sessions.tokenHash, options.sessionIds), lt(sessions.lastSeenAt, staleBefore)));
}
