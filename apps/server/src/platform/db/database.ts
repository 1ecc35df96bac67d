import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The drizzle database both engines give: query-builder only, tables imported from each module. */
export type AppDb = PgDatabase<PgQueryResultHKT>;

/** A transaction handle or the database itself: use-cases accept either so callers can compose them. */
export type DbExecutor = Pick<AppDb, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export type DbHandle =
  | { kind: 'pglite'; db: AppDb; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: AppDb; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

/** PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  poolSize?: number;
}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db: AppDb = drizzlePg(pool);
    return {
      kind: 'postgres',
      db,
      pool,
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if (options.dataDir) {
    // PGlite.create does not create parent directories (STACK.md).
    mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(path.join(options.dataDir, 'pglite'));
  } else {
    pglite = await PGlite.create();
  }
  const db: AppDb = drizzlePglite(pglite);
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(drizzlePg(handle.pool), { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
