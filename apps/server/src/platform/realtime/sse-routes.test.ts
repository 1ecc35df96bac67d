import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/database.ts';
import { createTestDatabase } from '../db/test-database.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import type { RequestSession } from '../http/request-session.ts';
import type { RawEventBus as EventBus, StreamEvent } from './event-bus.ts';
import { eventsNamed, openSse, type SseClient, sleep, waitFor } from './events-test-support.ts';
import { createInProcessBus } from './in-process-bus.ts';
import { registerSseRoutes } from './sse-routes.ts';

const brandA = { brandId: randomUUID(), brandSlug: 'acme' };
const brandB = { brandId: randomUUID(), brandSlug: 'globex' };
const agent = { sessionId: 's1', userId: randomUUID(), email: 'ann@acme.test', roles: ['agent'], ...brandA };
const colleague = {
  sessionId: 's2',
  userId: randomUUID(),
  email: 'bob@acme.test',
  roles: ['agent'],
  ...brandA,
};

/** The real bus, plus a count of live subscriptions and an optional gate on replays. */
function observedBus(inner: EventBus) {
  let active = 0;
  let replayGate: Promise<void> | null = null;
  let replayFails = false;
  const listeners = new Set<(event: StreamEvent) => void>();
  const bus: EventBus = {
    publish: (input) => inner.publish(input),
    publishMany: (inputs) => inner.publishMany(inputs),
    publishWithChange: (change, inputs, run) => inner.publishWithChange(change, inputs, run),
    storeWithChanges: (ctes, inputs, run) => inner.storeWithChanges(ctes, inputs, run),
    subscribe(filter, listener) {
      active += 1;
      listeners.add(listener);
      const stop = inner.subscribe(filter, listener);
      return () => {
        active -= 1;
        listeners.delete(listener);
        stop();
      };
    },
    async replaySince(filter, lastEventId) {
      if (replayFails) throw new Error('replay failed');
      await replayGate;
      return inner.replaySince(filter, lastEventId);
    },
    start: () => inner.start(),
    close: () => inner.close(),
  };
  return {
    bus,
    active: () => active,
    gateReplays: (gate: Promise<void> | null) => {
      replayGate = gate;
    },
    failReplays: (fail: boolean) => {
      replayFails = fail;
    },
    /** Hands an event straight to every stream, as a faulty bus might. */
    inject: (event: StreamEvent) => {
      for (const listener of listeners) listener(event);
    },
  };
}

describe('GET /api/sse/:brandSlug', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let observed: ReturnType<typeof observedBus>;
  let base: string;
  const clients: SseClient[] = [];

  async function connect(
    session: RequestSession,
    path = '/api/sse/acme',
    headers: Record<string, string> = {},
  ) {
    const client = await openSse(`${base}${path}`, { 'x-test-session': JSON.stringify(session), ...headers });
    clients.push(client);
    return client;
  }

  const ids = (client: SseClient, name: string) => eventsNamed(client, name).map((message) => message.id);

  beforeAll(async () => {
    handle = await createTestDatabase();
    observed = observedBus(createInProcessBus(handle.db));
    await observed.bus.start();
    app = Fastify();
    // Stands in for the auth module's onRequest hook, which sets request.session from the cookie.
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers['x-test-session'];
      request.session = typeof header === 'string' ? JSON.parse(header) : null;
    });
    registerErrorHandler(app);
    registerSseRoutes(app, { bus: observed.bus, heartbeatMs: 100 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  // A failed test must not leave its streams open for the next one.
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    await app.close();
    await observed.bus.close();
    await handle.close();
  });

  it('refuses a request without a session', async () => {
    const response = await fetch(`${base}/api/sse/acme`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'unauthenticated', message: 'Not signed in' });
  });

  it("refuses another brand's stream", async () => {
    const response = await fetch(`${base}/api/sse/globex`, {
      headers: { 'x-test-session': JSON.stringify(agent) },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'brand_mismatch',
      message: 'This session belongs to another brand',
    });
  });

  it('answers a HEAD reachability check without opening a stream', async () => {
    const response = await fetch(`${base}/api/sse/acme`, {
      method: 'HEAD',
      headers: { 'x-test-session': JSON.stringify(agent) },
    });
    expect(response.status).toBe(200);
    expect(observed.active()).toBe(0);
  });

  it('streams pings and the brand’s events, each with its id', async () => {
    const client = await connect(agent);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache');
    expect(client.headers['x-accel-buffering']).toBe('no');
    await waitFor(() => eventsNamed(client, 'ping').length > 0, 2_000, 'a ping');
    expect(eventsNamed(client, 'ping')[0]?.id).toBeNull();

    const published = await observed.bus.publish({
      brandId: brandA.brandId,
      name: 'task.created',
      data: { sid: 'T1' },
    });
    await observed.bus.publish({
      brandId: brandB.brandId,
      name: 'task.created',
      data: { sid: 'other brand' },
    });
    await observed.bus.publish({
      brandId: brandA.brandId,
      userId: colleague.userId,
      name: 'reservation.created',
      data: 1,
    });
    const mine = await observed.bus.publish({
      brandId: brandA.brandId,
      userId: agent.userId,
      name: 'reservation.created',
      data: 2,
    });
    await waitFor(() => ids(client, 'reservation.created').length > 0, 2_000, 'the private event');
    expect(eventsNamed(client, 'task.created')).toEqual([
      { id: published.id, event: 'task.created', data: { sid: 'T1' } },
    ]);
    expect(ids(client, 'reservation.created')).toEqual([mine.id]);
    client.close();
  });

  it('replays what a reconnecting browser missed, then goes live without gaps or duplicates', async () => {
    const first = await connect(agent);
    const seen = await observed.bus.publish({ brandId: brandA.brandId, name: 'task.updated', data: 1 });
    await waitFor(() => ids(first, 'task.updated').length === 1, 2_000, 'the first event');
    first.close();
    const missed1 = await observed.bus.publish({ brandId: brandA.brandId, name: 'task.updated', data: 2 });
    const missed2 = await observed.bus.publish({ brandId: brandA.brandId, name: 'task.updated', data: 3 });

    // Hold the replay back so a live event arrives after the subscription but before the replay's
    // query: both then carry it, and the browser must still get it once, in order.
    let openGate = () => {};
    observed.gateReplays(new Promise<void>((resolve) => (openGate = resolve)));
    const again = await connect(agent, '/api/sse/acme', { 'last-event-id': seen.id });
    await waitFor(() => observed.active() > 0, 2_000, 'the subscription');
    const duringReplay = await observed.bus.publish({
      brandId: brandA.brandId,
      name: 'task.updated',
      data: 4,
    });
    openGate();
    observed.gateReplays(null);
    const live = await observed.bus.publish({ brandId: brandA.brandId, name: 'task.updated', data: 5 });
    await waitFor(() => ids(again, 'task.updated').includes(live.id), 2_000, 'the live event');
    // A bus may deliver late what the replay already sent (another process's event): skipped.
    observed.inject({ ...missed2, data: 'late duplicate' });
    await sleep(50);
    expect(ids(again, 'task.updated')).toEqual([missed1.id, missed2.id, duringReplay.id, live.id]);

    // The query parameter works like the header (for clients that cannot set it).
    const viaQuery = await connect(agent, `/api/sse/acme?lastEventId=${missed2.id}`);
    await waitFor(() => ids(viaQuery, 'task.updated').length === 2, 2_000, 'the replay');
    expect(ids(viaQuery, 'task.updated')).toEqual([duringReplay.id, live.id]);
    again.close();
    viaQuery.close();
  });

  it('sends server.error and ends the stream when the replay fails', async () => {
    observed.failReplays(true);
    const client = await connect(agent, '/api/sse/acme', { 'last-event-id': '1' });
    await waitFor(() => client.ended(), 2_000, 'the end of the stream');
    observed.failReplays(false);
    expect(eventsNamed(client, 'server.error')).toEqual([
      { id: null, event: 'server.error', data: { code: 'internal', message: 'There was an error' } },
    ]);
  });

  it('sends server.error for an event it cannot serialise, and keeps streaming', async () => {
    await waitFor(() => observed.active() === 0, 2_000, 'earlier streams to close');
    const client = await connect(agent);
    await waitFor(() => observed.active() === 1, 2_000, 'the subscription');
    observed.inject({
      id: '999999',
      brandId: brandA.brandId,
      userId: null,
      name: 'task.broken',
      data: { big: 1n },
      createdAt: new Date(),
    });
    const fine = await observed.bus.publish({ brandId: brandA.brandId, name: 'task.fine', data: null });
    await waitFor(() => ids(client, 'task.fine').length === 1, 2_000, 'the next event');
    expect(client.messages.filter((message) => message.event !== 'ping')).toEqual([
      { id: null, event: 'server.error', data: { code: 'internal', message: 'There was an error' } },
      { id: fine.id, event: 'task.fine', data: null },
    ]);
    client.close();
  });

  it('releases the subscription when the browser goes away', async () => {
    await waitFor(() => observed.active() === 0, 2_000, 'earlier streams to close');
    const client = await connect(colleague);
    await waitFor(() => observed.active() === 1, 2_000, 'the subscription');
    client.close();
    await waitFor(() => observed.active() === 0, 2_000, 'the unsubscribe');
  });

  it('ends open streams when the server closes, so shutdown does not hang', async () => {
    const other = Fastify();
    other.decorateRequest('session', null);
    other.addHook('onRequest', async (request) => {
      request.session = agent;
    });
    registerSseRoutes(other, { bus: observed.bus, heartbeatMs: 100 });
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    const client = await openSse(`${url}/api/sse/acme`);
    await waitFor(() => eventsNamed(client, 'ping').length > 0, 2_000, 'a ping');
    await other.close();
    await waitFor(() => client.ended(), 2_000, 'the end of the stream');
  });
});
