import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';

/** Rows of a raw statement: node-postgres and PGlite both answer with `{ rows }`. */
export async function engineRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  // Both drivers' result objects carry `rows`; the caller names the columns it selected.
  return (result as { rows: T[] }).rows;
}

/** Items grouped by brand: each statement names one brand and an array of ids (the primary key's order). */
export function groupByBrand<T>(items: Iterable<T>, brandOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const brandId = brandOf(item);
    const group = groups.get(brandId);
    if (group) group.push(item);
    else groups.set(brandId, [item]);
  }
  return groups;
}

/** A uuid[] literal of ids (the engine's ids are uuids it read or made). */
export const uuidArray = (ids: Iterable<string>) => `{${[...new Set(ids)].join(',')}}`;
