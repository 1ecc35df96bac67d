import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ingestOk,
  profileIdFor,
  rowCounts,
  storedContact,
  writeKeyFor,
} from '../events/events-test-support.ts';
import { listProfileFeed } from '../events/list-profile-feed.ts';
import { segmentMembers, segments } from '../segments/segments.tables.ts';
import { contacts } from './contacts.tables.ts';
import { mergeContacts } from './merge-contacts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function twoContacts() {
  const brandId = (await createTestBrand(t.database.db)).id;
  const key = await writeKeyFor(t, brandId);
  const survivor = profileIdFor('survivor');
  const merged = profileIdFor('merged');
  await ingestOk(t, key, {
    batch: [
      {
        type: 'identify',
        profileId: survivor,
        timestamp: '2024-02-01',
        traits: {
          firstName: 'Ada',
          createdAt: '2024-02-01',
          phone: '4155550100',
          phones: [{ phoneNumber: '4155550101' }],
          email: 'ada@example.com',
          plan: 'Gold',
          seats: 3,
        },
      },
      {
        type: 'identify',
        profileId: merged,
        userId: 'CRM-2',
        timestamp: '2024-01-01',
        traits: {
          firstName: 'Adeline',
          lastName: 'Lovelace',
          createdAt: '2023-06-01',
          phone: '4155550199',
          emails: [{ email: 'lovelace@example.com', label: 'work' }],
          plan: 'Silver',
          region: 'West',
        },
      },
      // Found by its profile id first, so it may share a number and an address with the survivor.
      {
        type: 'identify',
        profileId: merged,
        timestamp: '2024-01-01',
        traits: {
          phones: [{ phoneNumber: '4155550101', label: 'work', optIn: true }],
          emails: [{ email: 'ada@example.com', label: 'old' }],
        },
      },
      {
        type: 'track',
        profileId: merged,
        event: 'order placed',
        timestamp: '2024-01-02',
        properties: { amount: 5 },
      },
    ],
  });
  const ids = async (profileId: string) => (await storedContact(t.database.db, brandId, profileId)).id;
  return { brandId, key, survivor, merged, survivorId: await ids(survivor), mergedId: await ids(merged) };
}

describe(`merging two contacts (spec 000 §3) on ${testEngine()}`, () => {
  it('merges phones by number, emails by address and custom properties together; the survivor wins', async () => {
    const { brandId, survivor, survivorId, mergedId } = await twoContacts();
    await mergeContacts(t.database.db, { brandId, survivorId, mergedId });
    const contact = await storedContact(t.database.db, brandId, survivor);
    expect(contact).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      externalId: 'CRM-2',
      contactPhone: '+14155550100',
      email: 'ada@example.com',
      customProperties: { plan: 'Gold', seats: 3, region: 'West' },
    });
    expect(contact.contactCreatedAt.toISOString()).toBe('2023-06-01T00:00:00.000Z');
    expect(contact.phones).toEqual([
      { phoneNumber: '+14155550100', label: null, isPrimary: true, optIn: false },
      { phoneNumber: '+14155550101', label: 'work', isPrimary: false, optIn: false },
      { phoneNumber: '+14155550199', label: null, isPrimary: false, optIn: false },
    ]);
    expect(contact.emails).toEqual([
      { email: 'ada@example.com', label: 'old', isPrimary: true, optIn: false },
      { email: 'lovelace@example.com', label: 'work', isPrimary: false, optIn: false },
    ]);
  });

  it("moves the merged contact's events, deletes it, and its profile id still finds the survivor", async () => {
    const { brandId, key, survivor, merged, survivorId, mergedId } = await twoContacts();
    const before = await rowCounts(t.database.db, brandId);
    const result = await mergeContacts(t.database.db, { brandId, survivorId, mergedId });
    expect(result).toEqual({
      contactId: survivorId,
      profileId: survivor,
      mergedProfileId: merged,
      // Its three calls' events and the contact.created the platform published when ingest made it.
      movedEvents: 4,
      carriedSegmentMemberships: 0,
    });
    expect(await rowCounts(t.database.db, brandId)).toEqual({ ...before, contacts: before.contacts - 1 });
    const gone = await t.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.brandId, brandId), eq(contacts.id, mergedId)));
    expect(gone).toEqual([]);
    const feed = await listProfileFeed(t.database.db, { brandId, profileId: merged, limit: 10 });
    // Both contacts' contact.created (published when ingest made them) come first: newest.
    expect(feed.items.map((item) => item.eventName)).toEqual([
      'contact.created',
      'contact.created',
      'identify',
      'order placed',
      'identify',
      'identify',
    ]);
    const again = await ingestOk(t, key, { type: 'track', profileId: merged, event: 'page viewed' });
    expect(again.results).toEqual([{ profileId: survivor, created: false }]);
  });

  it("carries the merged contact's static segment memberships to the survivor, each segment once", async () => {
    const { brandId, survivorId, mergedId } = await twoContacts();
    const db = t.database.db;
    const [both, mergedOnly, survivorOnly, neither] = await db
      .insert(segments)
      .values(
        ['Both', 'Merged only', 'Survivor only', 'Neither'].map((name) => ({
          brandId,
          name,
          type: 'static',
        })),
      )
      .returning({ id: segments.id });
    if (!both || !mergedOnly || !survivorOnly || !neither) throw new Error('segments not created');
    const joinedAt = new Date('2024-03-01T00:00:00.000Z');
    const survivorJoinedAt = new Date('2024-04-01T00:00:00.000Z');
    await db.insert(segmentMembers).values([
      { brandId, segmentId: both.id, contactId: survivorId, addedAt: survivorJoinedAt },
      { brandId, segmentId: both.id, contactId: mergedId, addedAt: joinedAt },
      { brandId, segmentId: mergedOnly.id, contactId: mergedId, addedAt: joinedAt },
      { brandId, segmentId: survivorOnly.id, contactId: survivorId, addedAt: survivorJoinedAt },
    ]);

    const result = await mergeContacts(db, { brandId, survivorId, mergedId });
    expect(result.carriedSegmentMemberships).toBe(1);
    const members = await db
      .select({
        segmentId: segmentMembers.segmentId,
        contactId: segmentMembers.contactId,
        addedAt: segmentMembers.addedAt,
      })
      .from(segmentMembers)
      .where(eq(segmentMembers.brandId, brandId))
      .orderBy(asc(segmentMembers.segmentId));
    const expected = [
      { segmentId: both.id, contactId: survivorId, addedAt: survivorJoinedAt },
      { segmentId: mergedOnly.id, contactId: survivorId, addedAt: joinedAt },
      { segmentId: survivorOnly.id, contactId: survivorId, addedAt: survivorJoinedAt },
    ].sort((a, b) => a.segmentId.localeCompare(b.segmentId));
    expect(members).toEqual(expected);
  });

  it('refuses merging a contact into itself, or contacts of another brand', async () => {
    const { brandId, survivorId, mergedId } = await twoContacts();
    await expect(
      mergeContacts(t.database.db, { brandId, survivorId, mergedId: survivorId }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      field: 'mergedId',
    });
    const other = await createTestBrand(t.database.db);
    await expect(
      mergeContacts(t.database.db, { brandId: other.id, survivorId, mergedId }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    expect((await rowCounts(t.database.db, brandId)).contacts).toBe(2);
  });
});
