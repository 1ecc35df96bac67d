import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { releaseClientsOfTransactions } from './pooled-transactions.ts';

/** The drizzle database both engines give: query-builder only, tables imported from each module. */
export type AppDb = PgDatabase<PgQueryResultHKT>;

/** A transaction handle or the database itself: use-cases accept either so callers can compose them. */
export type DbExecutor = Pick<AppDb, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export type DbHandle =
  | { kind: 'pglite'; db: AppDb; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: AppDb; pool: pg.Pool; connectionString: string; close(): Promise<void> };

/** How long a request may wait for a pooled PostgreSQL connection (a new one or a free one). */
export const CONNECTION_TIMEOUT_MS = 5_000;

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

/**
 * PostgreSQL ends any statement of the app that runs longer (issue 11): a runaway query cannot hold a
 * connection and its locks for ever. Migrations are exempt. PGlite has no timer to enforce it
 * (docs/security/request-limits.md).
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/** PGlite in `dataDir` (or in memory when dataDir is null), or PostgreSQL when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  poolSize?: number;
  /** 0: no timeout. */
  statementTimeoutMs?: number;
}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While PostgreSQL is down or unreachable a request waits at most this long for a connection,
      // then answers 503 database_unavailable (docs/security/reliability.md).
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // Sent at connection start-up, so every connection of the pool has it (0 leaves the server's default).
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // A connection that breaks while checked out (a transaction between statements, PostgreSQL
    // restarted) makes its statement fail; without a listener pg would also throw it at the process.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const pgDb = drizzlePg(pool);
    releaseClientsOfTransactions(pgDb, pool);
    const db: AppDb = pgDb;
    return {
      kind: 'postgres',
      db,
      pool,
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  if (!options.dataDir) {
    const pglite = await PGlite.create();
    return { kind: 'pglite', db: drizzlePglite(pglite), pglite, close: () => pglite.close() };
  }
  // One process owns a data directory (data-dir-lock.ts); it also creates the directory, which
  // PGlite.create does not (STACK.md).
  const lock = await acquireDataDirLock(options.dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(path.join(options.dataDir, 'pglite'));
  } catch (error) {
    lock.release();
    throw error;
  }
  const db: AppDb = drizzlePglite(pglite);
  const close = async () => {
    try {
      await pglite.close();
    } finally {
      lock.release();
    }
  };
  return { kind: 'pglite', db, pglite, close };
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    // A migration may rightly take longer than a request's statement (an index on a large table).
    const client = await handle.pool.connect();
    try {
      await client.query('SET statement_timeout = 0');
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('RESET statement_timeout').catch(() => {});
      client.release();
    }
  } else {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
