import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbExecutor } from '../../platform/db/database.ts';

// Raw statements of the routing engine's hot paths (docs/routing.md "Speed"). On PostgreSQL they run
// as named prepared statements straight on the pool, so the server parses and plans each one once per
// connection instead of on every call (about half of its CPU for these statements); on PGlite, and
// inside a drizzle transaction, they go through drizzle as usual.

const dialect = new PgDialect();
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `routing_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // A statement text is fixed per call site (lists travel as array parameters), so this stays small.
    if (names.size > 1_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** The node-postgres pool behind a drizzle database (not a transaction), or null (PGlite, tx). */
function poolOf(db: DbExecutor): pg.Pool | null {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof pg.Pool ? client : null;
}

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

async function namedRows<T>(client: Queryable, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name: statementName(text), text, values: params });
  // The caller names the columns it selected.
  return result.rows as T[];
}

/** Rows of a raw statement; node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) return namedRows<T>(pool, query);
  const result: unknown = await db.execute(query);
  // Both drivers' result objects carry `rows`; the caller names the columns it selected.
  return (result as { rows: T[] }).rows;
}

/** A transaction of raw routing statements. */
export type RoutingTx = { rows<T>(query: SQL): Promise<T[]> };

/**
 * Runs `work` in one transaction of raw statements: on PostgreSQL on a pooled connection of its own
 * with named statements, elsewhere in a drizzle transaction. Rolls back if `work` throws.
 */
export async function routingTransaction<R>(db: DbExecutor, work: (tx: RoutingTx) => Promise<R>): Promise<R> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction((tx) => work({ rows: <T>(query: SQL) => queryRows<T>(tx, query) }));
  }
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin');
    const result = await work({ rows: <T>(query: SQL) => namedRows<T>(client, query) });
    await client.query('commit');
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
    } catch {
      // The connection is gone: the pool must not hand it out again.
      broken = true;
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

// Any lock key of this namespace belongs to the routing engine (the second key is the brand's hash).
const ROUTING_LOCK_NAMESPACE = 0x726f7574; // 'rout'

/** The brand's routing lock, held until the transaction ends (see lockBrandRouting). */
export function brandRoutingLockSql(brandId: string): SQL {
  return sql`select pg_advisory_xact_lock(${ROUTING_LOCK_NAMESPACE}, hashtext(${brandId}))`;
}

/**
 * Serialises the dispatcher (and anything else that creates reservations) per brand, across every
 * server process sharing the database. Held until the transaction ends.
 */
export async function lockBrandRouting(tx: DbExecutor, brandId: string): Promise<void> {
  await tx.execute(brandRoutingLockSql(brandId));
}
