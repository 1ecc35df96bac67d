import type { ConditionTree } from '@parley/core/conditions/model';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { compileConditionTree, withConditionQuerySettings } from './conditions-sql.ts';
import { contactRow } from './conditions-sql-attributes.ts';

/**
 * How many contacts of the brand match a condition tree (segments' live counts, contact lists).
 * Throws AppError('validation_failed') naming the path of an item the compiler refuses.
 */
export async function countMatchingContacts(
  db: DbExecutor,
  options: { brandId: string; tree: ConditionTree; now?: Date },
): Promise<number> {
  const predicate = compileConditionTree(options.tree, {
    brandId: options.brandId,
    now: options.now ?? new Date(),
  });
  const [row] = await withConditionQuerySettings(db, (tx) =>
    tx.select({ count: sql<number>`count(*)::int` }).from(contactRow).where(predicate),
  );
  return row?.count ?? 0;
}
