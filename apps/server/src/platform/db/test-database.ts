import { randomBytes } from 'node:crypto';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DbHandle, openDatabase, runMigrations } from './database.ts';
import { createMigratedPglite } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory (loaded from the run's migrated
 * template, pglite-template.ts), or, when TEST_DATABASE_URL (or
 * DATABASE_URL) points at PostgreSQL, a new database created on that server and dropped on close.
 */
export async function createTestDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl || process.env.PARLEY_TEST_ENGINE === 'pglite') {
    const pglite = await createMigratedPglite();
    return { kind: 'pglite', db: drizzlePglite(pglite), pglite, close: () => pglite.close() };
  }
  const name = `parley_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await runMigrations(handle);
  const closePool = handle.close;
  handle.close = async () => {
    await closePool();
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return handle;
}

export function testEngine(): 'pglite' | 'postgres' {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return serverUrl && process.env.PARLEY_TEST_ENGINE !== 'pglite' ? 'postgres' : 'pglite';
}
