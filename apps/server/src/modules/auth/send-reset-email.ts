import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findUsersByEmail, normaliseEmail } from '../users/find-users-by-email.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { AUTH_TEXTS } from './auth-texts.ts';
import { RESET_PER_ADDRESS, RESET_PER_CLIENT, rateLimitHit, rateLimitWait } from './rate-limit.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Sends a recovery link to every account with this address. The caller always answers the same,
 * whether the address exists, is rate-limited or not, so the endpoint reveals nothing.
 */
export async function sendResetEmail(
  db: DbExecutor,
  options: { email: string; clientKey: string; publicUrl: string; mailer: Mailer; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const email = normaliseEmail(options.email);
  const addressKey = `reset:address:${email}`;
  const clientKey = `reset:client:${options.clientKey}`;
  if (
    (await rateLimitWait(db, addressKey, RESET_PER_ADDRESS, now)) > 0 ||
    (await rateLimitWait(db, clientKey, RESET_PER_CLIENT, now)) > 0
  ) {
    return;
  }
  await rateLimitHit(db, addressKey, RESET_PER_ADDRESS, now);
  await rateLimitHit(db, clientKey, RESET_PER_CLIENT, now);

  for (const account of await findUsersByEmail(db, { email })) {
    const recoveryToken = randomToken();
    await db.insert(passwordResetTokens).values({
      tokenHash: hashToken(recoveryToken),
      brandId: account.brandId,
      userId: account.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    const profile = await getUserProfile(db, { brandId: account.brandId, userId: account.userId });
    const link = `${options.publicUrl.replace(/\/$/, '')}/login/reset?recoveryToken=${encodeURIComponent(recoveryToken)}`;
    await options.mailer.send({
      brandId: account.brandId,
      to: account.email,
      subject: AUTH_TEXTS.resetMailSubject,
      text: AUTH_TEXTS.resetMailBody(profile.firstName || profile.name, link, RESET_TOKEN_TTL_MS / 60_000),
    });
  }
}
