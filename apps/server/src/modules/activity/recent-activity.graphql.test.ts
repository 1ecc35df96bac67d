import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestUser } from '../../test/factories.ts';
import { gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callRecordings } from '../call-recordings/call-recordings.tables.ts';
import { contacts } from '../contacts/contacts.tables.ts';
import { appendContactEvents, type NewContactEvent } from '../events/append-contact-events.ts';
import { PLATFORM_EVENT_TYPE } from '../events/record-platform-events.ts';
import { timeOrderedId } from '../events/time-ordered-id.ts';
import { seedContacts } from '../segments/segments-test-kit.ts';
import { setUserFeatureFlag } from '../users/set-user-feature-flag.ts';

// Recent activity over GraphQL (issue 15, docs/recent-activity.md): newest first, gap-free keyset
// paging, each filter, the lookback window flag, staff of the brand only, bad input named.

const ITEM = `id occurredAt type eventType channel summary recordingUrl
  contact { id profileId name phone } agent { id name }`;
const FEED = `query ($filter: RecentActivityFilter, $after: String, $limit: Int) {
  recentActivity(filter: $filter, after: $after, limit: $limit) { items { ${ITEM} } nextCursor lookbackDays } }`;

type Item = {
  id: string;
  occurredAt: string;
  type: string;
  eventType: string;
  channel: string;
  summary: string;
  recordingUrl: string | null;
  contact: { id: string; profileId: string; name: string | null; phone: string | null };
  agent: { id: string; name: string } | null;
};
type Feed = { items: Item[]; nextCursor: string | null; lookbackDays: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * MINUTE);
}

/** A brand with an admin, an agent and two contacts (Ada, Bo). */
async function brandWithContacts() {
  const admin = await signedInAs(t, ['admin']);
  const { brandId } = admin;
  const db = t.database.db;
  await seedContacts(db, brandId, [
    { firstName: 'Ada', contactPhone: '+14155550101' },
    { firstName: 'Bo', contactPhone: '+14155550102' },
  ]);
  const rows = await db
    .select({ id: contacts.id, profileId: contacts.profileId, firstName: contacts.firstName })
    .from(contacts)
    .where(eq(contacts.brandId, brandId))
    .orderBy(asc(contacts.firstName));
  const [ada, bo] = rows;
  if (!ada || !bo) throw new Error('contacts not seeded');
  const agent = await createTestUser(db, { brandId, roles: ['agent'] });
  return { admin, brandId, ada, bo, agent };
}

function event(
  contactId: string,
  eventName: string,
  occurredAt: Date,
  properties: Record<string, unknown> = {},
  eventType = PLATFORM_EVENT_TYPE,
): NewContactEvent {
  return { id: timeOrderedId(), contactId, eventType, eventName, properties, occurredAt };
}

async function store(brandId: string, events: NewContactEvent[]) {
  await appendContactEvents(t.database.db, { brandId, events, receivedAt: new Date() });
}

function feed(client: Parameters<typeof gqlField>[0], variables: Record<string, unknown> = {}) {
  return gqlField<Feed>(client, FEED, 'recentActivity', variables);
}

describe(`recentActivity on ${testEngine()}`, () => {
  it('lists what happened newest first, each item with its contact, agent, channel and summary', async () => {
    const { admin, brandId, ada, bo, agent } = await brandWithContacts();
    await store(brandId, [
      event(ada.id, 'call.completed', minutesAgo(30), {
        callSid: 'CA1',
        direction: 'inbound',
        status: 'completed',
        durationSeconds: 192,
        taskSid: 'WT-recorded',
      }),
      event(bo.id, 'sms.received', minutesAgo(10), {
        body: `Hello ${'x'.repeat(200)}`,
        from: '+14155550102',
      }),
      event(ada.id, 'sms.sent', minutesAgo(5), { body: 'On my way', userId: agent.id }),
      event(bo.id, 'order placed', minutesAgo(1), { amount: 9 }, 'track'),
      event(bo.id, 'identify', minutesAgo(2), { firstName: 'Bo' }, 'identify'),
    ]);
    await t.database.db.insert(callRecordings).values({
      brandId,
      conferenceSid: 'CF1',
      taskSid: 'WT-recorded',
      userId: agent.id,
      mimeType: 'audio/webm',
      sizeBytes: 3,
      durationMs: 1000,
      startedAt: minutesAgo(31),
      audio: new Uint8Array([1, 2, 3]),
    });

    const page = await feed(admin.client);
    expect(page.lookbackDays).toBe(2);
    expect(page.nextCursor).toBeNull();
    // The identify call is not activity.
    expect(page.items.map((item) => item.type)).toEqual([
      'order placed',
      'sms.sent',
      'sms.received',
      'call.completed',
    ]);
    const [order, sent, received, call] = page.items;
    expect(order).toMatchObject({
      channel: 'custom',
      eventType: 'track',
      summary: 'Order placed',
      agent: null,
    });
    expect(sent).toMatchObject({
      channel: 'sms',
      summary: 'Text sent: On my way',
      agent: { id: agent.id, name: 'Test User' },
      contact: { id: ada.id, profileId: ada.profileId, name: 'Ada Test', phone: '+14155550101' },
    });
    expect(received?.summary).toBe(`Text received: Hello ${'x'.repeat(133)}…`);
    expect(received?.summary).toHaveLength('Text received: '.length + 140);
    expect(call).toMatchObject({
      channel: 'call',
      summary: 'Call completed · 3 min 12 s · answered',
      recordingUrl: expect.stringMatching(/^\/api\/.+/),
    });
  });

  it('pages without gaps or repeats, events sharing a millisecond included', async () => {
    const { admin, brandId, ada, bo } = await brandWithContacts();
    const shared = minutesAgo(60);
    const events = Array.from({ length: 47 }, (_, index) =>
      event(index % 2 ? ada.id : bo.id, 'task.created', index % 5 === 0 ? shared : minutesAgo(index), {
        channel: 'voice',
      }),
    );
    await store(brandId, events);
    const seen: Item[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Feed = await feed(admin.client, { limit: 7, after });
      seen.push(...page.items);
      after = page.nextCursor;
      pages += 1;
    } while (after && pages < 20);
    expect(pages).toBe(7);
    expect(new Set(seen.map((item) => item.id)).size).toBe(47);
    const expected = [...events]
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((item) => item.id);
    expect(seen.map((item) => item.id)).toEqual(expected);
    // An event arriving between pages does not shift the pages after it.
    const first = await feed(admin.client, { limit: 10 });
    await store(brandId, [event(ada.id, 'task.created', new Date(), { channel: 'sms' })]);
    const second = await feed(admin.client, { limit: 10, after: first.nextCursor });
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(10, 20));
  });

  it('filters by contact, profile id, agent, channel and type', async () => {
    const { admin, brandId, ada, bo, agent } = await brandWithContacts();
    const journeyId = '00000000-0000-7000-8000-000000000001';
    const campaignId = '00000000-0000-7000-8000-000000000002';
    await store(brandId, [
      event(ada.id, 'call.completed', minutesAgo(9), { status: 'no-answer', durationSeconds: 0 }),
      event(ada.id, 'sms.sent', minutesAgo(8), { body: 'Agent text', userId: agent.id }),
      event(bo.id, 'sms.sent', minutesAgo(7), { body: 'Journey text', journeyId }),
      event(bo.id, 'sms.sent', minutesAgo(6), { body: 'Campaign text', campaignId }),
      event(bo.id, 'task.completed', minutesAgo(5), {
        channel: 'voice',
        disposition: 'Sale',
        userId: agent.id,
      }),
      event(ada.id, 'page', minutesAgo(4), { name: 'Pricing' }, 'page'),
      event(bo.id, 'contact.created', minutesAgo(3), { source: 'sms' }),
    ]);
    const types = async (filter: Record<string, unknown>) =>
      (await feed(admin.client, { filter })).items.map((item) => `${item.type}:${item.channel}`);

    expect(await types({ contactId: ada.id })).toEqual([
      'page:custom',
      'sms.sent:sms',
      'call.completed:call',
    ]);
    expect(await types({ profileId: bo.profileId })).toEqual([
      'contact.created:contact',
      'task.completed:task',
      'sms.sent:campaign',
      'sms.sent:journey',
    ]);
    expect(await types({ profileId: 'prNoSuchProfile000000000' })).toEqual([]);
    expect(await types({ agentId: agent.id })).toEqual(['task.completed:task', 'sms.sent:sms']);
    expect(await types({ channel: 'sms' })).toEqual(['sms.sent:sms']);
    expect(await types({ channel: 'journey' })).toEqual(['sms.sent:journey']);
    expect(await types({ channel: 'campaign' })).toEqual(['sms.sent:campaign']);
    expect(await types({ channel: 'custom' })).toEqual(['page:custom']);
    expect(await types({ channel: 'segment' })).toEqual([]);
    expect(await types({ type: 'sms.sent' })).toEqual([
      'sms.sent:campaign',
      'sms.sent:journey',
      'sms.sent:sms',
    ]);
    expect(await types({ type: 'sms.sent', contactId: bo.id, channel: 'journey' })).toEqual([
      'sms.sent:journey',
    ]);

    const summaries = (await feed(admin.client, { filter: { contactId: bo.id } })).items.map(
      (item) => item.summary,
    );
    expect(summaries).toEqual([
      'Contact created · sms',
      'Task completed · voice · Sale',
      // The journey and campaign were deleted (never existed here): named as such.
      'Campaign a deleted campaign · Text sent: Campaign text',
      'Journey a deleted journey · Text sent: Journey text',
    ]);
    expect((await feed(admin.client, { filter: { channel: 'call' } })).items[0]?.summary).toBe(
      'Call ended · no answer',
    );
  });

  it('splits events into channels: each channel filter returns exactly the items shown with that channel', async () => {
    const { admin, brandId, ada } = await brandWithContacts();
    const journeyId = '00000000-0000-7000-8000-000000000003';
    const campaignId = '00000000-0000-7000-8000-000000000004';
    const names = ['call.placed', 'sms.failed', 'email.received', 'voicemail.completed', 'task.created'];
    const stored: NewContactEvent[] = [];
    for (const [index, name] of [
      ...names,
      'contact.subscribed',
      'journey.entered',
      'segment.joined',
      'odd.name',
    ].entries()) {
      stored.push(event(ada.id, name, minutesAgo(index + 1)));
      stored.push(event(ada.id, name, minutesAgo(index + 1), { journeyId }));
      stored.push(event(ada.id, name, minutesAgo(index + 1), { campaignId, journeyId }));
    }
    stored.push(event(ada.id, 'call.completed', minutesAgo(20), { campaignId }, 'track'));
    stored.push(event(ada.id, 'page', minutesAgo(21), {}, 'page'));
    await store(brandId, stored);
    const all = (await feed(admin.client, { limit: 100 })).items;
    expect(all).toHaveLength(stored.length);
    const channels = [
      'call',
      'sms',
      'email',
      'voicemail',
      'journey',
      'segment',
      'campaign',
      'task',
      'contact',
      'custom',
    ];
    let total = 0;
    for (const channel of channels) {
      const items = (await feed(admin.client, { filter: { channel }, limit: 100 })).items;
      expect(items.length, channel).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.channel)), channel).toEqual(new Set([channel]));
      expect(items.map((item) => item.id)).toEqual(
        all.filter((item) => item.channel === channel).map((item) => item.id),
      );
      total += items.length;
    }
    expect(total).toBe(all.length);
  });

  it('reads only the lookback window of the caller’s flag', async () => {
    const { admin, brandId, ada } = await brandWithContacts();
    await store(brandId, [
      event(ada.id, 'sms.received', minutesAgo(60 * 24 * 3), { body: 'three days ago' }),
      event(ada.id, 'sms.received', minutesAgo(60 * 24 * 1), { body: 'yesterday' }),
      event(ada.id, 'sms.received', new Date(Date.now() + 60 * MINUTE), { body: 'in the future' }),
    ]);
    const bodies = async () => (await feed(admin.client)).items.map((item) => item.summary);
    expect(await bodies()).toEqual(['Text received: yesterday']);
    await setUserFeatureFlag(t.database.db, {
      brandId,
      userId: admin.user.id,
      key: 'recentActivityLookbackWindow',
      value: 5,
    });
    expect(await bodies()).toEqual(['Text received: yesterday', 'Text received: three days ago']);
    expect((await feed(admin.client)).lookbackDays).toBe(5);
  });

  it('is for admins and supervisors of the brand: agents get 403, another brand sees none of it', async () => {
    const { admin, brandId, ada } = await brandWithContacts();
    await store(brandId, [event(ada.id, 'sms.received', minutesAgo(1), { body: 'brand A only' })]);
    const supervisor = await signedInAs(t, ['supervisor'], brandId);
    expect((await feed(supervisor.client)).items).toHaveLength(1);
    const agent = await signedInAs(t, ['agent'], brandId);
    expect(await gqlError(agent.client, FEED)).toMatchObject({ code: 'forbidden', status: 403 });
    const other = await signedInAs(t, ['admin']);
    expect((await feed(other.client)).items).toEqual([]);
    expect((await feed(other.client, { filter: { contactId: ada.id } })).items).toEqual([]);
    expect((await feed(admin.client)).items).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { admin } = await brandWithContacts();
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ filter: { channel: 'fax' } }, 'filter.channel'],
      [{ after: 'not-a-cursor' }, 'after'],
      [{ after: Buffer.from('["yesterday","x"]').toString('base64url') }, 'after'],
      [{ filter: { contactId: 'abc' } }, 'filter.contactId'],
      [{ filter: { agentId: 'abc' } }, 'filter.agentId'],
      [{ filter: { type: '' } }, 'filter.type'],
    ];
    for (const [variables, field] of cases) {
      expect(await gqlError(admin.client, FEED, variables), JSON.stringify(variables)).toMatchObject({
        field,
        status: 400,
      });
    }
  });
});
