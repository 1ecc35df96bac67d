import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isActiveAccount } from '../users/active-account.ts';
import { sessions, signInTokens } from './auth.tables.ts';
import { AUTH_TEXTS } from './auth-texts.ts';

/**
 * Exchanges a sign-in token (once, before it expires) for a new session; returns the cookie value
 * and the session's brand (whose settings decide the cookie's attributes in a frame).
 */
export async function createSession(
  db: DbExecutor,
  options: { sessionToken: string; ttlMs: number; now?: Date },
): Promise<{ cookieToken: string; expiresAt: Date; brandId: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Marking it used in the same statement that checks it makes the token single-use under races.
    const [claimed] = await tx
      .update(signInTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInTokens.tokenHash, hashToken(options.sessionToken)),
          isNull(signInTokens.usedAt),
          gt(signInTokens.expiresAt, now),
          isActiveAccount(signInTokens.brandId, signInTokens.userId),
        ),
      )
      .returning({ brandId: signInTokens.brandId, userId: signInTokens.userId });
    if (!claimed)
      throw new AppError('unauthenticated', AUTH_TEXTS.sessionTokenInvalid, { field: 'sessionToken' });
    const cookieToken = randomToken();
    const expiresAt = new Date(now.getTime() + options.ttlMs);
    await tx.insert(sessions).values({
      tokenHash: hashToken(cookieToken),
      brandId: claimed.brandId,
      userId: claimed.userId,
      createdAt: now,
      expiresAt,
    });
    return { cookieToken, expiresAt, brandId: claimed.brandId };
  });
}
