import { type JourneyDefinition, journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstNameGroup } from '../../../test/condition-factories.ts';
import { createTestBrand } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedContact } from '../../contacts/contact-search-test-kit.ts';
import { ingestOk, writeKeyFor } from '../../events/events-test-support.ts';
import { engineRows } from './engine-sql.ts';
import { customTrigger, delayMinutesNode, edge, insertJourneyRows, node } from './engine-test-kit.ts';
import { startJourneyTestRun } from './start-test-run.ts';

// The engine in the running app: a track event through the real ingest endpoint enters a live
// journey, the app's job runner takes the contact through it; a test run of the draft runs with
// its delays shortened.

let t: TestApp;
let brandId: string;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  brandId = (await createTestBrand(t.database.db)).id;
  key = await writeKeyFor(t, brandId);
});
afterAll(async () => {
  await t?.close();
});

function insertJourney(definition: JourneyDefinition, live: boolean): Promise<string> {
  return insertJourneyRows(t.database.db, { brandId, definition, name: 'E2E', live });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const runStates = (journeyId: string) =>
  engineRows<{ state: string; contact_id: string; test: boolean }>(
    t.database.db,
    sql`select state, contact_id, test from journey_runs where journey_id = ${journeyId} order by entered_at`,
  );

describe('the engine in the app', () => {
  it('a track event through /api/proxy/ingest enters the journey: conditional → sms or custom task', async () => {
    const definition = journeyDefinitionSchema.parse({
      nodes: [
        customTrigger('trial_started'),
        node('vip', 'conditional', { conditions: { joinType: 'all', groups: [firstNameGroup('Vera')] } }),
        node('text', 'sms', {
          fromNumber: null,
          body: 'Welcome {{ contact.firstName }} to {{ event.plan }}',
        }),
        node('task', 'customTask', {
          title: 'Greet {{ contact.firstName }}',
          description: '',
          attributes: [],
        }),
      ],
      edges: [edge('trigger', 'vip'), edge('vip', 'text', 'true'), edge('vip', 'task', 'false')],
    });
    const journeyId = await insertJourney(definition, true);
    const vera = await seedContact(t.database.db, {
      brandId,
      firstName: 'Vera',
      phone: '+15551230001',
      optIn: true,
    });
    const otto = await seedContact(t.database.db, {
      brandId,
      firstName: 'Otto',
      phone: '+15551230002',
      optIn: true,
    });
    await ingestOk(t, key, {
      batch: [
        { type: 'track', profileId: vera.profileId, event: 'trial_started', properties: { plan: 'Pro' } },
        { type: 'track', profileId: otto.profileId, event: 'trial_started', properties: { plan: 'Pro' } },
        { type: 'track', profileId: otto.profileId, event: 'page_seen' },
      ],
    });
    const runs = await until(
      () => runStates(journeyId),
      (rows) => rows.length === 2 && rows.every((row) => row.state === 'completed'),
    );
    expect(runs.map((run) => run.state)).toEqual(['completed', 'completed']);
    const texts = await engineRows<{ body: string; to_number: string }>(
      t.database.db,
      sql`select body, to_number from simulator_sms where brand_id = ${brandId} and direction = 'outbound'`,
    );
    expect(texts).toEqual([{ body: 'Welcome Vera to Pro', to_number: '+15551230001' }]);
    const tasks = await engineRows<{ title: string }>(
      t.database.db,
      sql`select attributes->>'title' as title from tasks where brand_id = ${brandId} and attributes->>'journeyId' = ${journeyId}`,
    );
    expect(tasks).toEqual([{ title: 'Greet Otto' }]);
  });

  it('a test run of the draft runs with delays shortened, flagged test, whatever the entry rule', async () => {
    const definition = journeyDefinitionSchema.parse({
      nodes: [
        customTrigger('never_sent'),
        delayMinutesNode('wait', 1),
        node('set', 'updateContact', {
          updates: [{ propertyName: 'firstName', action: 'set', value: 'Tested' }],
        }),
      ],
      edges: [edge('trigger', 'wait'), edge('wait', 'set')],
    });
    const journeyId = await insertJourney(definition, false);
    const contact = await seedContact(t.database.db, { brandId, firstName: 'Tara' });
    const started = Date.now();
    const first = await startJourneyTestRun(t.database.db, {
      brandId,
      journeyId,
      contactId: contact.id,
      useDraft: true,
    });
    await startJourneyTestRun(t.database.db, { brandId, journeyId, contactId: contact.id, useDraft: true });
    const runs = await until(
      () => runStates(journeyId),
      (rows) => rows.length === 2 && rows.every((row) => row.state === 'completed'),
    );
    expect(runs.map((run) => [run.state, run.test])).toEqual([
      ['completed', true],
      ['completed', true],
    ]);
    // One minute divided by 60: about a second, not a minute.
    expect(Date.now() - started).toBeLessThan(20_000);
    const [row] = await engineRows<{ first_name: string }>(
      t.database.db,
      sql`select first_name from contacts where id = ${contact.id}`,
    );
    expect(row?.first_name).toBe('Tested');
    const [step] = await engineRows<{ version: number }>(
      t.database.db,
      sql`select version from journey_steps where run_id = ${first.runId} and node_id = 'set'`,
    );
    expect(step?.version).toBe(0);
  });
});
