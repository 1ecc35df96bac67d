import { DISABLED_ACTION_HINTS } from '@parley/core/common/error-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { sleep, waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  accept,
  get,
  makeAvailable,
  offerOf,
  post,
  type SignedIn,
  signIn,
} from './conversations-test-support.ts';
import type { ConversationMessage } from './present-message.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type InboundAnswer = { conversationSid: string; taskSid: string };

async function inbound(admin: SignedIn, from: string, body: string): Promise<InboundAnswer> {
  const response = await post(admin.client, '/api/simulator/inbound-sms', { from, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InboundAnswer>();
}

async function history(client: SignedIn, conversationSid: string, query = '') {
  const response = await get(client.client, `/conv/conversations/${conversationSid}/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ConversationMessage[] }>().items;
}

/** A brand with an admin (the simulator) and one available agent. */
async function brandWithAgent() {
  const brand = await createTestBrand(t.database.db);
  const admin = await signIn(t, ['admin'], brand.id);
  const agent = await signIn(t, ['agent'], brand.id);
  await makeAvailable(t, agent);
  return { brand, admin, agent };
}

describe(`SMS conversations on ${testEngine()}`, () => {
  it('opens one conversation and one task for a contact; the next text joins them', async () => {
    const { admin, agent } = await brandWithAgent();
    const first = await inbound(admin, '(415) 555-0142', 'Hello?');
    expect(first.conversationSid).toMatch(/^CH[0-9a-f]{32}$/);
    expect(first.taskSid).toMatch(/^WT[0-9a-f]{32}$/);
    const offer = await offerOf(agent, first.taskSid);
    expect(offer.attributes).toMatchObject({
      title: 'Inbound SMS',
      direction: 'inbound',
      contactPhone: '+14155550142',
      name: '+14155550142',
      conversationSid: first.conversationSid,
      parleyVoicePhone: '+18005550100',
    });
    expect(String(offer.attributes.profileId)).toMatch(/^(?=.*\d)(?=.*[a-z]).{21,}$/);

    const second = await inbound(admin, '+1 415 555 0142', 'Anyone there?');
    expect(second).toEqual(first);
    await sleep(100);
    // One offer only: the second text created no task and bumped nothing.
    const offers = agent.events.filter((event) => event.name === 'reservation.created');
    expect(offers).toHaveLength(1);

    const items = await history(agent, first.conversationSid);
    expect(items.map((item) => item.body)).toEqual(['Hello?', 'Anyone there?']);
    expect(items[0]).toMatchObject({
      author: '+14155550142',
      media: [],
      attributes: { direction: 'inbound', name: '+14155550142', deliveryStatus: 'received' },
    });
  });

  it('names the contact found by phone and keeps its profile', async () => {
    const { admin, agent } = await brandWithAgent();
    const contacts = await get(admin.client, '/api/simulator/contacts?query=');
    expect(contacts.json().items).toEqual([]);
    const { importContacts } = await import('../contacts/import-contacts.ts');
    await importContacts(t.database.db, {
      brandId: admin.brandId,
      contacts: [{ firstName: 'Olivia', lastName: 'Smith', email: null, contactPhone: '+14155550150' }],
    });
    const [olivia] = (await get(admin.client, '/api/simulator/contacts?query=oliv')).json().items;
    const { taskSid } = await inbound(admin, '4155550150', 'Hi, Olivia here');
    const offer = await offerOf(agent, taskSid);
    expect(offer.attributes).toMatchObject({ name: 'Olivia Smith', profileId: olivia.profileId });
  });

  it('refuses to send before the task is accepted, then sends through the carrier', async () => {
    const { admin, agent } = await brandWithAgent();
    const { conversationSid, taskSid } = await inbound(admin, '+14155550143', 'Can you help?');
    const offer = await offerOf(agent, taskSid);

    const early = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, { body: 'Hi' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'conflict',
      message: 'Please accept the task to start messaging.',
    });
    expect(early.json().message).toBe(DISABLED_ACTION_HINTS.acceptToMessage);
    // The admin does not hold the task either.
    const byAdmin = await post(admin.client, `/conv/conversations/${conversationSid}/messages`, {
      body: 'Hi',
    });
    expect(byAdmin.statusCode).toBe(409);

    await accept(agent, offer);
    const sent = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, {
      body: '  Of course!  ',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      sid: expect.stringMatching(/^IM[0-9a-f]{32}$/),
      author: agent.user.email,
      body: 'Of course!',
      media: [],
      attributes: { direction: 'outbound', name: 'Test User', deliveryStatus: 'delivered' },
    });
    const empty = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', field: 'body' });

    // The contact's phone (the simulator) received it.
    const log = await get(admin.client, '/api/simulator/messages?contactPhone=%2B14155550143');
    expect(log.json().items).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        to: '+14155550143',
        body: 'Of course!',
        status: 'delivered',
      }),
    ]);
  });

  it('tells the agent holding the task of each new text, and nobody else', async () => {
    const { admin, agent, brand } = await brandWithAgent();
    const colleague = await signIn(t, ['agent'], brand.id);
    const { conversationSid, taskSid } = await inbound(admin, '+14155550144', 'First');
    await accept(agent, await offerOf(agent, taskSid));
    await inbound(admin, '+14155550144', 'Second');
    const received = () => agent.events.filter((event) => event.name === 'conversation.message');
    await waitFor(() => received().length === 1, 5_000, 'conversation.message');
    expect(received()[0]?.userId).toBe(agent.user.id);
    expect(received()[0]?.data).toMatchObject({
      conversationSid,
      taskSid,
      message: { body: 'Second', attributes: { direction: 'inbound' } },
    });
    expect(colleague.events.filter((event) => event.name === 'conversation.message')).toEqual([]);
    expect(admin.events.filter((event) => event.name === 'conversation.message')).toEqual([]);
  });

  it('records the outcome of the number rules on the message', async () => {
    const { admin, agent } = await brandWithAgent();
    const { conversationSid, taskSid } = await inbound(admin, '+14155550000', 'I am unreachable');
    await accept(agent, await offerOf(agent, taskSid));
    const sent = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, {
      body: 'Hello',
    });
    expect(sent.json().attributes.deliveryStatus).toBe('failed');
    const items = await history(agent, conversationSid);
    expect(items.at(-1)?.attributes.deliveryStatus).toBe('failed');
  });

  it('pages the history 30 at a time, oldest first, with a before cursor', async () => {
    const { admin, agent } = await brandWithAgent();
    const { conversationSid, taskSid } = await inbound(admin, '+14155550145', 'message 1');
    for (let n = 2; n <= 35; n += 1) await inbound(admin, '+14155550145', `message ${n}`);
    await offerOf(agent, taskSid);

    const newest = await history(agent, conversationSid);
    expect(newest.map((item) => item.body)).toEqual(Array.from({ length: 30 }, (_, i) => `message ${i + 6}`));
    const older = await history(agent, conversationSid, `?before=${newest[0]?.sid}`);
    expect(older.map((item) => item.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    const limited = await history(agent, conversationSid, '?limit=2');
    expect(limited.map((item) => item.body)).toEqual(['message 34', 'message 35']);

    const unknown = await get(agent.client, `/conv/conversations/${conversationSid}/messages?before=IMnope`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'before' });
  });

  it('shows a conversation only to its agent and the brand’s admins and supervisors', async () => {
    const { admin, agent, brand } = await brandWithAgent();
    const colleague = await signIn(t, ['agent'], brand.id);
    const supervisor = await signIn(t, ['supervisor'], brand.id);
    const { conversationSid, taskSid } = await inbound(admin, '+14155550146', 'Private');
    await offerOf(agent, taskSid);
    expect(await history(supervisor, conversationSid)).toHaveLength(1);
    expect(await history(admin, conversationSid)).toHaveLength(1);
    const stranger = await get(colleague.client, `/conv/conversations/${conversationSid}/messages`);
    expect(stranger.statusCode).toBe(404);
  });

  it('keeps brands apart', async () => {
    const a = await brandWithAgent();
    const b = await brandWithAgent();
    const inA = await inbound(a.admin, '+14155550147', 'Brand A only');
    await offerOf(a.agent, inA.taskSid);
    const inB = await inbound(b.admin, '+14155550147', 'Brand B only');
    // The same number is a different contact, conversation and task in each brand.
    expect(inB.conversationSid).not.toBe(inA.conversationSid);
    expect(inB.taskSid).not.toBe(inA.taskSid);
    await offerOf(b.agent, inB.taskSid);
    expect(JSON.stringify(a.agent.events)).not.toContain(inB.taskSid);

    const crossRead = await get(b.admin.client, `/conv/conversations/${inA.conversationSid}/messages`);
    expect(crossRead.statusCode).toBe(404);
    const crossSend = await post(b.agent.client, `/conv/conversations/${inA.conversationSid}/messages`, {
      body: 'x',
    });
    expect(crossSend.statusCode).toBe(404);
    expect((await history(b.admin, inB.conversationSid)).map((item) => item.body)).toEqual(['Brand B only']);
  });
});

describe(`outbound SMS on ${testEngine()}`, () => {
  it('opens a conversation with a task reserved to the caller, and refuses a second one', async () => {
    const { agent } = await brandWithAgent();
    const started = await post(agent.client, '/conv/conversations/outbound-sms', {
      contactPhone: '(415) 555-0148',
      parleyVoicePhone: '',
      profileId: null,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { success, taskSid, conversationSid } = started.json();
    expect(success).toBe(true);
    expect(conversationSid).toMatch(/^CH/);
    const offer = await offerOf(agent, taskSid);
    expect(offer.attributes).toMatchObject({
      title: 'outbound sms',
      taskType: 'Agent SMS Task',
      direction: 'outbound',
      contactPhone: '+14155550148',
      conversationSid,
      parleyVoicePhone: '+18005550100',
      autoAnswer: true,
    });

    const again = await post(agent.client, '/conv/conversations/outbound-sms', {
      contactPhone: '+14155550148',
      parleyVoicePhone: '+18005550100',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'chat_already_in_progress',
      message: 'Chat already in progress',
      field: 'contactPhone',
    });

    await accept(agent, offer);
    const sent = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, { body: 'Hi!' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().attributes.deliveryStatus).toBe('delivered');
  });

  it("answers 'Invalid phone number' naming the field", async () => {
    const { agent } = await brandWithAgent();
    for (const [payload, field] of [
      [{ contactPhone: 'call me', parleyVoicePhone: '' }, 'contactPhone'],
      [{ contactPhone: '555-01', parleyVoicePhone: '' }, 'contactPhone'],
      [{ contactPhone: '+14155550149', parleyVoicePhone: '12' }, 'parleyVoicePhone'],
    ] as const) {
      const response = await post(agent.client, '/conv/conversations/outbound-sms', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_phone_number',
        message: 'Invalid phone number',
        field,
      });
    }
    const missing = await post(agent.client, '/conv/conversations/outbound-sms', { parleyVoicePhone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', field: 'contactPhone' });
  });

  it('starts a new conversation and task once the last task is finished', async () => {
    const { admin, agent } = await brandWithAgent();
    const first = await inbound(admin, '+14155550151', 'Order status?');
    await accept(agent, await offerOf(agent, first.taskSid));
    const wrapped = await post(agent.client, '/conv/tasks/wrap-task', { taskSid: first.taskSid });
    expect(wrapped.statusCode, wrapped.body).toBe(200);
    // Wrapping up still holds the conversation: a text now joins it.
    expect(await inbound(admin, '+14155550151', 'Thanks!')).toEqual(first);
    const completed = await post(agent.client, `/conv/tasks/${first.taskSid}/update`, {
      status: 'completed',
    });
    expect(completed.statusCode, completed.body).toBe(200);

    const next = await inbound(admin, '+14155550151', 'One more thing');
    expect(next.conversationSid).not.toBe(first.conversationSid);
    expect(next.taskSid).not.toBe(first.taskSid);
    expect((await history(admin, next.conversationSid)).map((item) => item.body)).toEqual(['One more thing']);
    // The old conversation is closed: nobody can text in it any more.
    const late = await post(agent.client, `/conv/conversations/${first.conversationSid}/messages`, {
      body: 'x',
    });
    expect(late.statusCode).toBe(409);
  });
});
