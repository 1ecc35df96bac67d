import type { FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import { InFlightLimiter } from '../http/in-flight-limiter.ts';

// A heavy GraphQL document (several long lists with many fields each: its answer takes the server's
// one thread for a while) runs one at a time among its user's requests; light ones still run beside
// it. Without this, a user's two requests in flight could both be of the heaviest the budget allows,
// and another user's request waits behind twice the work (issue 11, docs/security/request-limits.md
// "Heavy documents"). The cost is the query budget's measure (query-budget.ts).

/** A document of at least this cost is heavy: about 300 items of 15 fields, or 5 lists of 100 × 10. */
export const HEAVY_DOCUMENT_COST = 5_000;

/** The measured cost of the document each request carries (set while it is validated). */
const documentCosts = new WeakMap<object, number>();

/** The request of a Yoga context (graphql-route.ts gives `req` in the server context), or null. */
function requestOf(context: unknown): FastifyRequest | null {
  if (typeof context !== 'object' || context === null || !('req' in context)) return null;
  return typeof context.req === 'object' && context.req !== null ? (context.req as FastifyRequest) : null;
}

/** Adds one operation's cost to its request's (a document may hold several operations). */
export function recordDocumentCost(context: unknown, cost: number): void {
  const request = requestOf(context);
  if (request) documentCosts.set(request, (documentCosts.get(request) ?? 0) + cost);
}

export type HeavyDocumentLane = {
  plugin: Plugin;
  /** Frees the request's turn; graphql-route.ts calls it once the answer is built (safe if none). */
  release(request: FastifyRequest): void;
};

export function heavyDocumentLane(options: { heavyCost?: number } = {}): HeavyDocumentLane {
  const heavyCost = options.heavyCost ?? HEAVY_DOCUMENT_COST;
  const lanes = new InFlightLimiter(1, Number.POSITIVE_INFINITY);
  const releases = new WeakMap<FastifyRequest, () => void>();
  const plugin: Plugin = {
    async onExecute({ args }) {
      const request = requestOf(args.contextValue);
      const userId = request?.session?.userId;
      if (!request || userId === undefined || (documentCosts.get(request) ?? 0) < heavyCost) return;
      const ticket = lanes.acquire(userId);
      if (!ticket) return;
      releases.set(request, ticket.release);
      await ticket.ready;
    },
  };
  return {
    plugin,
    release(request) {
      releases.get(request)?.();
      releases.delete(request);
    },
  };
}
