import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUsersByEmail, normaliseEmail } from '../users/find-users-by-email.ts';
import { signInTokens } from './auth.tables.ts';
import { AUTH_TEXTS } from './auth-texts.ts';
import { verifyPassword } from './passwords.ts';
import {
  minutesText,
  rateLimitHit,
  rateLimitWait,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_CLIENT,
} from './rate-limit.ts';

/** The one-time token lives just long enough for the browser's next call (session/create). */
export const SIGN_IN_TOKEN_TTL_MS = 2 * 60_000;

export type SignInResult = { sessionToken: string; brandSlug: string };

/**
 * Checks the password and hands out a one-time session token. Failures count against the address
 * and the client; once either is over its limit every attempt is refused until the window ends.
 */
export async function signIn(
  db: DbExecutor,
  options: {
    username: string;
    password: string;
    clientKey: string;
    brandSlug?: string | undefined;
    now?: Date;
  },
): Promise<SignInResult> {
  const now = options.now ?? new Date();
  const email = normaliseEmail(options.username);
  const addressKey = `sign-in:address:${email}`;
  const clientKey = `sign-in:client:${options.clientKey}`;
  const wait = Math.max(
    await rateLimitWait(db, addressKey, SIGN_IN_PER_ADDRESS, now),
    await rateLimitWait(db, clientKey, SIGN_IN_PER_CLIENT, now),
  );
  if (wait > 0) {
    throw new AppError('rate_limited', AUTH_TEXTS.tooManyAttempts(minutesText(wait)));
  }

  const candidates = await findUsersByEmail(db, { email, brandSlug: options.brandSlug });
  // An address used in several brands: the first brand (by slug) whose password matches wins.
  let matched: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, options.password)) {
      matched = candidate;
      break;
    }
  }
  if (candidates.length === 0) await verifyPassword(null, options.password);

  if (!matched) {
    await rateLimitHit(db, addressKey, SIGN_IN_PER_ADDRESS, now);
    await rateLimitHit(db, clientKey, SIGN_IN_PER_CLIENT, now);
    throw new AppError('invalid_credentials', AUTH_TEXTS.signInFailed);
  }

  const sessionToken = randomToken();
  await db.insert(signInTokens).values({
    tokenHash: hashToken(sessionToken),
    brandId: matched.brandId,
    userId: matched.userId,
    expiresAt: new Date(now.getTime() + SIGN_IN_TOKEN_TTL_MS),
  });
  return { sessionToken, brandSlug: matched.brandSlug };
}
