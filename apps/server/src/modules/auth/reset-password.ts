import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { signalSessionRevoked } from '../../platform/realtime/session-revocations.ts';
import { isActiveAccount } from '../users/active-account.ts';
import { setUserPassword } from '../users/set-user-password.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { AUTH_TEXTS } from './auth-texts.ts';
import { revokeAccountAccess } from './revoke-account-access.ts';

/**
 * Uses a recovery token once: sets the new password and signs the account out everywhere. Every other
 * way in that predates the new password ends with it: the account's other recovery links, its
 * unexchanged sign-in tokens, its sessions and their open event streams.
 */
export async function resetPassword(
  db: DbExecutor,
  options: { recoveryToken: string; newPassword: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const account = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(options.recoveryToken)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
          isActiveAccount(passwordResetTokens.brandId, passwordResetTokens.userId),
        ),
      )
      .returning({ brandId: passwordResetTokens.brandId, userId: passwordResetTokens.userId });
    if (!claimed)
      throw new AppError('bad_request', AUTH_TEXTS.recoveryTokenInvalid, { field: 'recoveryToken' });
    await setUserPassword(tx, { ...claimed, password: options.newPassword });
    await revokeAccountAccess(tx, claimed);
    return claimed;
  });
  signalSessionRevoked(account);
}
