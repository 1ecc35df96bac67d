import { listWriteKeysInput, type WriteKeyPage } from '@parley/core/events/write-keys';
import { asc, count, desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { ingestWriteKeys } from './events.tables.ts';
import { ofBrand, selectWriteKeys, withCreators } from './write-key-store.ts';

/** One page of the brand's write keys: live keys first, then revoked ones, each newest first. */
export async function listWriteKeys(
  db: DbExecutor,
  options: { brandId: string; input?: z.input<typeof listWriteKeysInput> },
): Promise<WriteKeyPage> {
  const { page, size } = listWriteKeysInput.parse(options.input ?? {});
  const [counted] = await db.select({ total: count() }).from(ingestWriteKeys).where(ofBrand(options.brandId));
  const rows = await selectWriteKeys(db, options.brandId)
    .orderBy(
      asc(sql`${ingestWriteKeys.revokedAt} is not null`),
      desc(ingestWriteKeys.createdAt),
      asc(ingestWriteKeys.id),
    )
    .limit(size)
    .offset(page * size);
  return {
    items: await withCreators(db, options.brandId, rows),
    total: Number(counted?.total ?? 0),
    page,
    size,
  };
}
