import { setTimeout as sleep } from 'node:timers/promises';
import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { findUsersByEmail, normaliseEmail } from '../users/find-users-by-email.ts';
import { signInTokens } from './auth.tables.ts';
import { AUTH_TEXTS } from './auth-texts.ts';
import {
  minutesText,
  rateLimitCount,
  rateLimitRefund,
  rateLimitTake,
  SIGN_IN_ADDRESS_FAILURES,
  SIGN_IN_DELAY_CAP_MS,
  SIGN_IN_DELAY_PER_FAILURE_MS,
  SIGN_IN_PER_ADDRESS_AND_CLIENT,
  SIGN_IN_PER_CLIENT,
} from './rate-limit.ts';

/** The one-time token lives just long enough for the browser's next call (session/create). */
export const SIGN_IN_TOKEN_TTL_MS = 2 * 60_000;

export type SignInResult = { sessionToken: string; brandSlug: string };

/**
 * Checks the password and hands out a one-time session token (docs/security/sessions.md "Sign-in
 * limits"). Every attempt is counted before the password is checked and given back if it succeeds,
 * so parallel attempts cannot overrun a limit: past 5 failures for this address from this client, or
 * 30 from this client, that client is refused until the window ends. Failures for the address from
 * anywhere only slow its next checks down, so a guesser elsewhere never locks the owner out.
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
  const pairKey = `sign-in:address-client:${email}|${options.clientKey}`;
  const clientKey = `sign-in:client:${options.clientKey}`;
  const addressKey = `sign-in:address:${email}`;
  const takes = [
    { key: pairKey, take: await rateLimitTake(db, pairKey, SIGN_IN_PER_ADDRESS_AND_CLIENT, now) },
    { key: clientKey, take: await rateLimitTake(db, clientKey, SIGN_IN_PER_CLIENT, now) },
  ];
  const refused = takes.filter(({ take }) => !take.allowed);
  const giveBack = async (entries: typeof takes) => {
    for (const { key } of entries) await rateLimitRefund(db, key);
  };
  if (refused.length > 0) {
    // A refused attempt is checked against nothing: the limit it did not trip keeps its slot.
    await giveBack(takes.filter(({ take }) => take.allowed));
    const wait = Math.max(...refused.map(({ take }) => take.waitMs));
    throw new AppError('rate_limited', AUTH_TEXTS.tooManyAttempts(minutesText(wait)));
  }
  const failures = await rateLimitCount(db, addressKey, SIGN_IN_ADDRESS_FAILURES, now);
  if (failures > 0) await sleep(Math.min(failures * SIGN_IN_DELAY_PER_FAILURE_MS, SIGN_IN_DELAY_CAP_MS));

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
    await rateLimitTake(db, addressKey, SIGN_IN_ADDRESS_FAILURES, now);
    throw new AppError('invalid_credentials', AUTH_TEXTS.signInFailed);
  }
  await giveBack(takes);

  const sessionToken = randomToken();
  await db.insert(signInTokens).values({
    tokenHash: hashToken(sessionToken),
    brandId: matched.brandId,
    userId: matched.userId,
    expiresAt: new Date(now.getTime() + SIGN_IN_TOKEN_TTL_MS),
  });
  return { sessionToken, brandSlug: matched.brandSlug };
}
