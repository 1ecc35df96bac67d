import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { ingestWriteKeys } from './events.tables.ts';

// Brand write keys for the ingest call (docs/decisions/004-ingest.md): `pwk_<brand id, 32 hex>_<secret>`.
// The brand part lets the key be found by (brand_id, key_hash); the secret is 256 random bits.
const WRITE_KEY = /^pwk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

function brandIdOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Creates a write key for the brand; the key itself is returned once and only its hash is kept. */
export async function createWriteKey(
  db: DbExecutor,
  options: { brandId: string; name: string },
): Promise<{ key: string; name: string }> {
  const key = `pwk_${options.brandId.replaceAll('-', '').toLowerCase()}_${randomToken()}`;
  await db
    .insert(ingestWriteKeys)
    .values({ brandId: options.brandId, keyHash: hashToken(key), name: options.name });
  return { key, name: options.name };
}

/** The brand a write key belongs to, or null when it is not a live key. */
export async function brandOfWriteKey(db: DbExecutor, key: string): Promise<string | null> {
  const match = WRITE_KEY.exec(key);
  if (!match?.[1]) return null;
  const brandId = brandIdOf(match[1]);
  const [row] = await db
    .select({ brandId: ingestWriteKeys.brandId })
    .from(ingestWriteKeys)
    .where(
      and(
        eq(ingestWriteKeys.brandId, brandId),
        eq(ingestWriteKeys.keyHash, hashToken(key)),
        isNull(ingestWriteKeys.revokedAt),
      ),
    )
    .limit(1);
  return row?.brandId ?? null;
}
