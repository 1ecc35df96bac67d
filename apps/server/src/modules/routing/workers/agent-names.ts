import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { workers } from '../routing.tables.ts';

/** The names of these agents as routing knows them (its projection of users), by user id. */
export async function agentNames(
  db: DbExecutor,
  options: { brandId: string; userIds: readonly string[] },
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (options.userIds.length === 0) return names;
  const rows = await db
    .select({ userId: workers.userId, name: workers.name })
    .from(workers)
    .where(and(eq(workers.brandId, options.brandId), inArray(workers.userId, [...new Set(options.userIds)])));
  for (const row of rows) names.set(row.userId, row.name);
  return names;
}
