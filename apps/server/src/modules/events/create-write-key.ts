import { type WriteKey, type WriteKeyInput, writeKeyInput } from '@parley/core/events/write-keys';
import type { DbExecutor } from '../../platform/db/database.ts';
import { ingestWriteKeys } from './events.tables.ts';
import { findWriteKey } from './write-key-store.ts';
import { newWriteKey } from './write-keys.ts';

/**
 * Creates a write key for the brand (docs/write-keys.md). The key itself is returned once and only
 * its hash is kept, with its last four characters. The name is trimmed, required and at most 100
 * characters (a ZodError naming `name` otherwise). `createdBy` is the admin's user id; the command
 * line gives none.
 */
export async function createWriteKey(
  db: DbExecutor,
  options: { brandId: string; name: WriteKeyInput['name']; createdBy?: string | null; now?: Date },
): Promise<{ key: string; name: string; writeKey: WriteKey }> {
  const { name } = writeKeyInput.parse({ name: options.name });
  const { key, keyHash, lastFour } = newWriteKey(options.brandId);
  const [created] = await db
    .insert(ingestWriteKeys)
    .values({
      brandId: options.brandId,
      keyHash,
      name,
      lastFour,
      createdBy: options.createdBy ?? null,
      createdAt: options.now ?? new Date(),
    })
    .returning({ id: ingestWriteKeys.id });
  if (!created) throw new Error('the write key was not stored');
  return { key, name, writeKey: await findWriteKey(db, options.brandId, created.id) };
}
