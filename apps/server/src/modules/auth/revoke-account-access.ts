import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { passwordResetTokens, sessions, signInTokens } from './auth.tables.ts';

/**
 * Ends every way into an account, in the caller's transaction (user deactivation, password reset):
 * its sessions (the next request gets 401), its sign-in tokens and its recovery links, used or not, so
 * none of them works again even after a reactivation. Returns how many sessions ended. Once the
 * transaction has committed, the caller signals `signalSessionRevoked({ brandId, userId })` so that
 * the account's open event streams close.
 */
export async function revokeAccountAccess(
  tx: DbExecutor,
  options: { brandId: string; userId: string },
): Promise<{ sessionsEnded: number }> {
  const { brandId, userId } = options;
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.brandId, brandId), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.tokenHash });
  await tx
    .delete(signInTokens)
    .where(and(eq(signInTokens.brandId, brandId), eq(signInTokens.userId, userId)));
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.brandId, brandId), eq(passwordResetTokens.userId, userId)));
  return { sessionsEnded: ended.length };
}
