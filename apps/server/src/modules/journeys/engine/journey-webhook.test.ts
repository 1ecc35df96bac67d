import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineRows } from './engine-sql.ts';
import {
  addContact,
  customTrigger,
  drain,
  edge,
  liveJourney,
  node,
  runsOf,
  stepsOf,
  track,
  useEngineWorld,
} from './engine-test-kit.ts';
import { deliverDueOutbox } from './outbox-delivery.ts';
import { refusedWebhookHost } from './webhook-address.ts';
import { brandWebhookSecret } from './webhook-signing.ts';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

const world = useEngineWorld();
let server: Server;
let baseUrl: string;
const received: Received[] = [];
/** Status codes the receiver answers with, in order (then 200). */
const answers: number[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Delivers until nothing is due, the clock moved past every retry. */
async function deliverAll() {
  for (let round = 0; round < 20; round += 1) {
    const due = await deliverDueOutbox(world.deps, new Date(Date.now() + 60_000));
    if (due === 0) return;
  }
}

describe('webhook', () => {
  it('queues a rendered call in the outbox with the step, then delivers it signed, retrying 5xx', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [
        customTrigger('hooked'),
        node('hook', 'webhook', {
          url: `${baseUrl}/hook?name={{ contact.firstName }}`,
          method: 'POST',
          headers: [{ name: 'X-Order', value: '{{ event.orderId }}' }],
          body: '{"order": "{{ event.orderId }}", "note": "{{ event.note }}"}',
          maxAttempts: 3,
        }),
      ],
      edges: [edge('trigger', 'hook')],
    });
    const contact = await addContact(world, { firstName: 'Ann Lee' });
    await track(world, contact.profileId, 'hooked', { orderId: 'O-7', note: 'say "hi"' });
    await drain(world);
    const [run] = await runsOf(world, journeyId);
    expect(run?.state).toBe('completed');
    const hookStep = (await stepsOf(world, run?.id ?? '')).find((step) => step.node_id === 'hook');
    expect(hookStep?.status).toBe('completed');

    answers.push(503);
    await deliverAll();
    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(second?.url).toBe('/hook?name=Ann%20Lee');
    expect(JSON.parse(second?.body ?? '')).toEqual({ order: 'O-7', note: 'say "hi"' });
    expect(second?.headers['x-order']).toBe('O-7');
    expect(second?.headers['idempotency-key']).toBe(`${run?.id}:hook`);
    expect(first?.headers['idempotency-key']).toBe(second?.headers['idempotency-key']);
    const signature = String(second?.headers['x-parley-signature']);
    const t = /t=(\d+)/.exec(signature)?.[1];
    const secret = await brandWebhookSecret(world.db, world.brandId);
    const expected = createHmac('sha256', secret).update(`${t}.${second?.body}`).digest('hex');
    expect(signature).toBe(`t=${t},v1=${expected}`);

    const deliveries = await engineRows<{ attempt: number; status_code: number; error: string | null }>(
      world.db,
      sql`select attempt, status_code, error from journey_webhook_deliveries where brand_id = ${world.brandId} order by attempt`,
    );
    expect(deliveries).toEqual([
      { attempt: 1, status_code: 503, error: 'HTTP 503' },
      { attempt: 2, status_code: 200, error: null },
    ]);
    const [outbox] = await engineRows<{ state: string; attempts: number }>(
      world.db,
      sql`select state, attempts from journey_outbox where brand_id = ${world.brandId}`,
    );
    expect(outbox).toEqual({ state: 'delivered', attempts: 2 });
  });

  it('a 4xx fails at once; 5xx stop after maxAttempts', async () => {
    received.length = 0;
    const { journeyId } = await liveJourney(world, {
      nodes: [
        customTrigger('hooked_bad'),
        node('hook', 'webhook', {
          url: `${baseUrl}/bad`,
          method: 'PUT',
          headers: [],
          body: '{}',
          maxAttempts: 2,
        }),
      ],
      edges: [edge('trigger', 'hook')],
      settings: { entryRule: 'everyTime' },
    });
    const contact = await addContact(world);
    answers.push(404);
    await track(world, contact.profileId, 'hooked_bad');
    await drain(world);
    await deliverAll();
    answers.push(500, 500, 500);
    await track(world, contact.profileId, 'hooked_bad');
    await drain(world);
    await deliverAll();
    answers.length = 0;
    expect(received).toHaveLength(3);
    const states = await engineRows<{ state: string; attempts: number }>(
      world.db,
      sql`select o.state, o.attempts from journey_outbox o join journey_runs r on r.id = o.run_id
        where r.journey_id = ${journeyId} order by o.id`,
    );
    expect(states).toEqual([
      { state: 'failed', attempts: 1 },
      { state: 'failed', attempts: 2 },
    ]);
  });

  it('refuses private, loopback and link-local addresses unless allowed', async () => {
    for (const host of [
      'http://127.0.0.1/',
      'http://10.1.2.3/',
      'http://169.254.169.254/',
      'http://[::1]/',
      'http://192.168.0.1/',
    ])
      expect(await refusedWebhookHost(new URL(host), false)).toMatch(/^Refused/);
    expect(await refusedWebhookHost(new URL('http://8.8.8.8/'), false)).toBeNull();
    expect(await refusedWebhookHost(new URL('http://127.0.0.1/'), true)).toBeNull();
  });
});
