import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { importContacts } from '../contacts/import-contacts.ts';
import { post, signIn } from '../conversations/conversations-test-support.ts';
import { createAgent, taskRow, waitForOffer } from '../routing/routing-test-kit.ts';

// The Contact Simulator's email and voicemail task shells (docs/simulator.md "Email and voicemail").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PROFILE_ID = /^(?=.*[a-z])(?=.*\d)[a-z0-9]{21,}$/;

/** A brand with an admin, one agent who takes only texts and one who takes the channel under test. */
async function brandWithAgents(channel: 'email' | 'voicemail') {
  const brand = await createTestBrand(t.database.db);
  const admin = await signIn(t, ['admin'], brand.id);
  const none = { call: 0, customTask: 0, email: 0, sms: 0, voicemail: 0 };
  const textsOnly = await createAgent(t.database.db, {
    brandId: brand.id,
    status: 'Available',
    capacity: { ...none, sms: 5 },
  });
  const taker = await createAgent(t.database.db, {
    brandId: brand.id,
    status: 'Available',
    capacity: { ...none, [channel]: 1 },
  });
  return { brandId: brand.id, admin, textsOnly, taker };
}

describe(`Contact Simulator email and voicemail on ${testEngine()}`, () => {
  it('is for admins only', async () => {
    const brand = await createTestBrand(t.database.db);
    const calls = [
      {
        url: '/api/simulator/inbound-email',
        payload: { from: 'ann@example.com', subject: 'Hi', body: 'Hello' },
      },
      { url: '/api/simulator/voicemail', payload: { from: '+14155550180', durationSeconds: 12 } },
    ];
    for (const roles of [['agent'], ['supervisor']] as const) {
      const user = await signIn(t, [...roles], brand.id);
      for (const call of calls)
        expect((await post(user.client, call.url, call.payload)).statusCode, `${roles[0]} ${call.url}`).toBe(
          403,
        );
    }
    const anonymous = new TestClient(t.app, '10.98.0.1');
    await anonymous.loadCsrf();
    for (const call of calls) expect((await post(anonymous, call.url, call.payload)).statusCode).toBe(401);
  });

  it('emails the brand from a known contact: an email task offered to an agent with email capacity', async () => {
    const { brandId, admin, taker } = await brandWithAgents('email');
    await importContacts(t.database.db, {
      brandId,
      contacts: [
        { firstName: 'Olivia', lastName: 'Smith', email: 'olivia@example.com', contactPhone: '+14155550181' },
      ],
    });
    const sent = await post(admin.client, '/api/simulator/inbound-email', {
      from: 'Olivia@Example.com',
      subject: 'Where is my order?',
      body: 'Hello,\n\nmy order 1234 has not arrived.\n\nOlivia',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { taskSid, profileId } = sent.json();
    expect(profileId).toMatch(PROFILE_ID);

    const offer = await waitForOffer(t.database.db, brandId, taskSid);
    expect(offer).toMatchObject({ userId: taker.id, capacityChannel: 'email' });
    const task = await taskRow(t.database.db, brandId, taskSid);
    expect(task).toMatchObject({ channel: 'email', capacityChannel: 'email', status: 'pending' });
    expect(task.attributes).toEqual({
      title: 'Inbound Email',
      direction: 'inbound',
      email: 'olivia@example.com',
      name: 'Olivia Smith',
      profileId,
      contactPhone: '+14155550181',
      subject: 'Where is my order?',
      senderEmail: 'olivia@example.com',
      toEmails: ['support@parley.test'],
      ccEmails: [],
      bodySnippet: 'Hello, my order 1234 has not arrived. Olivia',
      messageId: expect.stringMatching(/^<[0-9a-f]{24}@simulator\.parley\.test>$/),
      threadId: expect.stringMatching(/^ET[0-9a-f]{32}$/),
      rvEmailMessageId: expect.stringMatching(/^EM[0-9a-f]{32}$/),
      mailboxAddress: 'support@parley.test',
      source: 'simulator',
    });
  });

  it('emails from a typed address with no contact (one is created), to a chosen brand address, with a cut snippet', async () => {
    const { brandId, admin, taker } = await brandWithAgents('email');
    const body = 'x'.repeat(250);
    const sent = await post(admin.client, '/api/simulator/inbound-email', {
      from: 'stranger@example.org',
      to: 'Sales@Brand.example',
      subject: 'Pricing',
      body,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().profileId).toMatch(PROFILE_ID);
    expect((await waitForOffer(t.database.db, brandId, sent.json().taskSid)).userId).toBe(taker.id);
    const { attributes } = await taskRow(t.database.db, brandId, sent.json().taskSid);
    expect(attributes).toMatchObject({
      name: 'stranger@example.org',
      toEmails: ['sales@brand.example'],
      // spec 000 §9: the email snippet is 140 characters.
      bodySnippet: 'x'.repeat(140),
      profileId: sent.json().profileId,
    });
  });

  it('refuses a bad email naming the field', async () => {
    const brand = await createTestBrand(t.database.db);
    const admin = await signIn(t, ['admin'], brand.id);
    const good = { from: 'ann@example.com', subject: 'Hi', body: 'Hello' };
    for (const [payload, field, message] of [
      [{ ...good, from: 'not an address' }, 'from', 'from must be a valid email address'],
      [{ ...good, from: '' }, 'from', 'from is required'],
      [{ ...good, to: 'nope' }, 'to', 'to must be a valid email address'],
      [{ ...good, subject: '   ' }, 'subject', 'subject is required'],
      [{ ...good, subject: 's'.repeat(501) }, 'subject', 'subject must be at most 500 characters'],
      [{ from: good.from, subject: good.subject }, 'body', undefined],
    ] as const) {
      const response = await post(admin.client, '/api/simulator/inbound-email', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        field,
        ...(message ? { message } : {}),
      });
    }
  });

  it('leaves a voicemail: a voicemail task offered to an agent with voicemail capacity', async () => {
    const { brandId, admin, taker } = await brandWithAgents('voicemail');
    await importContacts(t.database.db, {
      brandId,
      contacts: [
        { firstName: 'Ava', lastName: 'Brown', email: 'ava@example.com', contactPhone: '+12125550182' },
      ],
    });
    const sent = await post(admin.client, '/api/simulator/voicemail', {
      from: '(212) 555-0182',
      durationSeconds: 34,
      transcript: 'Please call me back about my bill.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { taskSid, profileId } = sent.json();
    const offer = await waitForOffer(t.database.db, brandId, taskSid);
    expect(offer).toMatchObject({ userId: taker.id, capacityChannel: 'voicemail' });
    const task = await taskRow(t.database.db, brandId, taskSid);
    expect(task).toMatchObject({ channel: 'voicemail', capacityChannel: 'voicemail' });
    expect(task.attributes).toEqual({
      title: 'Voicemail',
      direction: 'inbound',
      contactPhone: '+12125550182',
      name: 'Ava Brown',
      profileId,
      email: 'ava@example.com',
      parleyVoicePhone: '+18005550100',
      durationSeconds: 34,
      transcript: 'Please call me back about my bill.',
      source: 'simulator',
    });
  });

  it('gives an unknown number a minimal contact and leaves the transcript out when there is none', async () => {
    const { brandId, admin } = await brandWithAgents('voicemail');
    const sent = await post(admin.client, '/api/simulator/voicemail', {
      from: '+14155550183',
      to: '(800) 555-0199',
      durationSeconds: 5,
      transcript: '  ',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().profileId).toMatch(PROFILE_ID);
    const { attributes } = await taskRow(t.database.db, brandId, sent.json().taskSid);
    expect(attributes).toMatchObject({
      name: '+14155550183',
      profileId: sent.json().profileId,
      parleyVoicePhone: '+18005550199',
    });
    expect(attributes).not.toHaveProperty('transcript');
    // The same number again finds that contact.
    const again = await post(admin.client, '/api/simulator/voicemail', {
      from: '4155550183',
      durationSeconds: 9,
    });
    expect(again.json().profileId).toBe(sent.json().profileId);
  });

  it('refuses a bad voicemail naming the field', async () => {
    const brand = await createTestBrand(t.database.db);
    const admin = await signIn(t, ['admin'], brand.id);
    const good = { from: '+14155550184', durationSeconds: 10 };
    for (const [payload, field, code, message] of [
      [{ ...good, from: 'not a phone' }, 'from', 'invalid_phone_number', 'Invalid phone number'],
      [{ ...good, to: '+1 555' }, 'to', 'invalid_phone_number', 'Invalid phone number'],
      [
        { ...good, durationSeconds: 0 },
        'durationSeconds',
        'validation_failed',
        'durationSeconds must be at least 1',
      ],
      [{ ...good, durationSeconds: 2.5 }, 'durationSeconds', 'validation_failed', undefined],
      [
        { ...good, durationSeconds: 601 },
        'durationSeconds',
        'validation_failed',
        'durationSeconds must be at most 600',
      ],
      [{ from: good.from }, 'durationSeconds', 'validation_failed', 'durationSeconds is required'],
      [
        { ...good, durationSeconds: '10' },
        'durationSeconds',
        'validation_failed',
        'durationSeconds must be a number',
      ],
      [{ ...good, transcript: 't'.repeat(5001) }, 'transcript', 'validation_failed', undefined],
    ] as const) {
      const response = await post(admin.client, '/api/simulator/voicemail', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code, field, ...(message ? { message } : {}) });
    }
  });
});
