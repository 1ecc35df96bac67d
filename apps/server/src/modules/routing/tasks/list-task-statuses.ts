import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { tasks } from '../routing.tables.ts';

export type TaskRef = { brandId: string; sid: string };

export const taskRefKey = (ref: TaskRef): string => `${ref.brandId}/${ref.sid}`;

/**
 * The status of each of these tasks, across brands (for sweeps), keyed by `taskRefKey`; a task that
 * does not exist is absent. A task sid names one task, but the brand is matched too.
 */
export async function listTaskStatuses(
  db: DbExecutor,
  refs: readonly TaskRef[],
): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ brandId: tasks.brandId, sid: tasks.sid, status: tasks.status })
    .from(tasks)
    .where(inArray(tasks.sid, [...new Set(refs.map((ref) => ref.sid))]));
  return new Map(rows.map((row) => [taskRefKey(row), row.status]));
}
