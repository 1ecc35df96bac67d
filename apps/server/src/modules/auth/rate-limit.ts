import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { rateLimitBuckets } from './auth.tables.ts';

export type RateLimitRule = { limit: number; windowMs: number };

// Sign-in failures allowed per window: per address (guessing one account) and per client
// (spraying many accounts from one place). Successful sign-ins do not count.
export const SIGN_IN_PER_ADDRESS: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
export const SIGN_IN_PER_CLIENT: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };
// Reset mails per address and per client, so the endpoint cannot be used to flood a mailbox.
export const RESET_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 15 * 60_000 };
export const RESET_PER_CLIENT: RateLimitRule = { limit: 20, windowMs: 15 * 60_000 };

/** Whether the bucket is already full, without counting. Returns the ms until it frees, else 0. */
export async function rateLimitWait(
  db: DbExecutor,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .select({ windowStart: rateLimitBuckets.windowStart, count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${key}`);
  const bucket = rows[0];
  if (!bucket) return 0;
  const endsAt = bucket.windowStart.getTime() + rule.windowMs;
  if (endsAt <= now.getTime()) return 0;
  return bucket.count >= rule.limit ? endsAt - now.getTime() : 0;
}

/** Counts one hit in a fixed window, atomically (one upsert), and returns the new count. */
export async function rateLimitHit(
  db: DbExecutor,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<number> {
  const windowStartsBefore = new Date(now.getTime() - rule.windowMs);
  const rows = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`CASE WHEN ${rateLimitBuckets.windowStart} <= ${windowStartsBefore.toISOString()}::timestamptz THEN 1 ELSE ${rateLimitBuckets.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimitBuckets.windowStart} <= ${windowStartsBefore.toISOString()}::timestamptz THEN ${now.toISOString()}::timestamptz ELSE ${rateLimitBuckets.windowStart} END`,
      },
    })
    .returning({ count: rateLimitBuckets.count });
  return rows[0]?.count ?? 1;
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
