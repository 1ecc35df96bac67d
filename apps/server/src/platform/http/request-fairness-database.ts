import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/database.ts';
import { InFlightLimiter } from './in-flight-limiter.ts';

// The database takes statements in the order they arrive: PGlite runs one at a time, PostgreSQL's
// pool hands out its connections first come, first served. A request of five top-level fields
// issues five statements at once, so a flooding user's few requests in flight would still put many
// statements ahead of everyone else's. Here each user has only a few statements waiting for (or in)
// the database at a time (one on PGlite, a quarter of the pool on PostgreSQL); the rest wait in the
// user's own lane, so another user's statement waits behind few of theirs
// (docs/security/request-limits.md).

/** The user whose request issued the current work (set for each signed-in request's handler). */
const statementOwner = new AsyncLocalStorage<string>();

type Call = (...args: never[]) => Promise<unknown>;

/** Replaces `target[name]` (a method returning a promise) by one that waits its turn in the caller's lane. */
function putInLanes(target: object, name: string, lanes: InFlightLimiter): void {
  const method: unknown = Reflect.get(target, name);
  if (typeof method !== 'function') return;
  const original: Call = method.bind(target);
  const inLane: Call = async (...args) => {
    const owner = statementOwner.getStore();
    const ticket = owner === undefined ? null : lanes.acquire(owner);
    if (!ticket) return original(...args);
    try {
      await ticket.ready;
      return await original(...args);
    } finally {
      ticket.release();
    }
  };
  Object.defineProperty(target, name, { value: inLane, configurable: true, writable: true });
}

/**
 * Puts the database's statements in per-user lanes. Work with no signed-in user behind it (jobs, the
 * dispatcher, sign-in) goes straight through.
 */
export function registerFairDatabaseLanes(app: FastifyInstance, database: DbHandle): void {
  if (database.kind === 'pglite') {
    // The instance's own methods (drizzle and the bus call these); a transaction
    // runs its statements through PGlite's private methods, so it is one turn.
    const lanes = new InFlightLimiter(1, Number.POSITIVE_INFINITY);
    for (const name of ['query', 'exec', 'transaction']) putInLanes(database.pglite, name, lanes);
  } else {
    // drizzle's statements outside a transaction go through pool.query; a transaction holds its
    // own connection and is left alone.
    const perUser = Math.max(1, Math.floor((database.pool.options.max ?? 10) / 4));
    putInLanes(database.pool, 'query', new InFlightLimiter(perUser, Number.POSITIVE_INFINITY));
  }

  // preHandler: after the body is read, so that the handler and all it starts run in the context.
  app.addHook('preHandler', (request, _reply, done) => {
    const userId = request.session?.userId;
    if (userId === undefined) done();
    else statementOwner.run(userId, done);
  });
}
