import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contacts } from '../contacts/contacts.tables.ts';
import { appendContactEvents, type NewContactEvent } from '../events/append-contact-events.ts';
import { PLATFORM_EVENT_TYPE } from '../events/record-platform-events.ts';
import { timeOrderedId } from '../events/time-ordered-id.ts';
import { seedContacts } from '../segments/segments-test-kit.ts';

// One contact's timeline over GraphQL (issue 17, docs/recent-activity.md "Contact timeline"): all
// time, newest first, gap-free keyset paging, every role of the brand, another brand's contact not
// found.

const TIMELINE = `query ($profileId: String!, $after: String, $limit: Int) {
  contactTimeline(profileId: $profileId, after: $after, limit: $limit) {
    items { id occurredAt type channel summary properties contact { id profileId } } nextCursor contactId } }`;

type Timeline = {
  items: {
    id: string;
    occurredAt: string;
    type: string;
    channel: string;
    summary: string;
    properties: Record<string, unknown> | null;
  }[];
  nextCursor: string | null;
  contactId: string;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY);
}

function event(contactId: string, eventName: string, occurredAt: Date, eventType = PLATFORM_EVENT_TYPE) {
  const stored: NewContactEvent = {
    id: timeOrderedId(),
    contactId,
    eventType,
    eventName,
    properties: { body: eventName },
    occurredAt,
  };
  return stored;
}

/** A brand with an admin and two contacts (Ada, Bo). */
async function brandWithContacts() {
  const admin = await signedInAs(t, ['admin']);
  const { brandId } = admin;
  const db = t.database.db;
  await seedContacts(db, brandId, [
    { firstName: 'Ada', contactPhone: '+14155550201' },
    { firstName: 'Bo', contactPhone: '+14155550202' },
  ]);
  const [ada, bo] = await db
    .select({ id: contacts.id, profileId: contacts.profileId })
    .from(contacts)
    .where(eq(contacts.brandId, brandId))
    .orderBy(asc(contacts.firstName));
  if (!ada || !bo) throw new Error('contacts not seeded');
  return { admin, brandId, ada, bo };
}

async function store(brandId: string, events: NewContactEvent[]) {
  await appendContactEvents(t.database.db, { brandId, events, receivedAt: new Date() });
}

function timeline(client: Parameters<typeof gqlField>[0], variables: Record<string, unknown>) {
  return gqlField<Timeline>(client, TIMELINE, 'contactTimeline', variables);
}

describe(`contactTimeline on ${testEngine()}`, () => {
  it('lists one contact’s events of all time newest first, beyond the lookback window', async () => {
    const { admin, brandId, ada, bo } = await brandWithContacts();
    await store(brandId, [
      event(ada.id, 'sms.received', daysAgo(400)),
      event(ada.id, 'call.completed', daysAgo(30)),
      event(bo.id, 'sms.received', daysAgo(1)),
      event(ada.id, 'sms.sent', daysAgo(0.01)),
      event(ada.id, 'identify', daysAgo(0.02), 'identify'),
      event(ada.id, 'order placed', daysAgo(3), 'track'),
    ]);
    const page = await timeline(admin.client, { profileId: ada.profileId });
    expect(page.contactId).toBe(ada.id);
    expect(page.nextCursor).toBeNull();
    // The recent-activity feed's 2-day window does not apply; identify calls are not activity.
    expect(page.items.map((item) => `${item.type}:${item.channel}`)).toEqual([
      'sms.sent:sms',
      'order placed:custom',
      'call.completed:call',
      'sms.received:sms',
    ]);
    expect(page.items[0]).toMatchObject({ summary: 'Text sent: sms.sent', properties: null });
    // An ingested event by its label, with its own properties for the profile to show.
    expect(page.items[1]).toMatchObject({ summary: 'Order placed', properties: { body: 'order placed' } });
    // The feed, for comparison, reads two days.
    const feed = await gqlField<{ items: unknown[] }>(
      admin.client,
      'query ($filter: RecentActivityFilter) { recentActivity(filter: $filter) { items { id } } }',
      'recentActivity',
      { filter: { profileId: ada.profileId } },
    );
    expect(feed.items).toHaveLength(1);
  });

  it('pages without gaps or repeats', async () => {
    const { admin, brandId, ada } = await brandWithContacts();
    const shared = daysAgo(10);
    const events = Array.from({ length: 23 }, (_, index) =>
      event(ada.id, 'task.created', index % 4 === 0 ? shared : daysAgo(index * 7)),
    );
    await store(brandId, events);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Timeline = await timeline(admin.client, { profileId: ada.profileId, limit: 5, after });
      seen.push(...page.items.map((item) => item.id));
      after = page.nextCursor;
      pages += 1;
    } while (after && pages < 10);
    expect(pages).toBe(5);
    const expected = [...events]
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((item) => item.id);
    expect(seen).toEqual(expected);
  });

  it('is for every role of the brand; another brand’s contact is not found', async () => {
    const { admin, brandId, ada } = await brandWithContacts();
    await store(brandId, [event(ada.id, 'sms.received', daysAgo(1))]);
    const agent = await signedInAs(t, ['agent'], brandId);
    const supervisor = await signedInAs(t, ['supervisor'], brandId);
    for (const user of [admin, agent, supervisor])
      expect((await timeline(user.client, { profileId: ada.profileId })).items).toHaveLength(1);
    const other = await signedInAs(t, ['admin']);
    expect(await gqlError(other.client, TIMELINE, { profileId: ada.profileId })).toMatchObject({
      code: 'not_found',
    });
    expect(await gqlError(admin.client, TIMELINE, { profileId: 'prNoSuchProfile000000000' })).toMatchObject({
      code: 'not_found',
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { admin, ada } = await brandWithContacts();
    const cases: [Record<string, unknown>, string][] = [
      [{ profileId: ada.profileId, limit: 0 }, 'limit'],
      [{ profileId: ada.profileId, limit: 101 }, 'limit'],
      [{ profileId: ada.profileId, after: 'not-a-cursor' }, 'after'],
      [{ profileId: ' ' }, 'profileId'],
    ];
    for (const [variables, field] of cases)
      expect(await gqlError(admin.client, TIMELINE, variables), JSON.stringify(variables)).toMatchObject({
        field,
        status: 400,
      });
  });
});
