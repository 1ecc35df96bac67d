import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { sleep } from '../../platform/realtime/events-test-support.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { importContacts } from '../contacts/import-contacts.ts';
import {
  accept,
  get,
  makeAvailable,
  offerOf,
  post,
  type SignedIn,
  signIn,
} from '../conversations/conversations-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function brandWithAdmin() {
  const brand = await createTestBrand(t.database.db);
  const admin = await signIn(t, ['admin'], brand.id);
  return { brand, admin };
}

function messagesOf(admin: SignedIn, contactPhone: string, direction?: 'all') {
  const query = new URLSearchParams({ contactPhone, ...(direction ? { direction } : {}) });
  return get(admin.client, `/api/simulator/messages?${query}`);
}

describe(`Contact Simulator on ${testEngine()}`, () => {
  it('is for admins only', async () => {
    const { brand } = await brandWithAdmin();
    const calls = [
      { method: 'POST', url: '/api/simulator/inbound-sms', payload: { from: '+14155550160', body: 'Hi' } },
      { method: 'POST', url: '/api/simulator/custom-task', payload: { title: 'Task' } },
      { method: 'GET', url: '/api/simulator/messages?contactPhone=%2B14155550160' },
      { method: 'GET', url: '/api/simulator/contacts?query=' },
    ] as const;
    for (const roles of [['agent'], ['supervisor']] as const) {
      const user = await signIn(t, [...roles], brand.id);
      for (const call of calls) {
        const response = await user.client.request(call);
        expect(response.statusCode, `${roles[0]} ${call.url}`).toBe(403);
      }
    }
    const anonymous = new TestClient(t.app, '10.99.0.1');
    await anonymous.loadCsrf();
    for (const call of calls) expect((await anonymous.request(call)).statusCode).toBe(401);
  });

  it("refuses numbers that do not parse with 'Invalid phone number' naming the field", async () => {
    const { admin } = await brandWithAdmin();
    for (const [payload, field] of [
      [{ from: 'not a phone', body: 'Hi' }, 'from'],
      [{ from: '555-0100', body: 'Hi' }, 'from'],
      [{ from: '+14155550161', to: '+1 555', body: 'Hi' }, 'to'],
    ] as const) {
      const response = await post(admin.client, '/api/simulator/inbound-sms', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_phone_number',
        message: 'Invalid phone number',
        field,
      });
    }
    const noBody = await post(admin.client, '/api/simulator/inbound-sms', {
      from: '+14155550161',
      body: '  ',
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ code: 'validation_failed', field: 'body' });
    const badQuery = await messagesOf(admin, 'nope');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ code: 'invalid_phone_number', field: 'contactPhone' });
  });

  it('texts the brand and shows what the brand sent back, newest last', async () => {
    const { brand, admin } = await brandWithAdmin();
    const agent = await signIn(t, ['agent'], brand.id);
    await makeAvailable(t, agent);
    const sent = await post(admin.client, '/api/simulator/inbound-sms', {
      from: '4155550162',
      to: '(800) 555-0199',
      body: 'Where is my order?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversationSid, taskSid } = sent.json();
    const offer = await offerOf(agent, taskSid);
    expect(offer.attributes).toMatchObject({ parleyVoicePhone: '+18005550199' });
    expect((await messagesOf(admin, '+14155550162')).json().items).toEqual([]);

    await accept(agent, offer);
    for (const body of ['It ships today.', 'Anything else?']) {
      const reply = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, { body });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const outbound = (await messagesOf(admin, '(415) 555-0162')).json().items;
    expect(outbound).toEqual([
      {
        sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
        direction: 'outbound',
        from: '+18005550199',
        to: '+14155550162',
        body: 'It ships today.',
        mediaUrl: null,
        status: 'delivered',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ body: 'Anything else?' }),
    ]);
    const thread = (await messagesOf(admin, '+14155550162', 'all')).json().items;
    expect(thread.map((item: { direction: string; body: string }) => [item.direction, item.body])).toEqual([
      ['inbound', 'Where is my order?'],
      ['outbound', 'It ships today.'],
      ['outbound', 'Anything else?'],
    ]);
  });

  it('opens one conversation and one task for two first texts at once', async () => {
    const { brand, admin } = await brandWithAdmin();
    const agent = await signIn(t, ['agent'], brand.id);
    await makeAvailable(t, agent);
    const [a, b] = await Promise.all(
      ['First', 'Second'].map((body) =>
        post(admin.client, '/api/simulator/inbound-sms', { from: '+14155550163', body }),
      ),
    );
    expect(a?.statusCode, a?.body).toBe(200);
    expect(b?.statusCode, b?.body).toBe(200);
    expect(a?.json().conversationSid).toBe(b?.json().conversationSid);
    const taskSid = a?.json().taskSid ?? b?.json().taskSid;
    await offerOf(agent, taskSid);
    await sleep(100);
    expect(agent.events.filter((event) => event.name === 'reservation.created')).toHaveLength(1);
  });

  it('creates a custom task with its title, priority and attributes', async () => {
    const { brand, admin } = await brandWithAdmin();
    const agent = await signIn(t, ['agent'], brand.id);
    await makeAvailable(t, agent);
    const created = await post(admin.client, '/api/simulator/custom-task', {
      title: 'Call back Olivia',
      priority: 7,
      attributes: { openUrl: 'https://crm.example.com/1', autoAnswer: false, title: 'ignored' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { taskSid } = created.json();
    expect(taskSid).toMatch(/^WT/);
    const offer = await offerOf(agent, taskSid);
    expect(offer).toMatchObject({
      taskSid,
      attributes: {
        title: 'Call back Olivia',
        taskType: 'Custom Task',
        openUrl: 'https://crm.example.com/1',
        autoAnswer: false,
      },
    });
    expect(offer.priority).toBe(7);

    const untitled = await post(admin.client, '/api/simulator/custom-task', { title: ' ', priority: 1 });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toMatchObject({ code: 'validation_failed', field: 'title' });
    const negative = await post(admin.client, '/api/simulator/custom-task', { title: 'x', priority: -1 });
    expect(negative.json()).toMatchObject({ field: 'priority' });
  });

  it("searches the brand's contacts by name or number, 20 at most", async () => {
    const { admin } = await brandWithAdmin();
    const other = await brandWithAdmin();
    await importContacts(t.database.db, {
      brandId: admin.brandId,
      contacts: [
        ...Array.from({ length: 25 }, (_, i) => ({
          firstName: 'Liam',
          lastName: `Number${String(i).padStart(2, '0')}`,
          email: null,
          contactPhone: `+1415555${String(1000 + i)}`,
        })),
        { firstName: 'Ava', lastName: 'Brown', email: 'ava@example.com', contactPhone: '+12125550170' },
      ],
    });
    await importContacts(t.database.db, {
      brandId: other.admin.brandId,
      contacts: [{ firstName: 'Ava', lastName: 'Elsewhere', email: null, contactPhone: '+12125550171' }],
    });
    const search = async (query: string) =>
      (await get(admin.client, `/api/simulator/contacts?query=${encodeURIComponent(query)}`)).json().items;

    expect(await search('liam')).toHaveLength(20);
    expect(await search('ava')).toEqual([
      {
        profileId: expect.any(String),
        name: 'Ava Brown',
        contactPhone: '+12125550170',
        email: 'ava@example.com',
      },
    ]);
    expect((await search('(212) 555-0170')).map((contact: { name: string }) => contact.name)).toEqual([
      'Ava Brown',
    ]);
    expect(await search('number0%')).toEqual([]);
    expect((await search('')).length).toBe(20);
  });
});
