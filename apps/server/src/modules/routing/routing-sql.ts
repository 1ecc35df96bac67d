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

/** A transaction of raw routing statements (routingTransaction). */
export type RoutingTx = {
  rows<T>(query: SQL): Promise<T[]>;
  /** Runs `query` and commits (one round trip on PostgreSQL); nothing may run in the transaction after it. */
  rowsAndCommit<T>(query: SQL): Promise<T[]>;
};

// On PostgreSQL a routing transaction sends `begin`, the brand's lock and its first statement in one
// round trip, and its last statement with `commit` in another: a simple-protocol query of several
// statements, each statement taking its own snapshot (so the first statement sees everything
// committed before the lock was granted). Parameters cannot travel with a simple query, so those two
// statements are SQL-level prepared statements (PREPARE once per connection, then EXECUTE with the
// parameters as literals): planned once per connection, like the named statements above.

const prepared = new WeakMap<object, Set<string>>();

function sqlStatementName(text: string): string {
  return `routingx_${statementName(text).slice('routing_'.length)}`;
}

/**
 * A string as a quoted literal in escape-string syntax (E'…'), valid whatever
 * standard_conforming_strings says: backslashes and quotes doubled. (node-postgres's escapeLiteral
 * does the same character by character, which is slow for the kilobytes of a pass's events.)
 */
function quote(text: string): string {
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A PostgreSQL array literal (what node-postgres sends for a JS array), to be quoted as a whole. */
function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  };
  return `{${values.map(element).join(',')}}`;
}

/** A parameter as a quoted literal of unknown type (the prepared statement gives it its type). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  if (value instanceof Date) return quote(value.toISOString());
  if (typeof value === 'object') return quote(JSON.stringify(value));
  return quote(String(value));
}

/** `PREPARE` (first use on this connection) and `EXECUTE` of `query`, as simple-query statements. */
function executeStatements(client: pg.PoolClient, query: SQL): { statements: string[]; name: string } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = sqlStatementName(text);
  const known = prepared.get(client);
  const statements = known?.has(name) ? [] : [`prepare ${name} as ${text}`];
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  statements.push(`execute ${name}${args}`);
  return { statements, name };
}

function markPrepared(client: pg.PoolClient, name: string): void {
  let known = prepared.get(client);
  if (!known) {
    known = new Set();
    prepared.set(client, known);
  }
  known.add(name);
}

/** Runs several statements in one simple query; returns the rows of the one at `index`. */
async function simpleQuery<T>(
  client: pg.PoolClient,
  statements: string[],
  executeIndex: number,
  name: string,
): Promise<T[]> {
  try {
    const results: unknown = await client.query(statements.join(';\n'));
    markPrepared(client, name);
    const list = (Array.isArray(results) ? results : [results]) as pg.QueryResult[];
    return (list[executeIndex]?.rows ?? []) as T[];
  } catch (error) {
    // A PREPARE that already existed (this process lost track of it): known from now on.
    if ((error as { code?: string }).code === '42P05') markPrepared(client, name);
    throw error;
  }
}

/**
 * Runs `work` in one transaction of raw statements, optionally under the brand's routing lock
 * (taken before the first statement's snapshot): on PostgreSQL on a pooled connection of its own, in
 * as few round trips as possible (above); elsewhere in a drizzle transaction. Rolls back if `work`
 * throws.
 */
export async function routingTransaction<R>(
  db: DbExecutor,
  work: (tx: RoutingTx) => Promise<R>,
  options: { lockBrandId?: string } = {},
): Promise<R> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      if (options.lockBrandId) await tx.execute(brandRoutingLockSql(options.lockBrandId));
      const rows = <T>(query: SQL) => queryRows<T>(tx, query);
      return work({ rows, rowsAndCommit: rows });
    });
  }
  const client = await pool.connect();
  // Statements that open the transaction, sent with its first statement.
  let opening: string[] | null = ['begin'];
  if (options.lockBrandId) {
    opening.push(
      `select pg_advisory_xact_lock(${ROUTING_LOCK_NAMESPACE}, hashtext(${quote(options.lockBrandId)}))`,
    );
  }
  let committed = false;
  let broken = false;
  const run = async <T>(query: SQL, commit: boolean): Promise<T[]> => {
    if (committed) throw new Error('the routing transaction has already committed');
    if (!opening && !commit) return namedRows<T>(client, query);
    const { statements, name } = executeStatements(client, query);
    const before = opening ?? [];
    opening = null;
    const all = [...before, ...statements, ...(commit ? ['commit'] : [])];
    const executeIndex = before.length + statements.length - 1;
    if (commit) committed = true;
    return simpleQuery<T>(client, all, executeIndex, name);
  };
  try {
    const result = await work({
      rows: (query) => run(query, false),
      rowsAndCommit: (query) => run(query, true),
    });
    // Nothing ran: nothing was begun. Otherwise commit unless the last statement did.
    if (!opening && !committed) {
      committed = true;
      await client.query('commit');
    }
    return result;
  } catch (error) {
    if (!opening) {
      try {
        // Also after a failed "execute; commit" (the commit never ran); harmless if nothing is open.
        await client.query('rollback');
      } catch {
        // The connection is gone: the pool must not hand it out again.
        broken = true;
      }
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
