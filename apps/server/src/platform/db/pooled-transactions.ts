import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

// drizzle-orm 0.45's node-postgres transaction() checks a client out of the pool and sends BEGIN
// before the try/finally that releases it (drizzle-team/drizzle-orm#6241, open): a BEGIN on a
// connection that broke meanwhile (PostgreSQL restarted) keeps the client checked out for ever, and
// pool.end() then never returns. Here the pool's transactions check out the client themselves and
// release it on every path; drizzle runs the transaction on that one client (a client, not a pool:
// drizzle neither checks out nor releases). A client whose transaction failed because its connection
// is ending is released with the error, so the pool closes it instead of handing it out again: the
// server's FATAL answer comes before the socket closes, when pg still calls the client usable.

/** SQLSTATE classes of a connection that is gone or going: 08 connection exception, 57P shutdown. */
const CONNECTION_ENDING = /^(08|57P)/;

/** Whether `error` (or what caused it: drizzle wraps the driver's error) says the connection is ending. */
export function isConnectionEnding(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ENDING.test(code)) return true;
    if (cause.message.startsWith('Connection terminated')) return true;
    cause = cause.cause;
  }
  return false;
}

type Transaction = NodePgDatabase['transaction'];

/** Replaces `db.transaction` of a drizzle database over `pool` by one that always releases its client. */
export function releaseClientsOfTransactions(db: NodePgDatabase, pool: pg.Pool): void {
  const onClient = new WeakMap<pg.PoolClient, NodePgDatabase>();
  const transaction: Transaction = async (work, config) => {
    const client = await pool.connect();
    let ending: Error | undefined;
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) {
        clientDb = drizzlePg(client);
        onClient.set(client, clientDb);
      }
      return await clientDb.transaction(work, config);
    } catch (error) {
      if (isConnectionEnding(error)) ending = error as Error;
      throw error;
    } finally {
      client.release(ending);
    }
  };
  Object.defineProperty(db, 'transaction', { value: transaction, configurable: true, writable: true });
}
