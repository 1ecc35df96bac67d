import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brandMismatch, requireSession } from '../http/guards.ts';
import { type EventBus, parseEventId } from './event-bus.ts';
import { onSessionRevoked } from './session-revocations.ts';
import { SseHub } from './sse-hub.ts';
import { DEFAULT_SESSION_SWEEP_MS, type StreamSessionCheck, startSessionSweep } from './sse-session-sweep.ts';
import { openEventStream, SSE_HEADERS } from './sse-stream.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Requests of the route are no activity of their session (the idle timeout): opening an event
     * stream happens by itself whenever a tab is open (docs/security/sessions.md "Idle timeout").
     */
    passiveSession?: boolean;
  }
}

// spec 000 §9: the browser reconnects after 72 s of silence; a 25 s heartbeat stays well inside it.
export const DEFAULT_SSE_HEARTBEAT_MS = 25_000;

export type SseRouteOptions = {
  bus: EventBus;
  heartbeatMs?: number;
  /** Re-checks the sessions of open streams (sse-session-sweep.ts); without it only signals close them. */
  checkSessions?: StreamSessionCheck;
  sessionSweepMs?: number;
};

type SseRoute = {
  Params: { brandSlug: string };
  Querystring: Record<string, string | string[] | undefined>;
};

/** GET /api/sse/{brandSlug} (spec 000 §7): the signed-in session's event stream. */
export function registerSseRoutes(app: FastifyInstance, options: SseRouteOptions): void {
  const hub = new SseHub(options.heartbeatMs ?? DEFAULT_SSE_HEARTBEAT_MS);
  // A session that ended or changed in this process closes its streams at once; the sweep catches
  // the rest (other processes, expiry, the idle timeout).
  const stopListening = onSessionRevoked((revocation) => {
    hub.closeWhere((owner) =>
      'sessionId' in revocation
        ? owner.sessionId === revocation.sessionId
        : owner.brandId === revocation.brandId && owner.userId === revocation.userId,
    );
  });
  const { checkSessions } = options;
  const stopSweep = checkSessions
    ? startSessionSweep(hub, {
        check: checkSessions,
        everyMs: options.sessionSweepMs ?? DEFAULT_SESSION_SWEEP_MS,
        log: app.log,
      })
    : () => {};
  // Open streams never finish on their own: end them first so the server can close.
  app.addHook('preClose', async () => {
    stopListening();
    stopSweep();
    hub.closeAll();
  });

  app.get<SseRoute>('/api/sse/:brandSlug', { config: { passiveSession: true } }, async (request, reply) => {
    const session = requireSession(request);
    // The brand always comes from the session; the path only has to agree with it.
    if (request.params.brandSlug !== session.brandSlug) {
      throw brandMismatch();
    }
    // spec 000 §7: a HEAD request only checks that the stream is reachable.
    if (request.method === 'HEAD') return reply.status(200).headers(SSE_HEADERS).send();

    const lastEventId = readLastEventId(request.headers['last-event-id'], request.query.lastEventId);
    // The stream outlives this handler: Fastify must not send or time out a reply for it.
    reply.hijack();
    openEventStream(reply.raw, {
      bus: options.bus,
      hub,
      filter: { brandId: session.brandId, userId: session.userId },
      owner: {
        sessionId: session.sessionId,
        brandId: session.brandId,
        userId: session.userId,
        roles: session.roles,
      },
      lastEventId,
      headers: pendingHeaders(reply),
      log: request.log,
    });
    return reply;
  });
}

/**
 * The id a reconnecting browser last saw (the header wins over `?lastEventId=`). Our ids are
 * decimal numbers: anything else (malformed, repeated) is ignored, so the stream starts live
 * instead of failing (issue 11: never a 500; a 400 would stop EventSource from reconnecting).
 */
export function readLastEventId(header: unknown, query: unknown): string | null {
  const value = typeof header === 'string' && header !== '' ? header : query;
  return typeof value === 'string' && parseEventId(value) !== null ? value : null;
}

/** Headers earlier hooks set on the reply (hijacking skips Fastify's own sending of them). */
function pendingHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}
