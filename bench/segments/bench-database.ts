// The database a segments bench run uses: a throwaway PostgreSQL database on the server named by
// DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards; else PGlite in a temporary directory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase, runMigrations } from '../../apps/server/src/platform/db/database.ts';

export type BenchDatabase = {
  database: DbHandle;
  engine: 'PostgreSQL' | 'PGlite';
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
    const name = `parley_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 8 });
    await runMigrations(database);
    const drop = async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    return { database, engine: 'PostgreSQL', drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-segments-bench-'));
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const drop = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, engine: 'PGlite', drop };
}
