import { WRITE_KEY_TEXTS, type WriteKey } from '@parley/core/events/write-keys';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listUserNames } from '../users/list-user-names.ts';
import { ingestWriteKeys } from './events.tables.ts';

// Reading write keys for the settings list, and their presenter (CONVENTIONS.md §9): the key's hash
// never leaves the server.

/** The columns a listed key needs (its maker's name comes from the users module: withCreators). */
const writeKeyColumns = {
  id: ingestWriteKeys.id,
  name: ingestWriteKeys.name,
  lastFour: ingestWriteKeys.lastFour,
  createdAt: ingestWriteKeys.createdAt,
  lastUsedAt: ingestWriteKeys.lastUsedAt,
  revokedAt: ingestWriteKeys.revokedAt,
  createdBy: ingestWriteKeys.createdBy,
};

type WriteKeyRow = {
  id: string;
  name: string;
  lastFour: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: string | null;
};

/**
 * The keys as listed, each with the admin who made it (same brand only; a maker who no longer exists
 * leaves `createdBy` null), in the rows' order.
 */
export async function withCreators(
  db: DbExecutor,
  brandId: string,
  rows: readonly WriteKeyRow[],
): Promise<WriteKey[]> {
  const names = await listUserNames(
    db,
    brandId,
    rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])),
  );
  return rows.map((row) => {
    const creatorName = row.createdBy ? names.get(row.createdBy) : undefined;
    return toWriteKey(
      row,
      creatorName === undefined ? null : { id: row.createdBy as string, name: creatorName },
    );
  });
}

function toWriteKey(row: WriteKeyRow, createdBy: WriteKey['createdBy']): WriteKey {
  return {
    id: row.id,
    name: row.name,
    lastFour: row.lastFour,
    status: row.revokedAt ? 'revoked' : 'active',
    createdAt: row.createdAt.toISOString(),
    createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function writeKeyNotFound(): AppError {
  return new AppError('not_found', WRITE_KEY_TEXTS.notFound, { field: 'id' });
}

export function ofBrand(brandId: string, id?: string) {
  return id
    ? and(eq(ingestWriteKeys.brandId, brandId), eq(ingestWriteKeys.id, id))
    : eq(ingestWriteKeys.brandId, brandId);
}

/** The brand's keys with their makers: a query to filter, order and page. */
export function selectWriteKeys(db: DbExecutor, brandId: string, id?: string) {
  return db.select(writeKeyColumns).from(ingestWriteKeys).where(ofBrand(brandId, id)).$dynamic();
}

/** One key of the brand as listed, or the 404 (another brand's key is unknown here). */
export async function findWriteKey(db: DbExecutor, brandId: string, id: string): Promise<WriteKey> {
  const [row] = await selectWriteKeys(db, brandId, id).limit(1);
  if (!row) throw writeKeyNotFound();
  const [key] = await withCreators(db, brandId, [row]);
  return key as WriteKey;
}
