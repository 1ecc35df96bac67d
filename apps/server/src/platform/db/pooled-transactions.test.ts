import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './database.ts';
import { testEngine } from './test-database.ts';

// A pooled connection that PostgreSQL ended while it sat idle (a restart, an administrator) fails the
// next transaction's BEGIN; the pool must get its client back (pooled-transactions.ts), or a pool of
// one is stuck for good and closing the server never ends.

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

describe.skipIf(testEngine() !== 'postgres')('transactions on a PostgreSQL pool', () => {
  let handle: Extract<DbHandle, { kind: 'postgres' }>;
  let admin: pg.Client;

  beforeAll(async () => {
    const opened = await openDatabase({ databaseUrl: serverUrl, poolSize: 1 });
    if (opened.kind !== 'postgres') throw new Error('expected PostgreSQL');
    handle = opened;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await handle?.close();
  });

  it('gives the client back when BEGIN fails on a connection PostgreSQL ended', async () => {
    const { rows } = await handle.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]?.pid;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // The pool may or may not have noticed yet: either BEGIN fails or a fresh connection is used.
    await handle.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch(() => null);

    const answer = (await handle.db.transaction(async (tx) => tx.execute(sql`select 2 as two`))) as {
      rows: unknown[];
    };
    expect(answer.rows).toEqual([{ two: 2 }]);
    expect(handle.pool.totalCount).toBeLessThanOrEqual(1);
    expect(handle.pool.waitingCount).toBe(0);
  });
});
