import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { eventSchemaFields } from './events.tables.ts';
import { ingestOk, profileIdFor, writeKeyFor } from './events-test-support.ts';
import { MAX_VALUES_PER_FIELD } from './ingest-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ValuePage = {
  items: { value: string; info: { count: number; lastSeenAt: string } }[];
  lastEvaluatedKey: string | null;
};
type FeedPage = {
  items: {
    id: string;
    eventType: string;
    eventName: string;
    properties: Record<string, unknown>;
    occurredAt: string;
  }[];
  lastEvaluatedKey: string | null;
};

function search(client: TestClient, query: Record<string, string>) {
  return client.request({
    method: 'GET',
    url: `/api/v1/autocomplete-events/search?${new URLSearchParams(query)}`,
  });
}

const PLANS = Array.from({ length: 70 }, (_, index) => `Plan ${String(index).padStart(2, '0')}`);
const FIELD_ID = 'track:order placed:plan';

async function agentWithValues() {
  const agent = await signedInAs(t, ['agent']);
  const key = await writeKeyFor(t, agent.brandId);
  await ingestOk(t, key, {
    batch: [
      ...PLANS.map((plan, index) => ({
        type: 'track',
        userId: `U-${index % 5}`,
        event: 'order placed',
        properties: { plan, amount: index },
      })),
      { type: 'track', userId: 'U-1', event: 'order placed', properties: { plan: 'Plan 07' } },
      { type: 'identify', userId: 'U-1', traits: { firstName: 'Ada', city: 'Denver' } },
    ],
  });
  return agent;
}

describe(`GET /api/v1/autocomplete-events/search on ${testEngine()}`, () => {
  it('pages through the distinct observed values, 30 at a time, with lastEvaluatedKey', async () => {
    const agent = await agentWithValues();
    const seen: string[] = [];
    let lastEvaluatedKey: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { fieldId: FIELD_ID, searchTerm: '' };
      if (lastEvaluatedKey) query.lastEvaluatedKey = lastEvaluatedKey;
      const response = await search(agent.client, query);
      expect(response.statusCode).toBe(200);
      const page: ValuePage = response.json<ValuePage>();
      expect(page.items.length).toBeLessThanOrEqual(30);
      seen.push(...page.items.map((item) => item.value));
      lastEvaluatedKey = page.lastEvaluatedKey;
      pages += 1;
    } while (lastEvaluatedKey);
    expect(pages).toBe(3);
    expect(seen).toEqual(PLANS);
    const first = (
      await search(agent.client, { fieldId: FIELD_ID, searchTerm: 'plan 07' })
    ).json<ValuePage>();
    expect(first.items).toEqual([{ value: 'Plan 07', info: { count: 2, lastSeenAt: expect.any(String) } }]);
  });

  it('finds values containing the search term, case-insensitively, and honours a smaller limit', async () => {
    const agent = await agentWithValues();
    const page = (
      await search(agent.client, { fieldId: FIELD_ID, searchTerm: 'AN 1', limit: '4' })
    ).json<ValuePage>();
    expect(page.items.map((item) => item.value)).toEqual(['Plan 10', 'Plan 11', 'Plan 12', 'Plan 13']);
    expect(page.lastEvaluatedKey).not.toBeNull();
    // Numbers are typed into a number filter, not picked: they are not learned as values.
    const numbers = await search(agent.client, { fieldId: 'track:order placed:amount', searchTerm: '6' });
    expect(numbers.statusCode).toBe(200);
    expect(numbers.json<ValuePage>().items).toEqual([]);
    const attributes = (
      await search(agent.client, { fieldId: 'identify:user_properties:city' })
    ).json<ValuePage>();
    expect(attributes.items.map((item) => item.value)).toEqual(['Denver']);
  });

  it('an unknown field is a 404; a limit over 30 or a forged key a 400; signed-out a 401', async () => {
    const agent = await agentWithValues();
    const unknown = await search(agent.client, { fieldId: 'track:nope:plan' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', field: 'fieldId' });
    // A typed contact column exists before any value was learned.
    const column = await search(agent.client, { fieldId: 'identify:user_properties:externalId' });
    expect(column.statusCode).toBe(200);
    expect((await search(agent.client, { fieldId: FIELD_ID, limit: '31' })).statusCode).toBe(400);
    const forged = await search(agent.client, { fieldId: FIELD_ID, lastEvaluatedKey: 'garbage' });
    expect(forged.json()).toMatchObject({ code: 'validation_failed', field: 'lastEvaluatedKey' });
    // A well-formed key carrying a NUL (which PostgreSQL cannot compare) is refused, not a 500.
    const withNul = Buffer.from(JSON.stringify(['a\u0000', 'b'])).toString('base64url');
    const nul = await search(agent.client, { fieldId: FIELD_ID, lastEvaluatedKey: withNul });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'validation_failed', field: 'lastEvaluatedKey' });
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/v1/autocomplete-events/search?fieldId=x`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it(`stops learning new values of a field at ${MAX_VALUES_PER_FIELD}`, async () => {
    const agent = await agentWithValues();
    const key = await writeKeyFor(t, agent.brandId);
    await t.database.db
      .update(eventSchemaFields)
      .set({ valueCount: MAX_VALUES_PER_FIELD })
      .where(and(eq(eventSchemaFields.brandId, agent.brandId), eq(eventSchemaFields.fieldId, FIELD_ID)));
    await ingestOk(t, key, {
      type: 'track',
      userId: 'U-1',
      event: 'order placed',
      properties: { plan: 'Plan ZZ' },
    });
    const page = (await search(agent.client, { fieldId: FIELD_ID, searchTerm: 'zz' })).json<ValuePage>();
    expect(page.items).toEqual([]);
  });

  it("brand B never sees brand A's values", async () => {
    await agentWithValues();
    const other = await signedInAs(t, ['agent']);
    expect((await search(other.client, { fieldId: FIELD_ID })).statusCode).toBe(404);
  });
});

describe(`GET /api/profile-feeds/profile/{profileId} on ${testEngine()}`, () => {
  it("pages the profile's events newest first; brand B gets a 404", async () => {
    const agent = await signedInAs(t, ['agent']);
    const key = await writeKeyFor(t, agent.brandId);
    const profileId = profileIdFor('feed');
    await ingestOk(t, key, {
      batch: Array.from({ length: 5 }, (_, day) => ({
        type: 'track',
        profileId,
        event: 'page viewed',
        timestamp: `2024-05-0${day + 1} 12:00:00Z`,
        properties: { url: `/day/${day + 1}` },
      })),
    });
    const url = `/api/profile-feeds/profile/${profileId}`;
    const first = await agent.client.request({ method: 'GET', url: `${url}?limit=3` });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<FeedPage>();
    // Newest first: the contact's creation (published when the batch arrived), then the views.
    expect(page1.items.map((item) => item.properties.url ?? item.eventName)).toEqual([
      'contact.created',
      '/day/5',
      '/day/4',
    ]);
    expect(page1.items[0]).toMatchObject({ eventType: 'parley_voice_event', eventName: 'contact.created' });
    expect(page1.items[1]).toMatchObject({
      eventType: 'track',
      eventName: 'page viewed',
      occurredAt: '2024-05-05T12:00:00.000Z',
    });
    const next = `${url}?limit=3&lastEvaluatedKey=${page1.lastEvaluatedKey}`;
    const page2 = (await agent.client.request({ method: 'GET', url: next })).json<FeedPage>();
    expect(page2.items.map((item) => item.properties.url)).toEqual(['/day/3', '/day/2', '/day/1']);
    expect(page2.lastEvaluatedKey).toBeNull();

    const other = await signedInAs(t, ['admin']);
    const hidden = await other.client.request({ method: 'GET', url });
    expect(hidden.statusCode).toBe(404);
    expect((await agent.client.request({ method: 'GET', url: `${url}?limit=101` })).statusCode).toBe(400);
  });
});
