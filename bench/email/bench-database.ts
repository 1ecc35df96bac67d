// The database an email bench run uses: a throwaway PostgreSQL database on the server named by
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
  /** The PostgreSQL database's name (its backends' process titles carry it); null on PGlite. */
  databaseName: string | null;
  /** Its connection string (PostgreSQL), for diagnostics on a connection of their own. */
  url: string | null;
  drop: () => Promise<void>;
};

/** The same server with another database name (works for socket URLs such as ?host=/var/run/postgresql). */
function withDatabase(serverUrl: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(serverUrl);
  if (!match) throw new Error(`cannot read the database URL ${serverUrl}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

/**
 * Opens the bench database with `poolSize` connections (the server's own default is 10: the bench
 * runs as one server process would) and migrates it.
 */
export async function openBenchDatabase(options: { poolSize: number }): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `parley_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    const database = await openDatabase({
      databaseUrl: url,
      poolSize: options.poolSize,
    });
    await runMigrations(database);
    const drop = async () => {
      await database.close();
      if (process.env.EMAIL_BENCH_KEEP_DB === '1') {
        console.log(`kept the database ${name} (EMAIL_BENCH_KEEP_DB=1): drop it when done`);
        return;
      }
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    return { database, engine: 'PostgreSQL', databaseName: name, url, drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-email-bench-'));
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const drop = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, engine: 'PGlite', databaseName: null, url: null, drop };
}
