import { type EvaluationContact, evaluateTree } from '@parley/core/conditions/evaluate';
import type { ConditionTree } from '@parley/core/conditions/model';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { contactArb, PROPERTY_NOW, treeArb } from './conditions-sql-arbitraries.ts';
import { insertTestContacts, matchingIds, type TestContact } from './conditions-sql-test-kit.ts';

// issue 4 "Tests that must exist": SQL-vs-reference agreement. Random contacts and events are written
// to the database; for every random tree, the ids the compiled SQL selects must be exactly the
// contacts on which core's evaluateTree is true (docs/conditions.md). Runs on the engine of the test
// run (PGlite by default; PostgreSQL with PARLEY_TEST_ENGINE=postgres and TEST_DATABASE_URL).
const DATASETS = Number(process.env.CONDITIONS_PROPERTY_DATASETS ?? 4);
const TREES_PER_DATASET = Number(process.env.CONDITIONS_PROPERTY_TREES ?? 25);
const CONTACTS_PER_DATASET = 60;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

type Stored = { id: string; evaluation: EvaluationContact };

/** A readable account of a disagreement: the tree and each contact the two sides judge differently. */
function disagreement(tree: ConditionTree, stored: Stored[], fromSql: Set<string>): string | null {
  const differing = stored.filter(
    ({ id, evaluation }) => fromSql.has(id) !== evaluateTree(tree, evaluation, PROPERTY_NOW),
  );
  if (differing.length === 0) return null;
  const contacts = differing.map(({ id, evaluation }) => ({
    sql: fromSql.has(id),
    evaluator: !fromSql.has(id),
    ...evaluation,
  }));
  return `SQL and evaluateTree disagree at ${PROPERTY_NOW.toISOString()} on\n${JSON.stringify(tree, null, 1)}\nfor ${JSON.stringify(contacts, null, 1)}`;
}

describe(`compiled SQL agrees with evaluateTree on random trees and data (${testEngine()})`, () => {
  it(`${DATASETS} data sets × ${TREES_PER_DATASET} trees over ${CONTACTS_PER_DATASET} contacts`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(contactArb, { minLength: CONTACTS_PER_DATASET, maxLength: CONTACTS_PER_DATASET }),
        fc.array(treeArb, { minLength: TREES_PER_DATASET, maxLength: TREES_PER_DATASET }),
        async (contacts: TestContact[], trees: ConditionTree[]) => {
          const brand = await createTestBrand(handle.db);
          const stored = await insertTestContacts(handle.db, brand.id, contacts);
          for (const tree of trees) {
            const fromSql = new Set(await matchingIds(handle.db, brand.id, tree, PROPERTY_NOW));
            const problem = disagreement(tree, stored, fromSql);
            if (problem) throw new Error(problem);
          }
        },
      ),
      { numRuns: DATASETS, endOnFailure: true },
    );
  }, 120_000);
});
