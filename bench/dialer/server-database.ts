// bench/dialer server mode: a throwaway PostgreSQL database on the server of DATABASE_URL (or
// TEST_DATABASE_URL), migrated, dropped afterwards, as bench/routing does.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openDatabase, runMigrations } from '../../apps/server/src/platform/db/database.ts';

export type ServerBenchDatabase = {
  database: DbHandle;
  /** `parley_bench_…`: its backends are told apart by this name in their process title. */
  name: string;
  drop(): Promise<void>;
};

/** The PostgreSQL server the bench may use, or null (server mode needs one). */
export function benchServerUrl(): string | null {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  return url ? url : null;
}

/** The same server with another database name (socket URLs such as ?host=/var/run/postgresql too). */
function withDatabase(serverUrl: string, name: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(serverUrl);
  if (!match) throw new Error(`cannot read the database URL ${serverUrl}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates `parley_bench_…`, opens it (a pool as the server's) and runs the migrations. */
export async function openServerBenchDatabase(serverUrl: string): Promise<ServerBenchDatabase> {
  const name = `parley_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const drop = async () => {
    if (process.env.DIALER_BENCH_KEEP_DB === '1') {
      console.log(`kept database ${name} (drop it yourself)`);
      return;
    }
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 20 });
    await runMigrations(database);
    return { database, name, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
