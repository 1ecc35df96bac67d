import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { brands } from '../brands/brands.tables.ts';
import { users } from '../users/users.tables.ts';
import { sessions } from './auth.tables.ts';

/**
 * The live session behind a cookie value, or null when it is unknown, expired, or its account is
 * deactivated (deactivation deletes the sessions too; this also covers one created meanwhile).
 */
export async function resolveSession(
  db: DbExecutor,
  options: { cookieToken: string; now?: Date },
): Promise<RequestSession | null> {
  const sessionId = hashToken(options.cookieToken);
  const [row] = await db
    .select({
      brandId: sessions.brandId,
      userId: sessions.userId,
      brandSlug: brands.slug,
      email: users.email,
      roles: users.roles,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.brandId, sessions.brandId), eq(users.id, sessions.userId)))
    .innerJoin(brands, eq(brands.id, sessions.brandId))
    .where(
      and(
        eq(sessions.tokenHash, sessionId),
        gt(sessions.expiresAt, options.now ?? new Date()),
        isNull(users.deactivatedAt),
      ),
    );
  return row ? { sessionId, ...row } : null;
}
