import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbHandle } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { InFlightLimiter } from './in-flight-limiter.ts';
import { registerFairDatabaseLanes } from './request-fairness-database.ts';
import { TokenBuckets } from './token-buckets.ts';

// issue 11: no user or brand takes more than its share of the server. Every signed-in /api and /conv
// request takes a token of its user's bucket and of its brand's, then a slot among its user's
// requests in flight; a user's excess waits behind that user's own requests, never anyone else's.
// In memory, per process (docs/security/request-limits.md).

export type FairnessLimits = {
  userPerSecond: number;
  userBurst: number;
  brandPerSecond: number;
  brandBurst: number;
  userMaxInFlight: number;
  userMaxQueued: number;
};

/** An event stream is open for hours: it takes a token when it opens but holds no slot. */
function isEventStream(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/sse/') ?? false;
}

function tooMany(reply: FastifyReply, waitMs: number, message: string): AppError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new AppError('rate_limited', message);
}

/**
 * Registers the limits; call after the session resolver, whose hook sets request.session. With the
 * embedded database, its statements also take turns per user (request-fairness-database.ts).
 */
export function registerRequestFairness(
  app: FastifyInstance,
  limits: FairnessLimits,
  database?: DbHandle,
): InFlightLimiter {
  if (database) registerFairDatabaseLanes(app, database);
  const users = new TokenBuckets(limits.userPerSecond, limits.userBurst);
  const brands = new TokenBuckets(limits.brandPerSecond, limits.brandBurst);
  const inFlight = new InFlightLimiter(limits.userMaxInFlight, limits.userMaxQueued);
  const releases = new WeakMap<FastifyRequest, () => void>();

  app.addHook('onRequest', async (request, reply) => {
    const session = request.session;
    if (!session) return;
    const userWait = users.take(session.userId);
    if (userWait > 0) {
      throw tooMany(reply, userWait, `Too many requests: at most ${limits.userPerSecond} a second per user`);
    }
    const brandWait = brands.take(session.brandId);
    if (brandWait > 0) {
      throw tooMany(
        reply,
        brandWait,
        `Too many requests: at most ${limits.brandPerSecond} a second per brand`,
      );
    }
    if (isEventStream(request)) return;

    const ticket = inFlight.acquire(session.userId);
    if (!ticket) {
      throw tooMany(
        reply,
        1000,
        `Too many requests at once: at most ${limits.userMaxInFlight} run and ${limits.userMaxQueued} wait per user`,
      );
    }
    releases.set(request, ticket.release);
    // 'close' comes when the answer is sent and when the client goes away, whichever is first.
    reply.raw.once('close', ticket.release);
    if (!(await ticket.ready)) {
      // The client left while the request waited: nobody is there to answer.
      reply.hijack();
    }
  });
  app.addHook('onResponse', async (request) => {
    releases.get(request)?.();
  });
  return inFlight;
}
