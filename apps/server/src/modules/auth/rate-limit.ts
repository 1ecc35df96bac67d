import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { rateLimitBuckets } from './auth.tables.ts';

export type RateLimitRule = { limit: number; windowMs: number };

// docs/security/sessions.md "Sign-in limits". Failed sign-ins allowed per window, per address *and*
// client (guessing one account from one place: only that place is refused, never the account's
// owner elsewhere) and per client (spraying many accounts from one place). Successful sign-ins do
// not count.
export const SIGN_IN_PER_ADDRESS_AND_CLIENT: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
export const SIGN_IN_PER_CLIENT: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };
// Per address from anywhere, no refusal: each failure in the window delays the address's next
// check by this much more, up to the cap (slows a distributed guesser, never locks the owner out).
export const SIGN_IN_ADDRESS_FAILURES: RateLimitRule = {
  limit: Number.POSITIVE_INFINITY,
  windowMs: 15 * 60_000,
};
export const SIGN_IN_DELAY_PER_FAILURE_MS = 500;
export const SIGN_IN_DELAY_CAP_MS = 5_000;
// Reset mails per address in a brand and per client, so the endpoint cannot flood a mailbox.
export const RESET_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 15 * 60_000 };
export const RESET_PER_CLIENT: RateLimitRule = { limit: 20, windowMs: 15 * 60_000 };

export type RateLimitTake = { allowed: boolean; count: number; waitMs: number };

/**
 * Counts one attempt in a fixed window and decides from the count it got, in one upsert: parallel
 * attempts each get their own count, so no more than `limit` of them are ever allowed in a window
 * (checking first and counting later would let them all through). `waitMs` is the time until the
 * window ends.
 */
export async function rateLimitTake(
  db: DbExecutor,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitTake> {
  const expiredBefore = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`CASE WHEN ${rateLimitBuckets.windowStart} <= ${expiredBefore} THEN 1 ELSE ${rateLimitBuckets.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimitBuckets.windowStart} <= ${expiredBefore} THEN ${nowSql} ELSE ${rateLimitBuckets.windowStart} END`,
      },
    })
    .returning({ count: rateLimitBuckets.count, windowStart: rateLimitBuckets.windowStart });
  const count = rows[0]?.count ?? 1;
  const windowStart = rows[0]?.windowStart ?? now;
  const waitMs = Math.max(0, windowStart.getTime() + rule.windowMs - now.getTime());
  return { allowed: count <= rule.limit, count, waitMs };
}

/** Gives back an attempt `rateLimitTake` counted (it succeeded, so it is no failure). */
export async function rateLimitRefund(db: DbExecutor, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(sql`${rateLimitBuckets.key} = ${key}`);
}

/** How many hits the key has in its current window (0 when none or the window has ended). */
export async function rateLimitCount(
  db: DbExecutor,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<number> {
  const [bucket] = await db
    .select({ windowStart: rateLimitBuckets.windowStart, count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${key}`);
  if (!bucket || bucket.windowStart.getTime() + rule.windowMs <= now.getTime()) return 0;
  return bucket.count;
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
