import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';

/** Rows of a raw statement: node-postgres and PGlite both answer with `{ rows }`. */
export async function engineRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  // Both drivers' result objects carry `rows`; the caller names the columns it selected.
  return (result as { rows: T[] }).rows;
}
