import type { WriteKey } from '@parley/core/events/write-keys';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { ingestWriteKeys } from './events.tables.ts';
import { findWriteKey, ofBrand, writeKeyNotFound } from './write-key-store.ts';

/**
 * Revokes one of the brand's write keys: ingest refuses it (401) from the next request on. Revoking
 * a revoked key keeps its first revocation time; a key of another brand, or none, is a 404.
 */
export async function revokeWriteKey(
  db: DbExecutor,
  options: { brandId: string; id: string; now?: Date },
): Promise<WriteKey> {
  const now = options.now ?? new Date();
  const [revoked] = await db
    .update(ingestWriteKeys)
    .set({ revokedAt: sql`coalesce(${ingestWriteKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(ofBrand(options.brandId, options.id))
    .returning({ id: ingestWriteKeys.id });
  if (!revoked) throw writeKeyNotFound();
  return findWriteKey(db, options.brandId, revoked.id);
}
