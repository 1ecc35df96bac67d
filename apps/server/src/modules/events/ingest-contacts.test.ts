import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contactEvents } from './events.tables.ts';
import { ingestOk, profileIdFor, rowCounts, storedContact, writeKeyFor } from './events-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newBrand() {
  const brand = await createTestBrand(t.database.db);
  return { brandId: brand.id, key: await writeKeyFor(t, brand.id) };
}

describe(`identify calls on ${testEngine()}`, () => {
  it('create a contact, then update it: typed traits to columns, rvProperties, the rest to custom properties', async () => {
    const { brandId, key } = await newBrand();
    const profileId = profileIdFor('create');
    const first = await ingestOk(t, key, {
      type: 'identify',
      profileId,
      userId: 'CRM-1',
      traits: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: ' Ada@Example.com ',
        phone: '(415) 555-0100',
        leadScore: 40,
        optIn: true,
        createdAt: '2023-01-02',
        plan: 'Gold',
        renewsOn: '2025-01-01 09:00:00-05:00',
        rvProperties: { timezone: 'America/New_York' },
      },
    });
    expect(first.results).toEqual([{ profileId, created: true }]);
    const created = await storedContact(t.database.db, brandId, profileId);
    expect(created).toMatchObject({
      externalId: 'CRM-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      contactPhone: '+14155550100',
      leadScore: 40,
      optIn: true,
      customProperties: { plan: 'Gold', renewsOn: '2025-01-01T14:00:00.000Z' },
      rvProperties: { timezone: 'America/New_York' },
    });
    expect(created.contactCreatedAt.toISOString()).toBe('2023-01-02T00:00:00.000Z');

    const second = await ingestOk(t, key, {
      type: 'identify',
      profileId,
      traits: { lastName: null, plan: 'Platinum', seats: 5, renewsOn: null, customProperties: { tier: 2 } },
    });
    expect(second.results).toEqual([{ profileId, created: false }]);
    const updated = await storedContact(t.database.db, brandId, profileId);
    expect(updated).toMatchObject({
      firstName: 'Ada',
      lastName: null,
      leadScore: 40,
      customProperties: { plan: 'Platinum', seats: 5, tier: 2 },
    });
    expect(updated.customProperties).not.toHaveProperty('renewsOn');
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect((await rowCounts(t.database.db, brandId)).contacts).toBe(1);
  });

  it('find the contact by profile id, else external id, else phone, else email', async () => {
    const { brandId, key } = await newBrand();
    const seed = await ingestOk(t, key, {
      batch: [
        { type: 'identify', userId: 'EXT-A', traits: { firstName: 'ByExternal' } },
        { type: 'identify', traits: { firstName: 'ByPhone', phone: '+1 415 555 0111' } },
        { type: 'identify', traits: { firstName: 'ByEmail', email: 'email@example.com' } },
      ],
    });
    const [external, phone, email] = seed.results.map((result) => result.profileId);
    // Each call names several contacts: the earlier key in the order wins.
    const matched = await ingestOk(t, key, {
      batch: [
        { type: 'track', event: 'a', profileId: phone, userId: 'EXT-A', email: 'email@example.com' },
        { type: 'track', event: 'b', userId: 'EXT-A', phone: '4155550111', email: 'email@example.com' },
        { type: 'track', event: 'c', phone: '415-555-0111', email: 'email@example.com' },
        { type: 'track', event: 'd', email: 'EMAIL@example.com' },
        { type: 'track', event: 'e', userId: 'EXT-NEW', phone: '+14155550199' },
      ],
    });
    expect(matched.results.map((result) => result.profileId).slice(0, 4)).toEqual([
      phone,
      external,
      phone,
      email,
    ]);
    const created = matched.results[4];
    expect(created?.created).toBe(true);
    const newContact = await storedContact(t.database.db, brandId, created?.profileId ?? '');
    expect(newContact).toMatchObject({ externalId: 'EXT-NEW', contactPhone: '+14155550199' });
    expect((await rowCounts(t.database.db, brandId)).contacts).toBe(4);
  });

  it('a contact first seen in a batch is found again by the later calls of the batch', async () => {
    const { brandId, key } = await newBrand();
    const response = await ingestOk(t, key, {
      batch: [
        { type: 'track', event: 'page viewed', email: 'new@example.com' },
        { type: 'identify', email: 'new@example.com', traits: { firstName: 'New', phone: '4155550123' } },
        { type: 'track', event: 'order placed', phone: '+14155550123', properties: { amount: 12 } },
      ],
    });
    const profiles = new Set(response.results.map((result) => result.profileId));
    expect(profiles.size).toBe(1);
    expect(response.results.map((result) => result.created)).toEqual([true, false, false]);
    expect(await rowCounts(t.database.db, brandId)).toMatchObject({ contacts: 1, events: 3 });
  });

  it('merge phones by number and emails by address, with labels, primary flags and opt-ins', async () => {
    const { brandId, key } = await newBrand();
    const profileId = profileIdFor('channels');
    await ingestOk(t, key, {
      type: 'identify',
      profileId,
      traits: {
        phone: '4155550100',
        phones: [{ phoneNumber: '+1 (415) 555-0101', label: 'work', optIn: true }],
        emails: [{ email: 'home@example.com', label: 'personal' }],
      },
    });
    let contact = await storedContact(t.database.db, brandId, profileId);
    expect(contact.contactPhone).toBe('+14155550100');
    expect(contact.email).toBe('home@example.com');
    expect(contact.phones).toEqual([
      { phoneNumber: '+14155550100', label: null, isPrimary: true, optIn: false },
      { phoneNumber: '+14155550101', label: 'work', isPrimary: false, optIn: true },
    ]);
    expect(contact.emails).toEqual([
      { email: 'home@example.com', label: 'personal', isPrimary: true, optIn: false },
    ]);

    await ingestOk(t, key, {
      type: 'identify',
      profileId,
      traits: {
        phones: [
          { phoneNumber: '415-555-0101', isPrimary: true },
          { phoneNumber: '415-555-0100', label: 'mobile', optIn: true },
        ],
        email: 'work@example.com',
      },
    });
    contact = await storedContact(t.database.db, brandId, profileId);
    expect(contact.contactPhone).toBe('+14155550101');
    expect(contact.phones).toEqual([
      { phoneNumber: '+14155550100', label: 'mobile', isPrimary: false, optIn: true },
      { phoneNumber: '+14155550101', label: 'work', isPrimary: true, optIn: true },
    ]);
    expect(contact.email).toBe('work@example.com');
    expect(contact.emails).toEqual([
      { email: 'home@example.com', label: 'personal', isPrimary: false, optIn: false },
      { email: 'work@example.com', label: null, isPrimary: true, optIn: false },
    ]);
  });

  it('split a name trait into first and last name when neither is sent', async () => {
    const { brandId, key } = await newBrand();
    const profileId = profileIdFor('name');
    await ingestOk(t, key, { type: 'identify', profileId, traits: { name: 'Grace  Brewster Hopper' } });
    expect(await storedContact(t.database.db, brandId, profileId)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
    });
  });

  it('keep the event of every call: identify as identify, track with its properties and timestamp', async () => {
    const { brandId, key } = await newBrand();
    const profileId = profileIdFor('events');
    await ingestOk(t, key, {
      batch: [
        { type: 'identify', profileId, traits: { plan: 'Gold' } },
        {
          type: 'track',
          profileId,
          event: 'order placed',
          timestamp: '2024-03-01 10:00:00Z',
          properties: { amount: 99.5, placedOn: '2024-03-01' },
        },
      ],
    });
    const stored = await t.database.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.brandId, brandId))
      .orderBy(asc(contactEvents.occurredAt));
    // The identify created the contact: the platform published that beside the calls' events.
    const events = stored.filter((event) => event.eventType !== 'parley_voice_event');
    expect(
      stored
        .filter((event) => event.eventType === 'parley_voice_event')
        .map(({ eventName, properties }) => ({ eventName, properties })),
    ).toEqual([{ eventName: 'contact.created', properties: { source: 'ingest' } }]);
    expect(
      events.map(({ eventType, eventName, properties }) => ({ eventType, eventName, properties })),
    ).toEqual([
      {
        eventType: 'track',
        eventName: 'order placed',
        properties: { amount: 99.5, placedOn: '2024-03-01T00:00:00.000Z' },
      },
      { eventType: 'identify', eventName: 'identify', properties: { plan: 'Gold' } },
    ]);
    expect(events[0]?.occurredAt.toISOString()).toBe('2024-03-01T10:00:00.000Z');
    // Without a timestamp, an event happened when it was received.
    expect(events[1]?.occurredAt.getTime()).toBe(events[1]?.receivedAt.getTime());
  });
});
