// A brand with labelled contacts for the compiler's example tests: each test names the contacts a
// tree must select, and checks that the compiled SQL and core's evaluateTree both select exactly those.
import { type EvaluationContact, evaluateTree } from '@parley/core/conditions/evaluate';
import type { ConditionTree } from '@parley/core/conditions/model';
import { expect } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { insertTestContacts, matchingIds, type TestContact } from './conditions-sql-test-kit.ts';

export type LabelledContacts = Record<string, TestContact>;

export type ConditionFixture = {
  handle: DbHandle;
  brandId: string;
  /** Asserts that SQL and the evaluator select exactly these labels at `now`. */
  expectMatches(tree: ConditionTree, labels: string[], now?: Date): Promise<void>;
  close(): Promise<void>;
};

/** The instant the example tests evaluate at. */
export const FIXTURE_NOW = new Date('2024-06-15T16:00:00.000Z');

export async function createConditionFixture(contacts: LabelledContacts): Promise<ConditionFixture> {
  const handle = await createTestDatabase();
  const brand = await createTestBrand(handle.db);
  const labels = Object.keys(contacts);
  const inserted = await insertTestContacts(handle.db, brand.id, Object.values(contacts));
  const byId = new Map<string, string>();
  const evaluations: Array<[string, EvaluationContact]> = [];
  inserted.forEach((row, index) => {
    const label = labels[index] ?? '';
    byId.set(row.id, label);
    evaluations.push([label, row.evaluation]);
  });
  return {
    handle,
    brandId: brand.id,
    async expectMatches(tree, expected, now = FIXTURE_NOW) {
      const fromSql = (await matchingIds(handle.db, brand.id, tree, now)).map((id) => byId.get(id)).sort();
      const fromEvaluator = evaluations
        .filter(([, contact]) => evaluateTree(tree, contact, now))
        .map(([label]) => label)
        .sort();
      expect({ sql: fromSql, evaluator: fromEvaluator }).toEqual({
        sql: [...expected].sort(),
        evaluator: [...expected].sort(),
      });
    },
    close: () => handle.close(),
  };
}
