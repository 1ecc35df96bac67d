import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { signalSessionRevoked } from '../../platform/realtime/session-revocations.ts';
import { brands } from '../brands/brands.tables.ts';
import { users } from '../users/users.tables.ts';
import { sessions } from './auth.tables.ts';
import { isIdle, LAST_SEEN_RESOLUTION_MS, touchSessions } from './session-activity.ts';

/**
 * The live session behind a cookie value, or null when it is unknown, expired, idle for `idleMs` or
 * its account is deactivated (deactivation deletes the sessions too; this also covers one created
 * meanwhile). An idle session is ended here. A request that is `activity` moves the session's
 * last-seen time forward (at most once a minute, docs/security/sessions.md "Idle timeout").
 */
export async function resolveSession(
  db: DbExecutor,
  options: { cookieToken: string; idleMs?: number; activity?: boolean; now?: Date },
): Promise<RequestSession | null> {
  const now = options.now ?? new Date();
  const sessionId = hashToken(options.cookieToken);
  const [row] = await db
    .select({
      brandId: sessions.brandId,
      userId: sessions.userId,
      brandSlug: brands.slug,
      email: users.email,
      roles: users.roles,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.brandId, sessions.brandId), eq(users.id, sessions.userId)))
    .innerJoin(brands, eq(brands.id, sessions.brandId))
    .where(and(eq(sessions.tokenHash, sessionId), gt(sessions.expiresAt, now), isNull(users.deactivatedAt)));
  if (!row) return null;
  const { lastSeenAt, ...session } = row;
  if (isIdle(lastSeenAt, options.idleMs ?? 0, now)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, sessionId));
    signalSessionRevoked({ sessionId });
    return null;
  }
  if (options.activity !== false && now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await touchSessions(db, { sessionIds: [sessionId], now });
  }
  return { sessionId, ...session };
}
