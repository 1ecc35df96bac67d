// The database a segments bench run uses: a throwaway PostgreSQL database on the server named by
// DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards; else PGlite in a temporary directory.
// SEGMENTS_BENCH_KEEP_DB=<name> keeps a PostgreSQL database by that name instead: seeded the first
// time, reused as it is (no seeding) afterwards, never dropped (bench/segments/README.md).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase, runMigrations } from '../../apps/server/src/platform/db/database.ts';

export type BenchDatabase = {
  database: DbHandle;
  engine: 'PostgreSQL' | 'PGlite';
  /** A kept database that already holds the seeded data: the run must not seed it again. */
  reused: boolean;
  drop: () => Promise<void>;
};

/** The same server with another database name (works for socket URLs such as ?host=/var/run/postgresql). */
function withDatabase(serverUrl: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(serverUrl);
  if (!match) throw new Error(`cannot read the database URL ${serverUrl}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const kept = process.env.SEGMENTS_BENCH_KEEP_DB;
    if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept)) {
      throw new Error(`SEGMENTS_BENCH_KEEP_DB must be a plain lower-case database name, not ${kept}`);
    }
    const name = kept ?? `parley_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    const reused = kept !== undefined && existing.rowCount === 1;
    if (!reused) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 8 });
    await runMigrations(database);
    if (kept !== undefined) {
      return { database, engine: 'PostgreSQL', reused, drop: () => database.close() };
    }
    const drop = async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    return { database, engine: 'PostgreSQL', reused: false, drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-segments-bench-'));
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const drop = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, engine: 'PGlite', reused: false, drop };
}
