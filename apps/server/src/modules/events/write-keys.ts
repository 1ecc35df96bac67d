import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { ingestWriteKeys } from './events.tables.ts';

// Brand write keys for the ingest call (docs/decisions/004-ingest.md, docs/write-keys.md):
// `pwk_<brand id, 32 hex>_<secret>`. The brand part lets the key be found by (brand_id, key_hash);
// the secret is 256 random bits. Created by create-write-key.ts, revoked by revoke-write-key.ts.
const WRITE_KEY = /^pwk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

/** A key's last use is written at most this often (ingest may be called many times a second). */
export const LAST_USED_RESOLUTION_MS = 60_000;

function brandIdOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new key for the brand, with what is stored of it: its hash and its last four characters. */
export function newWriteKey(brandId: string): { key: string; keyHash: string; lastFour: string } {
  const key = `pwk_${brandId.replaceAll('-', '').toLowerCase()}_${randomToken()}`;
  return { key, keyHash: hashToken(key), lastFour: key.slice(-4) };
}

/**
 * The brand a write key belongs to, or null when it is not a live key (unknown, malformed or
 * revoked: a revoked key is refused from the next request on, nothing is cached). Marks the key as
 * used when its last use is over a minute old, so busy keys cost one write a minute.
 */
export async function brandOfWriteKey(
  db: DbExecutor,
  key: string,
  now: Date = new Date(),
): Promise<string | null> {
  const match = WRITE_KEY.exec(key);
  if (!match?.[1]) return null;
  const brandId = brandIdOf(match[1]);
  const keyHash = hashToken(key);
  const ofKey = and(eq(ingestWriteKeys.brandId, brandId), eq(ingestWriteKeys.keyHash, keyHash));
  const [row] = await db
    .select({ brandId: ingestWriteKeys.brandId, lastUsedAt: ingestWriteKeys.lastUsedAt })
    .from(ingestWriteKeys)
    .where(and(ofKey, isNull(ingestWriteKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < staleBefore) {
    // The condition again in the update: of two requests racing here, one writes.
    await db
      .update(ingestWriteKeys)
      .set({ lastUsedAt: now })
      .where(and(ofKey, or(isNull(ingestWriteKeys.lastUsedAt), lt(ingestWriteKeys.lastUsedAt, staleBefore))));
  }
  return row.brandId;
}
