import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brandMismatch, requireSession } from '../http/guards.ts';
import type { EventBus } from './event-bus.ts';
import { SseHub } from './sse-hub.ts';
import { openEventStream, SSE_HEADERS } from './sse-stream.ts';

// spec 000 §9: the browser reconnects after 72 s of silence; a 25 s heartbeat stays well inside it.
export const DEFAULT_SSE_HEARTBEAT_MS = 25_000;

export type SseRouteOptions = { bus: EventBus; heartbeatMs?: number };

type SseRoute = {
  Params: { brandSlug: string };
  Querystring: Record<string, string | string[] | undefined>;
};

/** GET /api/sse/{brandSlug} (spec 000 §7): the signed-in session's event stream. */
export function registerSseRoutes(app: FastifyInstance, options: SseRouteOptions): void {
  const hub = new SseHub(options.heartbeatMs ?? DEFAULT_SSE_HEARTBEAT_MS);
  // Open streams never finish on their own: end them first so the server can close.
  app.addHook('preClose', async () => hub.closeAll());

  app.get<SseRoute>('/api/sse/:brandSlug', async (request, reply) => {
    const session = requireSession(request);
    // The brand always comes from the session; the path only has to agree with it.
    if (request.params.brandSlug !== session.brandSlug) {
      throw brandMismatch();
    }
    // spec 000 §7: a HEAD request only checks that the stream is reachable.
    if (request.method === 'HEAD') return reply.status(200).headers(SSE_HEADERS).send();

    const header = request.headers['last-event-id'];
    const query = request.query.lastEventId;
    const lastEventId = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
    // The stream outlives this handler: Fastify must not send or time out a reply for it.
    reply.hijack();
    openEventStream(reply.raw, {
      bus: options.bus,
      hub,
      filter: { brandId: session.brandId, userId: session.userId },
      lastEventId,
      headers: pendingHeaders(reply),
      log: request.log,
    });
    return reply;
  });
}

/** Headers earlier hooks set on the reply (hijacking skips Fastify's own sending of them). */
function pendingHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}
