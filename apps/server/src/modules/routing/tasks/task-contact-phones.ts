import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { tasks } from '../routing.tables.ts';

/** The contact phone (`attributes.contactPhone`) of each of these tasks that exists, by task sid. */
export async function taskContactPhones(
  db: DbExecutor,
  options: { brandId: string; taskSids: readonly string[] },
): Promise<Map<string, string | null>> {
  const phones = new Map<string, string | null>();
  if (options.taskSids.length === 0) return phones;
  const rows = await db
    .select({ sid: tasks.sid, contactPhone: sql<string | null>`${tasks.attributes}->>'contactPhone'` })
    .from(tasks)
    .where(and(eq(tasks.brandId, options.brandId), inArray(tasks.sid, [...new Set(options.taskSids)])));
  for (const row of rows) phones.set(row.sid, row.contactPhone);
  return phones;
}
