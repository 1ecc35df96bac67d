import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase } from '../../platform/db/test-database.ts';
import { routingTransaction } from './routing-sql.ts';

// routingTransaction on PostgreSQL sends its first and last statements as EXECUTEs of SQL-level
// prepared statements with the parameters written as literals (routing-sql.ts): every value must
// arrive exactly as a parameter would.

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table routing_sql_marks (id text primary key, note text)`);
});
afterAll(async () => {
  await database.close();
});

const AWKWARD = [
  "it's",
  'back\\slash \\\\ and \\"quoted\\"',
  '{"json": "with \\"quotes\\" and \\\\n"}',
  'line\nbreak\ttab',
  'ünïcødé ✓ 💬',
  '',
  'NULL',
  '{braces,commas}',
];

describe('routingTransaction', () => {
  it('passes strings, arrays with nulls, numbers and dates through the first and the last statement', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const query = sql`select ${sql.param(AWKWARD)}::text[] as list, ${sql.param([...AWKWARD, null])}::text[] as with_null,
                        ${AWKWARD[1]}::text as one, ${42}::int as n, ${at.toISOString()}::timestamptz as at,
                        ${null}::text as nothing`;
    type Row = {
      list: string[];
      with_null: (string | null)[];
      one: string;
      n: number;
      at: Date;
      nothing: null;
    };
    const rows = await routingTransaction(database.db, async (tx) => {
      const [first] = await tx.rows<Row>(query);
      const [middle] = await tx.rows<Row>(query);
      const [last] = await tx.rowsAndCommit<Row>(query);
      return [first, middle, last];
    });
    for (const row of rows) {
      expect(row?.list).toEqual(AWKWARD);
      expect(row?.with_null).toEqual([...AWKWARD, null]);
      expect(row?.one).toBe(AWKWARD[1]);
      expect(row?.n).toBe(42);
      expect(new Date(row?.at ?? 0).toISOString()).toBe(at.toISOString());
      expect(row?.nothing).toBeNull();
    }
  });

  it('commits with the last statement, rolls back when work throws, and runs again on the same connections', async () => {
    const kept = randomUUID();
    const dropped = randomUUID();
    const insert = (id: string) =>
      sql`insert into routing_sql_marks (id, note) values (${id}, ${AWKWARD[0]}) returning id`;
    for (let round = 0; round < 3; round += 1) {
      await routingTransaction(database.db, async (tx) => {
        await tx.rows(sql`select ${round}::int as round`);
        await tx.rowsAndCommit(insert(`${kept}-${round}`));
      });
      await expect(
        routingTransaction(database.db, async (tx) => {
          await tx.rows(insert(`${dropped}-${round}`));
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      // A failing last statement rolls the whole transaction back.
      await expect(
        routingTransaction(database.db, async (tx) => {
          await tx.rows(insert(`${dropped}-late-${round}`));
          await tx.rowsAndCommit(sql`select 1 / ${0}::int`);
        }),
      ).rejects.toThrow();
    }
    const result = (await database.db.execute(
      sql`select id, note from routing_sql_marks order by id`,
    )) as unknown as { rows: Array<{ id: string; note: string }> };
    expect(result.rows.map((row) => row.id)).toEqual([0, 1, 2].map((round) => `${kept}-${round}`));
    expect(result.rows.every((row) => row.note === AWKWARD[0])).toBe(true);
  });

  it('serialises transactions under the same brand lock', async () => {
    const brandId = randomUUID();
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = routingTransaction(
      database.db,
      async (tx) => {
        await tx.rows(sql`select 1 as one`);
        order.push('first locked');
        await held;
        order.push('first done');
      },
      { lockBrandId: brandId },
    );
    // Let the first take the lock before the second asks for it.
    while (order.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = routingTransaction(
      database.db,
      async (tx) => {
        await tx.rows(sql`select 1 as one`);
        order.push('second locked');
      },
      { lockBrandId: brandId },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    // PGlite runs one transaction at a time anyway; on PostgreSQL the second waits for the lock.
    expect(order).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first done', 'second locked']);
  });
});
