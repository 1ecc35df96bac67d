import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { type DbHandle, openDatabase, runMigrations } from '../platform/db/database.ts';
import { createMigratedPglite } from '../platform/db/pglite-template.ts';
import { testEngine } from '../platform/db/test-database.ts';
import { checkedEventBus } from '../platform/realtime/checked-event-bus.ts';
import { createEventBus } from '../platform/realtime/create-event-bus.ts';
import type { EventBus } from '../platform/realtime/event-bus.ts';
import { killServerProcesses } from './server-process.ts';

// Restart tests (issues 3 and 5): a whole server stops and a new one starts on the same database,
// which must therefore outlive one server: a named PostgreSQL database or a PGlite data directory.
// Crash tests (issue 11) run the server in a child process on it and kill -9 it: server-process.ts.

/** Where the database lives: what openDatabase takes. */
export type DatabaseLocation = { dataDir?: string; databaseUrl?: string };

export type RestartableServer = {
  app: FastifyInstance;
  database: DbHandle;
  bus: EventBus;
  close(): Promise<void>;
};

/**
 * A database for the test file, made before its tests and removed after them, on the engine the run
 * tests (PostgreSQL under PARLEY_TEST_ENGINE=postgres, else PGlite). Call at the top of the file; the
 * function it returns gives the location once the tests run. The file's tests get 90 s each.
 */
export function useRestartableDatabase(prefix: string): () => DatabaseLocation {
  // Each test starts two or three whole servers, each migrating PGlite from scratch: on a busy
  // 2-core machine that alone can take most of the server project's 30 s.
  vi.setConfig({ testTimeout: 90_000 });
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let location: DatabaseLocation | null = null;
  let remove: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    if (testEngine() === 'postgres' && serverUrl) {
      const name = `parley_${prefix}_${randomBytes(6).toString('hex')}`;
      await runAdminQuery(serverUrl, `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      location = { databaseUrl: url.toString() };
      remove = () => runAdminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), `parley-${prefix}-`));
      // Migrated already (as a server's own start would leave it), without initdb's seconds.
      await (await createMigratedPglite(path.join(dataDir, 'pglite'))).close();
      location = { dataDir };
      remove = async () => rmSync(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    // A crash test that failed may have left a server process on the database.
    await killServerProcesses();
    await remove?.();
  });

  return () => {
    if (!location) throw new Error('useRestartableDatabase: the database is made in beforeAll');
    return location;
  };
}

async function runAdminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A whole server (migrations, event bus, app) on the database at `location`. */
export async function startServerOn(location: DatabaseLocation): Promise<RestartableServer> {
  const database = await openDatabase({ ...location, poolSize: 4 });
  await runMigrations(database);
  const bus = checkedEventBus(createEventBus(database));
  await bus.start();
  const config = loadConfig({ PORT: '3000', PUBLIC_URL: 'http://parley.test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, bus, logger: false });
  await app.ready();
  return {
    app,
    database,
    bus,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}
