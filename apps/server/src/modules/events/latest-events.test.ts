import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contacts } from '../contacts/contacts.tables.ts';
import { mergeContacts } from '../contacts/merge-contacts.ts';
import { rebuildLatestEvents } from './append-contact-events.ts';
import { contactEventLatest } from './events.tables.ts';
import { ingestOk, profileIdFor, writeKeyFor } from './events-test-support.ts';

// contact_event_latest, the summary lastEventOnly and did / never did read (docs/conditions-sql.md
// "The latest-event summary"): what ingestion keeps batch by batch must equal a rebuild from the events.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function summaryOf(brandId: string) {
  const rows = await t.database.db
    .select()
    .from(contactEventLatest)
    .where(eq(contactEventLatest.brandId, brandId))
    .orderBy(asc(contactEventLatest.contactId), asc(contactEventLatest.eventName));
  // One tied event's properties are kept, whichever: compare them only where there is no tie.
  return rows.map((row) => ({
    ...row,
    latestAt: row.latestAt.toISOString(),
    properties: row.latestCount === 1 ? row.properties : 'tied',
  }));
}

const track = (userId: string, event: string, timestamp: string, n: number) => ({
  type: 'track',
  userId,
  event,
  properties: { n },
  timestamp,
});

describe(`the latest-event summary on ${testEngine()}`, () => {
  it('batches in any order, ties and older events: what ingestion keeps equals a rebuild', async () => {
    const brand = await createTestBrand(t.database.db);
    const key = await writeKeyFor(t, brand.id);
    await ingestOk(t, key, {
      batch: [
        track('a', 'purchase', '2026-01-05T10:00:00.000Z', 1),
        track('a', 'purchase', '2026-01-03T10:00:00.000Z', 2),
        track('b', 'purchase', '2026-01-04T10:00:00.000Z', 3),
      ],
    });
    // Later batches: a newer event replaces, an older one is ignored, an equal millisecond ties.
    await ingestOk(t, key, { batch: [track('a', 'purchase', '2026-01-06T10:00:00.000Z', 4)] });
    await ingestOk(t, key, { batch: [track('a', 'purchase', '2026-01-01T10:00:00.000Z', 5)] });
    await ingestOk(t, key, {
      batch: [
        track('b', 'purchase', '2026-01-04T10:00:00.000Z', 6),
        track('b', 'page_viewed', '2026-01-04T10:00:00.000Z', 7),
      ],
    });
    await ingestOk(t, key, { batch: [track('b', 'purchase', '2026-01-04T10:00:00.000Z', 8)] });

    const kept = await summaryOf(brand.id);
    expect(
      kept.map(({ latestAt, latestCount, properties, eventName }) => ({
        eventName,
        latestAt,
        latestCount,
        properties,
      })),
    ).toEqual(
      expect.arrayContaining([
        { eventName: 'purchase', latestAt: '2026-01-06T10:00:00.000Z', latestCount: 1, properties: { n: 4 } },
        { eventName: 'purchase', latestAt: '2026-01-04T10:00:00.000Z', latestCount: 3, properties: 'tied' },
        {
          eventName: 'page_viewed',
          latestAt: '2026-01-04T10:00:00.000Z',
          latestCount: 1,
          properties: { n: 7 },
        },
      ]),
    );
    // And one contact.created each for a and b (docs/events.md "Events the platform publishes").
    expect(kept).toHaveLength(5);
    expect(kept.filter((row) => row.eventName === 'contact.created')).toHaveLength(2);

    await rebuildLatestEvents(t.database.db, { brandId: brand.id });
    expect(await summaryOf(brand.id)).toEqual(kept);
  });

  it('a merge gives the survivor one summary row per event name, from both contacts’ events', async () => {
    const brand = await createTestBrand(t.database.db);
    const key = await writeKeyFor(t, brand.id);
    const survivor = profileIdFor('survivor');
    const merged = profileIdFor('merged');
    await ingestOk(t, key, {
      batch: [
        { type: 'identify', profileId: survivor, traits: { firstName: 'Sue' } },
        { type: 'identify', profileId: merged, traits: { firstName: 'Max' } },
        {
          type: 'track',
          profileId: survivor,
          event: 'purchase',
          properties: { n: 1 },
          timestamp: '2026-01-01T00:00:00Z',
        },
        {
          type: 'track',
          profileId: merged,
          event: 'purchase',
          properties: { n: 2 },
          timestamp: '2026-02-01T00:00:00Z',
        },
      ],
    });
    const idOf = async (profileId: string) => {
      const [row] = await t.database.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.brandId, brand.id), eq(contacts.profileId, profileId)));
      return row?.id ?? '';
    };
    const survivorId = await idOf(survivor);
    await mergeContacts(t.database.db, { brandId: brand.id, survivorId, mergedId: await idOf(merged) });

    const purchases = (await summaryOf(brand.id)).filter((row) => row.eventName === 'purchase');
    expect(purchases).toEqual([
      expect.objectContaining({
        contactId: survivorId,
        latestAt: '2026-02-01T00:00:00.000Z',
        latestCount: 1,
        properties: { n: 2 },
      }),
    ]);
  });
});
