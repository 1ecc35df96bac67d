import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../platform/db/database.ts';

// How a change tells the dispatcher that work may now be offered (docs/routing.md "Dispatch
// triggers"). Use-cases that own their transaction kick the engine of this process right after
// commit; a change made inside someone else's transaction (a status change in the users module, a
// task created inside the conversations module's transaction) sends a NOTIFY instead, which
// PostgreSQL and PGlite deliver only when that transaction commits.

/** The NOTIFY channel every routing engine LISTENs on; the payload is the brand id. */
export const ROUTING_CHANNEL = 'parley_routing';

type DispatchListener = (brandId: string) => void;

// Keyed by the database object the engine was started with (a process may hold several in tests).
const listeners = new WeakMap<object, Set<DispatchListener>>();

export function onDispatchRequest(db: object, listener: DispatchListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function kickLocal(db: object, brandId: string): boolean {
  const set = listeners.get(db);
  if (!set || set.size === 0) return false;
  for (const listener of set) listener(brandId);
  return true;
}

/**
 * Asks for a dispatch of the brand once the caller's change is visible: inside a transaction by a
 * NOTIFY (delivered at commit), outside one by kicking this process's engine at once. With no engine
 * running in this process (a CLI, a script), the NOTIFY reaches the engines of other processes.
 */
export async function requestDispatch(db: DbExecutor, brandId: string): Promise<void> {
  if (db instanceof PgTransaction) {
    await db.execute(sql`select pg_notify(${ROUTING_CHANNEL}, ${brandId})`);
    return;
  }
  if (!kickLocal(db, brandId)) await db.execute(sql`select pg_notify(${ROUTING_CHANNEL}, ${brandId})`);
}
