import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { users } from '../users/users.tables.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { AUTH_TEXTS } from './auth-texts.ts';

/** The address a live (unused, unexpired) recovery token of an active account belongs to. */
export async function verifyResetToken(
  db: DbExecutor,
  options: { recoveryToken: string; now?: Date },
): Promise<{ email: string }> {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(
      users,
      and(eq(users.brandId, passwordResetTokens.brandId), eq(users.id, passwordResetTokens.userId)),
    )
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(options.recoveryToken)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, options.now ?? new Date()),
        isNull(users.deactivatedAt),
      ),
    );
  if (!row) throw new AppError('bad_request', AUTH_TEXTS.recoveryTokenInvalid, { field: 'recoveryToken' });
  return row;
}
