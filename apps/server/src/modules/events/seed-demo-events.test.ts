import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../platform/db/test-database.ts';
import { demoContacts } from '../../seed/demo-contacts.ts';
import { createTestBrand } from '../../test/factories.ts';
import { importContacts } from '../contacts/import-contacts.ts';
import { rowCounts } from './events-test-support.ts';
import { getEventNames, getEventSchema } from './get-event-schema.ts';
import { searchFieldValues } from './search-field-values.ts';
import { demoEventCalls, seedDemoEvents } from './seed-demo-events.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe(`the demo activity on ${testEngine()}`, () => {
  it('is the same for the same day, and spans track and Parley voice events', () => {
    const now = new Date('2026-03-15T12:00:00.000Z');
    const contacts = demoContacts(40, now);
    const first = demoEventCalls(contacts, now);
    expect(demoEventCalls(contacts, now)).toEqual(first);
    expect(new Set(first.map((call) => call.eventType))).toEqual(new Set(['track', 'parley_voice_event']));
    for (const call of first) expect(call.occurredAt.getTime()).toBeLessThan(now.getTime());
  });

  it('gives the condition builder event names, fields and values for the imported contacts', async () => {
    const brandId = (await createTestBrand(handle.db)).id;
    const contacts = demoContacts(40);
    await importContacts(handle.db, { brandId, contacts });
    const written = await seedDemoEvents(handle.db, { brandId, contacts });
    // The demo's sms.received, sms.sent and call.completed are Parley voice events (platformEvents).
    const counts = await rowCounts(handle.db, brandId);
    expect(counts.contacts).toBe(40);
    expect(counts.events + counts.platformEvents).toBe(written);
    expect(await getEventNames(handle.db, { brandId, eventType: 'track' })).toEqual(
      expect.arrayContaining(['order placed', 'page viewed']),
    );
    expect(await getEventNames(handle.db, { brandId, eventType: 'parley_voice_event' })).toEqual(
      expect.arrayContaining(['sms.received']),
    );
    const orderFields = await getEventSchema(handle.db, {
      brandId,
      eventType: 'track',
      eventName: 'order placed',
      editable: false,
    });
    expect(orderFields).toContainEqual({
      fieldName: 'amount',
      fieldType: 'number',
      fieldId: 'track:order placed:amount',
      // No brand label until an admin names it (setEventSchemaFieldLabel).
      label: null,
    });
    const attributes = await getEventSchema(handle.db, {
      brandId,
      eventType: 'identify',
      eventName: 'user_properties',
      editable: false,
    });
    expect(attributes.map((field) => field.fieldName)).toEqual(
      expect.arrayContaining(['plan', 'leadSource', 'lifetimeValue', 'rvProperties.timezone']),
    );
    const plans = await searchFieldValues(handle.db, {
      brandId,
      fieldId: 'identify:user_properties:plan',
      searchTerm: '',
      limit: 30,
    });
    expect(plans.items.map((item) => item.value)).toEqual(expect.arrayContaining(['Free', 'Growth']));
  });
});
