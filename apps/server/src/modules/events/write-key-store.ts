import { WRITE_KEY_TEXTS, type WriteKey } from '@parley/core/events/write-keys';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { users } from '../users/users.tables.ts';
import { ingestWriteKeys } from './events.tables.ts';

// Reading write keys for the settings list, and their presenter (CONVENTIONS.md §9): the key's hash
// never leaves the server.

/** The columns a listed key needs, with the name of the admin who made it (same brand only). */
const writeKeyColumns = {
  id: ingestWriteKeys.id,
  name: ingestWriteKeys.name,
  lastFour: ingestWriteKeys.lastFour,
  createdAt: ingestWriteKeys.createdAt,
  lastUsedAt: ingestWriteKeys.lastUsedAt,
  revokedAt: ingestWriteKeys.revokedAt,
  creatorId: users.id,
  creatorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

type WriteKeyRow = {
  id: string;
  name: string;
  lastFour: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  creatorId: string | null;
  creatorName: string | null;
};

export function toWriteKey(row: WriteKeyRow): WriteKey {
  return {
    id: row.id,
    name: row.name,
    lastFour: row.lastFour,
    status: row.revokedAt ? 'revoked' : 'active',
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creatorId ? { id: row.creatorId, name: row.creatorName ?? '' } : null,
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
  return db
    .select(writeKeyColumns)
    .from(ingestWriteKeys)
    .leftJoin(users, and(eq(users.brandId, ingestWriteKeys.brandId), eq(users.id, ingestWriteKeys.createdBy)))
    .where(ofBrand(brandId, id))
    .$dynamic();
}

/** One key of the brand as listed, or the 404 (another brand's key is unknown here). */
export async function findWriteKey(db: DbExecutor, brandId: string, id: string): Promise<WriteKey> {
  const [row] = await selectWriteKeys(db, brandId, id).limit(1);
  if (!row) throw writeKeyNotFound();
  return toWriteKey(row);
}
