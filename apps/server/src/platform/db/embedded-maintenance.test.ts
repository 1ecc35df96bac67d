import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './database.ts';
import { runMaintenancePass, startEmbeddedMaintenance } from './embedded-maintenance.ts';
import { createTestDatabase, testEngine } from './test-database.ts';

type TableStats = {
  liveTuples: number;
  deadTuples: number;
  lastVacuum: string | null;
  lastAnalyze: string | null;
};

async function statsOf(database: DbHandle, table: string): Promise<TableStats | undefined> {
  if (database.kind !== 'pglite') throw new Error('expected a PGlite test database');
  const result = await database.pglite.query<TableStats>(
    `select n_live_tup::float8 as "liveTuples", n_dead_tup::float8 as "deadTuples",
            last_vacuum::text as "lastVacuum", last_analyze::text as "lastAnalyze"
     from pg_stat_user_tables where schemaname = current_schema() and relname = $1`,
    [table],
  );
  return result.rows[0];
}

/** PGlite flushes its counters about a second after a transaction: poll until they show `done`. */
async function waitForStats(
  database: DbHandle,
  table: string,
  done: (stats: TableStats) => boolean,
): Promise<TableStats> {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const stats = await statsOf(database, table);
    if (stats && done(stats)) return stats;
    if (Date.now() > deadline) throw new Error(`stats of ${table} never showed: ${JSON.stringify(stats)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** 2,000 rows inserted, 1,500 deleted: 1,500 dead rows against 500 live, past 50 + 0.2 × 500. */
async function churn(database: DbHandle, table: string): Promise<void> {
  await database.db.execute(sql`create table ${sql.identifier(table)} (id int primary key, note text)`);
  await database.db.execute(
    sql`insert into ${sql.identifier(table)} select n, 'note ' || n from generate_series(1, 2000) n`,
  );
  await database.db.execute(sql`delete from ${sql.identifier(table)} where id > 500`);
  await waitForStats(database, table, (stats) => stats.deadTuples === 1500 && stats.liveTuples === 500);
}

// PGlite only: PostgreSQL has its own autovacuum, and the maintenance does nothing there.
describe.skipIf(testEngine() !== 'pglite')('embedded database upkeep on PGlite', () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('vacuums and analyzes a table with churn and leaves a quiet one alone', async () => {
    await database.db.execute(sql`create table upkeep_quiet (id int primary key)`);
    await database.db.execute(sql`insert into upkeep_quiet select generate_series(1, 10)`);
    await churn(database, 'upkeep_churn');
    await waitForStats(database, 'upkeep_quiet', (stats) => stats.liveTuples === 10);
    expect(await statsOf(database, 'upkeep_churn')).toMatchObject({ lastVacuum: null, lastAnalyze: null });

    const logged: Array<{ details: object; message: string }> = [];
    const log = {
      info: (details: object, message: string) => logged.push({ details, message }),
      debug: () => {},
    };
    const done = await runMaintenancePass(database, { log });

    expect(done.filter((upkeep) => upkeep.table.startsWith('upkeep_'))).toEqual([
      { table: 'upkeep_churn', action: 'vacuum-analyze', ms: expect.any(Number) },
    ]);
    expect(logged).toEqual([
      { details: { tables: done, ms: expect.any(Number) }, message: expect.any(String) },
    ]);
    const churned = await waitForStats(database, 'upkeep_churn', (stats) => stats.lastVacuum !== null);
    expect(churned).toMatchObject({ deadTuples: 0, liveTuples: 500, lastAnalyze: expect.any(String) });
    expect(await statsOf(database, 'upkeep_quiet')).toMatchObject({ lastVacuum: null, lastAnalyze: null });

    // Nothing left to do for it: a second pass skips it.
    const again = await runMaintenancePass(database);
    expect(again.map((upkeep) => upkeep.table)).not.toContain('upkeep_churn');
  });

  it('runs a pass soon after start, and stops', async () => {
    await churn(database, 'upkeep_started');
    const errors: unknown[] = [];
    const stop = startEmbeddedMaintenance(database, {
      firstPassMs: 0,
      intervalMs: 60_000,
      onError: (error) => errors.push(error),
    });
    try {
      const stats = await waitForStats(database, 'upkeep_started', (s) => s.lastVacuum !== null);
      expect(stats.deadTuples).toBe(0);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });
});
