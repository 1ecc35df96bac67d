import { SMS_KEYWORD_REPLIES } from '@parley/core/conversations/sms-keywords';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { gqlField } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findBrandById } from '../brands/find-brand.ts';
import { checkOutbound } from '../compliance/check-outbound.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { contactEvents } from '../events/events.tables.ts';
import { PLATFORM_EVENT_TYPE } from '../events/record-platform-events.ts';
import { tasks } from '../routing/routing.tables.ts';
import { addContact, voiceBrand } from '../voice/voice-test-kit.ts';
import { accept, get, offerOf, post, type SignedIn } from './conversations-test-support.ts';

// Issue 14: "STOP / HELP keywords unsubscribing and answering", "an internal DNC when a contact opts
// out". Keyword texts through the Contact Simulator, as a carrier's webhook delivers them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Sids = { conversationSid: string | null; taskSid: string | null };
type DoNotCallEntry = { phoneNumber: string; source: string; channel: string; note: string | null };

async function text(admin: SignedIn, from: string, body: string): Promise<Sids> {
  const response = await post(admin.client, '/api/simulator/inbound-sms', { from, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Sids>();
}

/** The simulator's log of the number: [direction, body], oldest first. */
async function simulatorLog(admin: SignedIn, contactPhone: string): Promise<string[][]> {
  const query = new URLSearchParams({ contactPhone, direction: 'all' });
  const response = await get(admin.client, `/api/simulator/messages?${query}`);
  return response
    .json<{ items: { direction: string; body: string }[] }>()
    .items.map((item) => [item.direction, item.body]);
}

async function doNotCallList(admin: SignedIn): Promise<DoNotCallEntry[]> {
  const query = '{ doNotCallNumbers { entries { phoneNumber source channel note } } }';
  return (await gqlField<{ entries: DoNotCallEntry[] }>(admin.client, query, 'doNotCallNumbers')).entries;
}

async function brandName(brandId: string): Promise<string> {
  const brand = await findBrandById(t.database.db, brandId);
  if (!brand) throw new Error('brand missing');
  return brand.name;
}

/** The platform events of the brand: [name, properties], oldest first. */
async function publishedEvents(brandId: string): Promise<[string, unknown][]> {
  const rows = await t.database.db
    .select({ name: contactEvents.eventName, properties: contactEvents.properties })
    .from(contactEvents)
    .where(and(eq(contactEvents.brandId, brandId), eq(contactEvents.eventType, PLATFORM_EVENT_TYPE)))
    .orderBy(contactEvents.id);
  return rows.map((row) => [row.name, row.properties]);
}

async function subscribedSms(admin: SignedIn, contactPhone: string): Promise<boolean> {
  const query = 'query ($phone: String) { getProfile(contactPhone: $phone) { subscribedSms } }';
  return (
    await gqlField<{ subscribedSms: boolean }>(admin.client, query, 'getProfile', { phone: contactPhone })
  ).subscribedSms;
}

async function taskCount(brandId: string): Promise<number> {
  return (await t.database.db.select({ sid: tasks.sid }).from(tasks).where(eq(tasks.brandId, brandId)))
    .length;
}

async function smsAllowed(brandId: string, phoneNumber: string): Promise<boolean> {
  const checked = await t.database.db.transaction((tx) =>
    checkOutbound(tx, { brandId, channel: 'sms', phoneNumber, source: 'system' }),
  );
  return checked.allowed;
}

describe(`SMS keywords on ${testEngine()}`, () => {
  it("unsubscribes on STOP: the agent sees it, the contact gets one confirmation, the agent's next text is refused", async () => {
    const { brandId, simulator: admin, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const phone = '+14155550171';
    await addContact(t, brandId, phone);
    const opened = await text(admin, phone, 'Where is my order?');
    if (!opened.taskSid) throw new Error('no task');
    await accept(agent, await offerOf(agent, opened.taskSid));

    // Any case: still the keyword, as carriers read it.
    expect(await text(admin, phone, 'Stop')).toEqual(opened);
    await waitFor(
      () =>
        agent.events.some(
          (event) =>
            event.name === 'conversation.message' &&
            (event.data as { message: { body: string } }).message.body === 'Stop',
        ),
      5_000,
      "the agent's conversation.message",
    );
    const refused = await post(agent.client, `/conv/conversations/${opened.conversationSid}/messages`, {
      body: 'Sorry to see you go',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'outbound_restricted',
      message: 'This text was not sent. The contact has opted out of texts.',
    });

    const messages = await get(agent.client, `/conv/conversations/${opened.conversationSid}/messages`);
    expect(messages.json<{ items: { body: string }[] }>().items.map((message) => message.body)).toEqual([
      'Where is my order?',
      'Stop',
    ]);
    expect(await simulatorLog(admin, phone)).toEqual([
      ['inbound', 'Where is my order?'],
      ['inbound', 'Stop'],
      ['outbound', SMS_KEYWORD_REPLIES.optedOut(await brandName(brandId))],
    ]);
    expect(await doNotCallList(admin)).toEqual([
      { phoneNumber: phone, source: 'opt_out', channel: 'sms', note: 'Texted STOP' },
    ]);
    expect(await taskCount(brandId)).toBe(1);
    expect((await publishedEvents(brandId)).slice(-2)).toEqual([
      ['sms.received', expect.objectContaining({ body: 'Stop', conversationSid: opened.conversationSid })],
      ['contact.unsubscribed', { channel: 'sms', source: 'sms' }],
    ]);
  });

  it('opens no conversation and no task for a STOP from a number with none, and creates no contact', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    const phone = '+14155550172';
    expect(await text(admin, phone, 'UNSUBSCRIBE')).toEqual({ conversationSid: null, taskSid: null });
    expect(await taskCount(brandId)).toBe(0);
    expect(await findContactByPhone(t.database.db, { brandId, phone })).toBeNull();
    expect(await publishedEvents(brandId)).toEqual([]);
    expect(await simulatorLog(admin, phone)).toEqual([
      ['inbound', 'UNSUBSCRIBE'],
      ['outbound', SMS_KEYWORD_REPLIES.optedOut(await brandName(brandId))],
    ]);
    expect(await doNotCallList(admin)).toEqual([
      { phoneNumber: phone, source: 'opt_out', channel: 'sms', note: 'Texted UNSUBSCRIBE' },
    ]);
    expect(await smsAllowed(brandId, phone)).toBe(false);
  });

  it('answers HELP with the help text and opens nothing', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    const phone = '+14155550173';
    await addContact(t, brandId, phone);
    expect(await text(admin, phone, 'Help')).toEqual({ conversationSid: null, taskSid: null });
    const name = await brandName(brandId);
    expect(await simulatorLog(admin, phone)).toEqual([
      ['inbound', 'Help'],
      ['outbound', SMS_KEYWORD_REPLIES.help(name)],
    ]);
    expect(SMS_KEYWORD_REPLIES.help(name)).toMatch(new RegExp(`^${name}: .*Reply STOP to unsubscribe\\.$`));
    expect(await taskCount(brandId)).toBe(0);
    expect(await doNotCallList(admin)).toEqual([]);
    expect((await publishedEvents(brandId)).map(([eventName]) => eventName)).toEqual(['sms.received']);
  });

  it('lifts the opt-out on START and confirms it', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    const phone = '+14155550174';
    await addContact(t, brandId, phone);
    await text(admin, phone, 'STOP');
    expect(await smsAllowed(brandId, phone)).toBe(false);
    // The Profile follows the keyword: the number is no longer subscribed to texts.
    expect(await subscribedSms(admin, phone)).toBe(false);

    expect(await text(admin, phone, 'start')).toEqual({ conversationSid: null, taskSid: null });
    expect(await doNotCallList(admin)).toEqual([]);
    expect(await smsAllowed(brandId, phone)).toBe(true);
    expect(await subscribedSms(admin, phone)).toBe(true);
    const name = await brandName(brandId);
    expect(await simulatorLog(admin, phone)).toEqual([
      ['inbound', 'STOP'],
      ['outbound', SMS_KEYWORD_REPLIES.optedOut(name)],
      ['inbound', 'start'],
      ['outbound', SMS_KEYWORD_REPLIES.optedIn(name)],
    ]);
    expect(
      (await publishedEvents(brandId)).filter(([eventName]) => eventName.startsWith('contact.')),
    ).toEqual([
      ['contact.unsubscribed', { channel: 'sms', source: 'sms' }],
      ['contact.subscribed', { channel: 'sms', source: 'sms' }],
    ]);
    expect(await taskCount(brandId)).toBe(0);
  });

  it('takes YES as an opt-in only from an opted-out number; otherwise it is an ordinary text', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    const optedOut = '+14155550175';
    await text(admin, optedOut, 'QUIT');
    expect(await text(admin, optedOut, 'Yes')).toEqual({ conversationSid: null, taskSid: null });
    expect(await smsAllowed(brandId, optedOut)).toBe(true);
    expect(await taskCount(brandId)).toBe(0);

    const subscribed = '+14155550176';
    const answered = await text(admin, subscribed, 'YES');
    expect(answered.taskSid).toEqual(expect.any(String));
    expect(await simulatorLog(admin, subscribed)).toEqual([['inbound', 'YES']]);
  });

  it('keeps a do-not-call entry through STOP and START: an opt-out by text neither replaces nor lifts it', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    const phone = '+14155550177';
    await addContact(t, brandId, phone);
    await gqlField(
      admin.client,
      `mutation { addDoNotCallNumber(phoneNumber: "${phone}", note: "Asked by phone") { phoneNumber } }`,
      'addDoNotCallNumber',
    );
    await text(admin, phone, 'STOP');
    await text(admin, phone, 'START');
    expect(await doNotCallList(admin)).toEqual([
      { phoneNumber: phone, source: 'manual', channel: 'all', note: 'Asked by phone' },
    ]);
    expect((await publishedEvents(brandId)).map(([eventName]) => eventName)).toEqual([
      'sms.received',
      'sms.received',
    ]);
  });

  it('reads a STOP inside a sentence as an ordinary text', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 1);
    const phone = '+14155550178';
    const received = await text(admin, phone, 'Please stop by tomorrow');
    expect(received.taskSid).toEqual(expect.any(String));
    expect(await simulatorLog(admin, phone)).toEqual([['inbound', 'Please stop by tomorrow']]);
    expect(await doNotCallList(admin)).toEqual([]);
    expect(await taskCount(brandId)).toBe(1);
  });
});
