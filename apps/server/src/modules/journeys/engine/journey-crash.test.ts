import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations } from '../../../platform/db/database.ts';
import { testEngine } from '../../../platform/db/test-database.ts';
import { createTestBrand } from '../../../test/factories.ts';
import { useRestartableDatabase } from '../../../test/restartable-server.ts';
import { CRASH_TEST_TIMEOUT_MS, spawnServer } from '../../../test/server-process.ts';
import { seedContact } from '../../contacts/contact-search-test-kit.ts';
import { createWriteKey } from '../../events/create-write-key.ts';
import { engineRows } from './engine-sql.ts';
import { customTrigger, edge, node } from './engine-test-kit.ts';

// kill -9 of the server mid-journey (issue 13, docs/journeys.md "Durability"): contacts wait at
// delays and webhooks are being delivered when the server dies. After a restart every contact ends
// exactly once per node, no effect is queued twice (one outbox row per webhook step), and every
// webhook reaches the receiver with the step's Idempotency-Key.

const location = useRestartableDatabase('journey_crash');
const CONTACTS = 30;
/** Delays of a minute last two seconds (config JOURNEY_DELAY_SCALE). */
const SERVER_ENV = {
  JOURNEY_DELAY_SCALE: '30',
  JOURNEY_WEBHOOKS_ALLOW_PRIVATE: '1',
  JOURNEY_WEBHOOK_RETRY_BASE_MS: '200',
  // A delivery the crash cut is leased for this + 5 s before it is sent again.
  JOURNEY_WEBHOOK_TIMEOUT_MS: '1000',
};
const NODES = ['trigger', 'wait1', 'hook', 'wait2', 'set'];

let receiver: Server;
let receiverUrl: string;
const keysReceived: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      keysReceived.push(String(request.headers['idempotency-key']));
      // Slow answers: some deliveries are in flight when the server dies.
      setTimeout(() => response.end('ok'), 300);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function seed() {
  const database = await openDatabase({ ...location(), poolSize: 2 });
  await runMigrations(database);
  const { db } = database;
  const brand = await createTestBrand(db);
  const key = (await createWriteKey(db, { brandId: brand.id, name: 'crash' })).key;
  const definition = journeyDefinitionSchema.parse({
    nodes: [
      customTrigger('crash_go'),
      node('wait1', 'delay', { mode: 'duration', duration: { amount: 1, unit: 'minutes' } }),
      node('hook', 'webhook', {
        url: receiverUrl,
        method: 'POST',
        headers: [],
        body: '{"profile": "{{ contact.profileId }}"}',
      }),
      node('wait2', 'delay', { mode: 'duration', duration: { amount: 1, unit: 'minutes' } }),
      node('set', 'updateContact', { updates: [{ propertyName: 'stage', action: 'set', value: 'done' }] }),
    ],
    edges: [edge('trigger', 'wait1'), edge('wait1', 'hook'), edge('hook', 'wait2'), edge('wait2', 'set')],
  });
  const journeyId = randomUUID();
  await db.execute(sql`insert into journeys (brand_id, id, friendly_id, name, state, live_version, draft, trigger_type)
    values (${brand.id}, ${journeyId}, ${`j-${randomBytes(4).toString('hex')}`}, 'Crash', 'live', 1, ${JSON.stringify(definition)}::jsonb, 'custom')`);
  await db.execute(sql`insert into journey_versions (brand_id, journey_id, version, definition)
    values (${brand.id}, ${journeyId}, 1, ${JSON.stringify(definition)}::jsonb)`);
  const profileIds: string[] = [];
  for (let index = 0; index < CONTACTS; index += 1)
    profileIds.push((await seedContact(db, { brandId: brand.id, firstName: `C${index}` })).profileId);
  await database.close();
  return { brandId: brand.id, journeyId, key, profileIds };
}

async function ingest(url: string, key: string, profileIds: string[]) {
  const response = await fetch(`${url}/api/proxy/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      batch: profileIds.map((profileId) => ({ type: 'track', profileId, event: 'crash_go' })),
    }),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function inspect(brandId: string, journeyId: string) {
  const database = await openDatabase({ ...location(), poolSize: 2 });
  try {
    const runs = await engineRows<{ id: string; state: string }>(
      database.db,
      sql`select id, state from journey_runs where brand_id = ${brandId} and journey_id = ${journeyId}`,
    );
    const steps = await engineRows<{ run_id: string; node_id: string; status: string }>(
      database.db,
      sql`select run_id, node_id, status from journey_steps where brand_id = ${brandId} and journey_id = ${journeyId}`,
    );
    const outbox = await engineRows<{ run_id: string; idempotency_key: string; state: string }>(
      database.db,
      sql`select run_id, idempotency_key, state from journey_outbox where brand_id = ${brandId}`,
    );
    const jobs = await engineRows(database.db, sql`select key from journey_jobs where brand_id = ${brandId}`);
    return { runs, steps, outbox, jobs };
  } finally {
    await database.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`kill -9 mid-journey on ${testEngine()}`, () => {
  it(
    'every contact ends exactly once per node, no effect is queued twice, every webhook is delivered',
    async () => {
      const { brandId, journeyId, key, profileIds } = await seed();
      let server = await spawnServer(location(), SERVER_ENV);
      // Contacts enter in three waves, so the crash finds them at different nodes.
      const waves = [profileIds.slice(0, 10), profileIds.slice(10, 20), profileIds.slice(20)];
      for (const wave of waves) {
        await ingest(server.url, key, wave);
        await sleep(1_200);
      }
      // Wave one is past its first delay (webhooks going out), the others wait at wait1.
      await server.kill9();
      const deliveredBeforeCrash = new Set(keysReceived).size;
      expect(deliveredBeforeCrash).toBeLessThan(CONTACTS);

      // Restart until every run is over and every webhook delivered (on PGlite the database can be
      // read only with no server on it). A delivery the crash cut waits for its lease (6 s) to end.
      let state = await inspect(brandId, journeyId);
      const unfinished = () =>
        state.runs.some((run) => run.state === 'active') ||
        state.outbox.some((row) => row.state !== 'delivered');
      for (let round = 0; round < 8 && unfinished(); round += 1) {
        server = await spawnServer(location(), SERVER_ENV);
        // Every webhook out (the receiver saw each key), then the last delay (2 s) and its step.
        const deadline = Date.now() + 60_000;
        while (new Set(keysReceived).size < CONTACTS && Date.now() < deadline) await sleep(100);
        await sleep(3_000);
        await server.stop();
        state = await inspect(brandId, journeyId);
      }
      const { runs, steps, outbox, jobs } = state;
      // No contact lost, none entered twice.
      expect(runs).toHaveLength(CONTACTS);
      expect(runs.every((run) => run.state === 'completed')).toBe(true);
      // Exactly once per node: every run has its five steps, each completed, none twice.
      for (const run of runs) {
        const own = steps.filter((step) => step.run_id === run.id);
        expect(own.map((step) => step.node_id).sort()).toEqual([...NODES].sort());
        expect(own.every((step) => step.status === 'completed')).toBe(true);
      }
      // One outbox row per webhook step, each delivered; the wire saw every key (a repeat only for
      // a delivery the crash cut, with the same key).
      expect(outbox).toHaveLength(CONTACTS);
      expect(new Set(outbox.map((row) => row.run_id)).size).toBe(CONTACTS);
      expect(outbox.every((row) => row.state === 'delivered')).toBe(true);
      expect(new Set(keysReceived)).toEqual(new Set(outbox.map((row) => row.idempotency_key)));
      expect(jobs).toHaveLength(0);
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
