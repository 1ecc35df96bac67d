import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findUsersByEmail, normaliseEmail } from '../users/find-users-by-email.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { AUTH_TEXTS } from './auth-texts.ts';
import { RESET_PER_ADDRESS, RESET_PER_CLIENT, rateLimitTake } from './rate-limit.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Sends a recovery link to the accounts with this address: every brand's, or only the brand the
 * request names (`brandSlug`), or only one account (`account`: staff resetting a user of their own
 * brand). The budget per address is kept per brand, so a request about one brand's account never
 * mails, nor spends the budget of, the same address in another brand. The caller always answers the
 * same, whether the address exists, is rate-limited or not, so the endpoint reveals nothing.
 */
export async function sendResetEmail(
  db: DbExecutor,
  options: {
    email: string;
    clientKey: string;
    publicUrl: string;
    mailer: Mailer;
    brandSlug?: string | undefined;
    account?: { brandId: string; userId: string };
    now?: Date;
  },
): Promise<void> {
  const now = options.now ?? new Date();
  const email = normaliseEmail(options.email);
  const client = await rateLimitTake(db, `reset:client:${options.clientKey}`, RESET_PER_CLIENT, now);
  if (!client.allowed) return;

  const { account: only } = options;
  const accounts = (await findUsersByEmail(db, { email, brandSlug: options.brandSlug })).filter(
    (account) => !only || (account.brandId === only.brandId && account.userId === only.userId),
  );
  for (const account of accounts) {
    const budget = await rateLimitTake(
      db,
      `reset:address:${account.brandId}:${email}`,
      RESET_PER_ADDRESS,
      now,
    );
    if (!budget.allowed) continue;
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
