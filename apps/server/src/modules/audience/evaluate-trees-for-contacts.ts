import type { ConditionTree } from '@parley/core/conditions/model';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { compileConditionTree } from './conditions-sql.ts';
import { contactRow, contactsAsC } from './conditions-sql-attributes.ts';

/**
 * Whether each of a few condition trees holds for each of a few contacts, now (a journey's conditional
 * node or exit goal over a batch of runs): one statement, the compiler's predicates as columns,
 * restricted to those contacts. Answers, per contact id found, one boolean per tree in order. Throws
 * AppError('validation_failed') naming an item the compiler refuses (as countMatchingContacts).
 */
export async function evaluateTreesForContacts(
  db: DbExecutor,
  options: { brandId: string; trees: readonly ConditionTree[]; contactIds: readonly string[]; now: Date },
): Promise<Map<string, boolean[]>> {
  const { brandId, now } = options;
  const results = new Map<string, boolean[]>();
  if (options.contactIds.length === 0 || options.trees.length === 0) return results;
  const columns = options.trees.map(
    (tree, index) =>
      sql`(${compileConditionTree(tree, { brandId, now })}) is true as ${sql.identifier(`t${index}`)}`,
  );
  const result: unknown = await db.execute(
    sql`select ${contactRow.id} as id, ${sql.join(columns, sql`, `)} from ${contactsAsC}
        where ${contactRow.brandId} = ${brandId}::uuid
          and ${contactRow.id} = any(${`{${options.contactIds.join(',')}}`}::uuid[])`,
  );
  // Both drivers answer with `rows`; the columns are the ones selected above.
  for (const row of (result as { rows: Record<string, unknown>[] }).rows) {
    results.set(
      String(row.id),
      options.trees.map((_tree, index) => row[`t${index}`] === true),
    );
  }
  return results;
}
