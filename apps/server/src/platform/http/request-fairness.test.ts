import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { InFlightLimiter } from './in-flight-limiter.ts';
import { type FairnessLimits, registerRequestFairness } from './request-fairness.ts';
import { TokenBuckets } from './token-buckets.ts';

describe('TokenBuckets', () => {
  it('lets a burst through, then one request per refill, per key', () => {
    let now = 0;
    const buckets = new TokenBuckets(2, 3, () => now);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(500);
    expect(buckets.take('b')).toBe(0);
    now = 400;
    expect(buckets.take('a')).toBe(100);
    now = 500;
    expect(buckets.take('a')).toBe(0);
    now = 60_000;
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([
      0, 0, 0, 500,
    ]);
  });
});

describe('InFlightLimiter', () => {
  it('runs a few, queues the next in order, refuses the rest, and hands slots on', async () => {
    const limiter = new InFlightLimiter(2, 1);
    const [a, b, c] = [limiter.acquire('u'), limiter.acquire('u'), limiter.acquire('u')];
    expect(limiter.acquire('u')).toBeNull();
    expect(limiter.acquire('other')).not.toBeNull();
    expect(limiter.load('u')).toEqual({ running: 2, waiting: 1 });
    let cStarted: boolean | null = null;
    void c?.ready.then((started) => {
      cStarted = started;
    });
    a?.release();
    a?.release();
    await c?.ready;
    expect(cStarted).toBe(true);
    expect(limiter.load('u')).toEqual({ running: 2, waiting: 0 });
    b?.release();
    c?.release();
    expect(limiter.load('u')).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting request that is released before its turn', async () => {
    const limiter = new InFlightLimiter(1, 5);
    const running = limiter.acquire('u');
    const waiting = limiter.acquire('u');
    waiting?.release();
    expect(await waiting?.ready).toBe(false);
    expect(limiter.load('u')).toEqual({ running: 1, waiting: 0 });
    running?.release();
    expect(limiter.load('u')).toEqual({ running: 0, waiting: 0 });
  });
});

// The hook on a bare app: the user and brand come from headers, as the SSE bench does.
const LIMITS: FairnessLimits = {
  userPerSecond: 1,
  userBurst: 100,
  brandPerSecond: 1,
  brandBurst: 100,
  userMaxInFlight: 2,
  userMaxQueued: 1,
};

let app: FastifyInstance | null = null;

afterEach(async () => {
  await app?.close();
  app = null;
});

async function fairApp(limits: FairnessLimits) {
  const gate = { open: () => {}, opened: Promise.resolve() };
  const closeGate = () => {
    gate.opened = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
  };
  closeGate();
  // Closing ends the test's keep-alive connections at once.
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.decorateRequest('session', null);
  server.addHook('onRequest', async (request) => {
    const user = request.headers['x-user'];
    const brand = request.headers['x-brand'] ?? 'brand-1';
    if (typeof user === 'string' && typeof brand === 'string') {
      request.session = {
        sessionId: user,
        brandId: brand,
        brandSlug: brand,
        userId: user,
        email: '',
        roles: [],
      };
    }
  });
  registerErrorHandler(server);
  const inFlight = registerRequestFairness(server, limits);
  server.get('/api/slow', async () => {
    await gate.opened;
    return { ok: true };
  });
  server.get('/api/fast', async () => ({ ok: true }));
  server.get('/api/sse/:brandSlug', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(': open\n\n');
  });
  app = server;
  return { server, inFlight, gate };
}

const as = (user: string, brand = 'brand-1') => ({ 'x-user': user, 'x-brand': brand });

describe('request fairness', () => {
  it('answers a user over its rate with 429 rate_limited and Retry-After; others go on', async () => {
    const { server } = await fairApp({ ...LIMITS, userBurst: 3 });
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push((await server.inject({ url: '/api/fast', headers: as('flooder') })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await server.inject({ url: '/api/fast', headers: as('flooder') });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests: at most 1 a second per user',
    });
    expect((await server.inject({ url: '/api/fast', headers: as('colleague') })).statusCode).toBe(200);
    // Anonymous requests are not counted here (sign-in has its own limits).
    expect((await server.inject({ url: '/api/fast' })).statusCode).toBe(200);
  });

  it('answers a brand over its rate with 429, and another brand goes on', async () => {
    const { server } = await fairApp({ ...LIMITS, brandBurst: 4 });
    const codes = [];
    for (const user of ['a', 'b', 'c', 'd', 'e']) {
      codes.push((await server.inject({ url: '/api/fast', headers: as(user) })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const refused = await server.inject({ url: '/api/fast', headers: as('f') });
    expect(refused.json().message).toBe('Too many requests: at most 1 a second per brand');
    expect((await server.inject({ url: '/api/fast', headers: as('g', 'brand-2') })).statusCode).toBe(200);
  });

  it('queues a user’s requests behind its own, refuses past the queue, and serves others at once', async () => {
    const { server, inFlight, gate } = await fairApp(LIMITS);
    const flood = [1, 2, 3].map(() => server.inject({ url: '/api/slow', headers: as('flooder') }));
    await expect.poll(() => inFlight.load('flooder')).toEqual({ running: 2, waiting: 1 });
    const overflow = await server.inject({ url: '/api/slow', headers: as('flooder') });
    expect(overflow.statusCode).toBe(429);
    expect(overflow.json().message).toBe('Too many requests at once: at most 2 run and 1 wait per user');
    expect((await server.inject({ url: '/api/fast', headers: as('admin') })).statusCode).toBe(200);
    gate.open();
    expect((await Promise.all(flood)).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(inFlight.load('flooder')).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a client that leaves while it waits, and its slot when it leaves while running', async () => {
    const { server, inFlight, gate } = await fairApp(LIMITS);
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    const leave = [new AbortController(), new AbortController(), new AbortController()];
    const requests = leave.map((controller) =>
      fetch(`${base}/api/slow`, { headers: as('leaver'), signal: controller.signal }).catch(() => null),
    );
    await expect.poll(() => inFlight.load('leaver')).toEqual({ running: 2, waiting: 1 });
    leave[2]?.abort();
    await expect.poll(() => inFlight.load('leaver')).toEqual({ running: 2, waiting: 0 });
    leave[0]?.abort();
    await expect.poll(() => inFlight.load('leaver')).toEqual({ running: 1, waiting: 0 });
    gate.open();
    await Promise.all(requests);
    await expect.poll(() => inFlight.load('leaver')).toEqual({ running: 0, waiting: 0 });
  });

  it('counts an open event stream against the rate but not as a request in flight', async () => {
    const { server, inFlight } = await fairApp({ ...LIMITS, userMaxInFlight: 1, userMaxQueued: 0 });
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    const stream = new AbortController();
    const opened = await fetch(`${base}/api/sse/brand-1`, { headers: as('agent'), signal: stream.signal });
    expect(opened.status).toBe(200);
    expect(inFlight.load('agent')).toEqual({ running: 0, waiting: 0 });
    expect((await fetch(`${base}/api/fast`, { headers: as('agent') })).status).toBe(200);
    stream.abort();
  });
});
