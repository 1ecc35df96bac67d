import { stringFilter } from '@parley/core/conditions/test-fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { gqlField } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedContact } from '../contacts/contact-search-test-kit.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import {
  accept,
  makeAvailable,
  offerOf,
  post,
  type SignedIn,
  signIn,
} from '../conversations/conversations-test-support.ts';
import { engineRows } from '../journeys/engine/engine-sql.ts';
import { edge, node } from '../journeys/engine/engine-test-kit.ts';
import { createSegmentAs, uploadCsv } from '../segments/segments-test-kit.ts';
import { ingestOk, profileIdFor, writeKeyFor } from './events-test-support.ts';
import {
  insertLiveJourney,
  journeyRuns,
  namesOf,
  only,
  publishedEvents,
  until,
} from './platform-events-test-kit.ts';

// docs/events.md "Events the platform publishes": each preset event lands for the right contact with
// its properties, in the transaction of what caused it, through the app's real paths; journeys hear
// them (a parleyVoiceEvent trigger on sms.received) and page calls (a pageview trigger).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function brandWithAgent() {
  const brand = await createTestBrand(t.database.db);
  const admin = await signIn(t, ['admin'], brand.id);
  const agent = await signIn(t, ['agent'], brand.id);
  await makeAvailable(t, agent);
  return { brandId: brand.id, admin, agent };
}

async function inboundText(admin: SignedIn, from: string, body: string) {
  const response = await post(admin.client, '/api/simulator/inbound-sms', { from, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conversationSid: string; taskSid: string }>();
}

async function contactIdOf(brandId: string, phone: string): Promise<string> {
  const contact = await findContactByPhone(t.database.db, { brandId, phone });
  if (!contact) throw new Error(`no contact with ${phone}`);
  return contact.id;
}

describe(`events the platform publishes, on ${testEngine()}`, () => {
  it('a first text: contact.created, task.created, sms.received; the reply sms.sent', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    const { conversationSid, taskSid } = await inboundText(admin, '+14155550160', 'Hello there');
    const contactId = await contactIdOf(brandId, '+14155550160');
    const first = await publishedEvents(t.database.db, brandId, contactId);
    expect(namesOf(first)).toEqual(['contact.created', 'task.created', 'sms.received']);
    expect(only(first, 'contact.created').properties).toEqual({ source: 'sms' });
    expect(only(first, 'task.created').properties).toEqual({ taskSid, channel: 'sms', conversationSid });
    expect(only(first, 'sms.received').properties).toEqual({
      from: '+14155550160',
      to: '+18005550100',
      body: 'Hello there',
      conversationSid,
      messageSid: expect.stringMatching(/^IM/),
    });

    // The next text joins the conversation: no contact, no task, one more sms.received.
    await inboundText(admin, '+14155550160', 'Still there?');
    expect(namesOf(await publishedEvents(t.database.db, brandId, contactId)).slice(3)).toEqual([
      'sms.received',
    ]);

    await accept(agent, await offerOf(agent, taskSid));
    const sent = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, { body: 'Hi!' });
    expect(sent.statusCode, sent.body).toBe(200);
    const all = await publishedEvents(t.database.db, brandId, contactId);
    expect(only(all, 'sms.sent').properties).toEqual({
      from: '+18005550100',
      to: '+14155550160',
      body: 'Hi!',
      conversationSid,
      messageSid: sent.json<{ sid: string }>().sid,
      deliveryStatus: 'delivered',
      userId: agent.user.id,
    });
    // The condition builder and the trigger pickers learn them like any event.
    const names = await gqlField<{ items: string[] }>(
      admin.client,
      'query($t: String!) { getEventNames(eventType: $t) { items } }',
      'getEventNames',
      { t: 'parley_voice_event' },
    );
    expect(names.items).toEqual(
      expect.arrayContaining(['contact.created', 'sms.received', 'sms.sent', 'task.created']),
    );
  });

  it('a reply the carrier refuses is sms.failed with the refusal', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    // Texts to numbers ending 0001 are blocked by the simulator carrier.
    const { conversationSid, taskSid } = await inboundText(admin, '+14155550001', 'Call me');
    await accept(agent, await offerOf(agent, taskSid));
    await post(agent.client, `/conv/conversations/${conversationSid}/messages`, { body: 'Sure' });
    const events = await publishedEvents(t.database.db, brandId, await contactIdOf(brandId, '+14155550001'));
    expect(namesOf(events)).not.toContain('sms.sent');
    expect(only(events, 'sms.failed').properties).toMatchObject({ body: 'Sure', deliveryStatus: 'blocked' });
  });

  it('a journey triggered by sms.received is entered when a text arrives through the simulator', async () => {
    const { brandId, admin } = await brandWithAgent();
    const { journeyId } = await insertLiveJourney(t.database.db, brandId, {
      nodes: [
        node('trigger', 'trigger', {
          triggerType: 'parleyVoiceEvent',
          eventName: 'sms.received',
          filters: [stringFilter('body', 'contains', 'join')],
        }),
        node('tag', 'updateContact', {
          updates: [{ propertyName: 'joinedBy', action: 'set', value: '{{ event.body }}' }],
        }),
      ],
      edges: [edge('trigger', 'tag')],
    });
    await inboundText(admin, '+14155550170', 'Hello');
    await inboundText(admin, '+14155550171', 'I want to JOIN');
    const runs = await until(
      () => journeyRuns(t.database.db, journeyId),
      (rows) => rows.length === 1 && rows[0]?.state === 'completed',
    );
    expect(runs).toEqual([
      expect.objectContaining({
        contact_id: await contactIdOf(brandId, '+14155550171'),
        state: 'completed',
        trigger_event: expect.objectContaining({ eventName: 'sms.received' }),
      }),
    ]);
  });

  it('identify calls: contact.created, and contact.subscribed / unsubscribed per channel whose opt-in changed', async () => {
    const brandId = (await createTestBrand(t.database.db)).id;
    const key = await writeKeyFor(t, brandId);
    const profileId = profileIdFor('optin');
    await ingestOk(t, key, {
      type: 'identify',
      profileId,
      traits: {
        phones: [{ phoneNumber: '+14155550180', isPrimary: true, optIn: true }],
        emails: [{ email: 'ada@example.com', isPrimary: true, optIn: true }],
      },
    });
    const [created] = await publishedEvents(t.database.db, brandId);
    const contactId = created?.contact_id ?? '';
    const subscribed = (await publishedEvents(t.database.db, brandId, contactId)).map((event) => [
      event.event_name,
      event.properties,
    ]);
    expect(subscribed).toEqual([
      ['contact.created', { source: 'ingest' }],
      ['contact.subscribed', { channel: 'sms', source: 'ingest' }],
      ['contact.subscribed', { channel: 'voice', source: 'ingest' }],
      ['contact.subscribed', { channel: 'email', source: 'ingest' }],
    ]);
    // The main address opts out: email only. Then nothing changes: nothing published.
    await ingestOk(t, key, {
      type: 'identify',
      profileId,
      traits: { emails: [{ email: 'ada@example.com', optIn: false }] },
    });
    await ingestOk(t, key, { type: 'identify', profileId, traits: { firstName: 'Ada' } });
    const after = await publishedEvents(t.database.db, brandId, contactId);
    expect(after.slice(4).map((event) => [event.event_name, event.properties])).toEqual([
      ['contact.unsubscribed', { channel: 'email', source: 'ingest' }],
    ]);
  });

  it('a segment upload publishes contact.created for the contacts it creates', async () => {
    const admin = await signIn(t, ['admin']);
    const known = await seedContact(t.database.db, { brandId: admin.brandId, phone: '+14155550240' });
    const segment = await createSegmentAs(admin.client, { name: 'Imported', type: 'static' });
    const csv = ['phone,firstName', '4155550240,Known', '4155550241,Newt'].join('\n');
    const response = await uploadCsv(admin.client, segment.id, csv, { includeCsvDataTypeRow: false });
    expect(response.json()).toMatchObject({ added: 2, created: 1 });
    const events = await publishedEvents(t.database.db, admin.brandId);
    expect(events).toEqual([
      {
        contact_id: await contactIdOf(admin.brandId, '+14155550241'),
        event_name: 'contact.created',
        properties: { source: 'upload' },
      },
    ]);
    expect(events[0]?.contact_id).not.toBe(known.id);
  });

  it('a pageview journey enters contacts whose page call through ingest passes its filters', async () => {
    const brandId = (await createTestBrand(t.database.db)).id;
    const key = await writeKeyFor(t, brandId);
    const { journeyId } = await insertLiveJourney(t.database.db, brandId, {
      nodes: [
        node('trigger', 'trigger', {
          triggerType: 'pageview',
          filters: [stringFilter('path', 'equals', '/pricing')],
        }),
        node('tag', 'updateContact', {
          updates: [{ propertyName: 'lastPage', action: 'set', value: '{{ event.title }}' }],
        }),
      ],
      edges: [edge('trigger', 'tag')],
    });
    const reader = await seedContact(t.database.db, { brandId, firstName: 'Reader' });
    const browser = await seedContact(t.database.db, { brandId, firstName: 'Browser' });
    const page = (profileId: string, path: string) => ({
      type: 'page',
      profileId,
      name: 'Docs',
      properties: { url: `https://shop.example${path}`, path, title: `Page ${path}`, referrer: '' },
    });
    await ingestOk(t, key, {
      batch: [page(reader.profileId, '/pricing'), page(browser.profileId, '/about')],
    });
    const runs = await until(
      () => journeyRuns(t.database.db, journeyId),
      (rows) => rows.length === 1 && rows[0]?.state === 'completed',
    );
    expect(runs).toEqual([expect.objectContaining({ contact_id: reader.id, state: 'completed' })]);
    // Stored as a page event, its name among its properties; its fields learned for the autocomplete.
    const stored = await engineRows<{ event_type: string; event_name: string; properties: unknown }>(
      t.database.db,
      sql`select event_type, event_name, properties from contact_events
        where brand_id = ${brandId} and contact_id = ${reader.id}`,
    );
    expect(stored).toEqual([
      {
        event_type: 'page',
        event_name: 'page',
        properties: {
          url: 'https://shop.example/pricing',
          path: '/pricing',
          title: 'Page /pricing',
          referrer: '',
          name: 'Docs',
        },
      },
    ]);
    const admin = await signIn(t, ['admin'], brandId);
    const values = await admin.client.request({
      method: 'GET',
      url: '/api/v1/autocomplete-events/search?fieldId=page:page:path',
    });
    expect(values.json().items.map((item: { value: string }) => item.value)).toEqual(['/about', '/pricing']);
  });
});
