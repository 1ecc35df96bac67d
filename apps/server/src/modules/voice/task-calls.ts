import { and, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { conferences } from './voice.tables.ts';

/** Whether a call was ever placed or joined for this task (a conference started with it). */
export async function taskHasCall(db: DbExecutor, options: { brandId: string; taskSid: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(conferences)
    .where(and(eq(conferences.brandId, options.brandId), eq(conferences.taskSid, options.taskSid)));
  return (row?.n ?? 0) > 0;
}
