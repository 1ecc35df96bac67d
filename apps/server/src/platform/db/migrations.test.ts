import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, runMigrations } from './database.ts';
import { createTestDatabase, testEngine } from './test-database.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await handle.db.execute(query);
  // node-postgres and PGlite both answer with { rows }.
  return (result as unknown as { rows: Row[] }).rows;
}

describe(`migrations on ${testEngine()}`, () => {
  it('create every table and can run again without change', async () => {
    await runMigrations(handle);
    const tables = (
      await rows(sql`select table_name from information_schema.tables where table_schema = 'public'`)
    ).map((row) => row.table_name);
    for (const table of [
      'brands',
      'users',
      'sessions',
      'user_feature_flags',
      'teams',
      'skills',
      'agent_statuses',
      'contacts',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('put brand_id in the primary key of every tenant-owned table (DESIGN.md §2)', async () => {
    const tenantTables = await rows(sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and c.column_name = 'brand_id' and t.table_type = 'BASE TABLE'`);
    expect(tenantTables.length).toBeGreaterThan(10);
    // Token and event tables are keyed by an unguessable hash or a global sequence; they are looked
    // up by that key alone and still carry brand_id for scoping.
    const keyedGlobally = new Set(['sessions', 'sign_in_tokens', 'password_reset_tokens', 'stream_events']);
    for (const { table_name: table } of tenantTables) {
      if (keyedGlobally.has(String(table))) continue;
      const keyColumns = await rows(sql`
        select k.column_name from information_schema.table_constraints tc
        join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name and k.table_name = tc.table_name
        where tc.table_name = ${table} and tc.constraint_type = 'PRIMARY KEY'`);
      expect(
        keyColumns.map((row) => row.column_name),
        `primary key of ${String(table)}`,
      ).toContain('brand_id');
    }
  });
});
