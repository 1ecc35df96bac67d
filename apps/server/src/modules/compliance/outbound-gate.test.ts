import { WEEKDAYS } from '@parley/core/compliance/compliance-model';
import type { CreateCallResult } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlField } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, offerOf, post, type SignedIn } from '../conversations/conversations-test-support.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { voiceBrand } from '../voice/voice-test-kit.ts';
import { checkOutbound } from './check-outbound.ts';

// Issue 14 "Compliance": every outbound call and text passes the brand's restrictions and its
// do-not-call list, and each decision, placed or skipped, is in the log with its reason.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Decision = {
  channel: string;
  phoneNumber: string;
  allowed: boolean;
  reason: string | null;
  detail: string;
};
const DECISIONS = `query ($phoneNumber: String) { outboundDecisions(phoneNumber: $phoneNumber) {
  entries { channel phoneNumber allowed reason detail source taskSid timeZones } } }`;

async function decisionsOf(admin: SignedIn, phoneNumber: string): Promise<Decision[]> {
  return (
    await gqlField<{ entries: Decision[] }>(admin.client, DECISIONS, 'outboundDecisions', { phoneNumber })
  ).entries;
}

async function outboundCallTask(agent: SignedIn, contactPhone: string): Promise<string> {
  const created = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
    contactPhone,
    parleyVoicePhone: '+18005550100',
    profileId: null,
  });
  expect(created.statusCode, created.body).toBe(200);
  const { taskSid } = created.json<{ taskSid: string }>();
  await accept(agent, await offerOf(agent, taskSid));
  return taskSid;
}

async function createCall(agent: SignedIn, taskSid: string): Promise<CreateCallResult> {
  const response = await post(agent.client, '/conv/conferences/create-call', { taskSid });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreateCallResult>();
}

const CLOSED_ALL_WEEK = WEEKDAYS.map((weekday) => ({
  weekday,
  enabled: false,
  start: '08:00',
  end: '21:00',
}));
const SAVE_HOURS =
  'mutation ($hours: [DailyAvailableWindowInput!]!) { saveDailyAvailableHours(hours: $hours) { perContactPerDay } }';

describe(`the outbound gate on ${testEngine()}`, () => {
  it('refuses a call outside the daily available hours, names why, cancels the task and logs it', async () => {
    const { brandId, simulator: admin, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    await gqlField(admin.client, SAVE_HOURS, 'saveDailyAvailableHours', { hours: CLOSED_ALL_WEEK });

    const taskSid = await outboundCallTask(agent, '(415) 555-0161');
    const result = await createCall(agent, taskSid);
    expect(result).toMatchObject({ success: false, canContact: false, reason: 'restricted' });
    expect(result.success ? '' : result.detail).toMatch(
      /^Outside the daily available hours: .* in America\/Los_Angeles/,
    );
    expect(await taskRow(t.database.db, brandId, taskSid)).toMatchObject({ status: 'canceled' });
    expect(await decisionsOf(admin, '+14155550161')).toEqual([
      expect.objectContaining({
        channel: 'call',
        allowed: false,
        reason: 'outside_hours',
        source: 'agent',
        taskSid,
      }),
    ]);
  });

  it("blocks a number on the brand's do-not-call list with spec 000 §8's text; removing it lets the call through", async () => {
    const { simulator: admin, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    await gqlField(
      admin.client,
      'mutation { addDoNotCallNumber(phoneNumber: "415 555 0162", note: "Asked") { phoneNumber } }',
      'addDoNotCallNumber',
    );

    const refused = await outboundCallTask(agent, '+14155550162');
    expect(await createCall(agent, refused)).toEqual({
      success: false,
      canContact: false,
      reason: 'blocked',
      detail: 'The number is on the do-not-call list.',
    });
    await gqlField(
      admin.client,
      'mutation { removeDoNotCallNumber(phoneNumber: "+14155550162") }',
      'removeDoNotCallNumber',
    );
    const placed = await outboundCallTask(agent, '+14155550162');
    expect(await createCall(agent, placed)).toMatchObject({ success: true });
    expect((await decisionsOf(admin, '+14155550162')).map((entry) => [entry.allowed, entry.reason])).toEqual([
      [true, null],
      [false, 'dnc'],
    ]);
  });

  it('holds a daily call limit per number: the second call of the day is refused', async () => {
    const { brandId, simulator: admin } = await voiceBrand(t, 0);
    await gqlField(
      admin.client,
      'mutation { saveDailyCallLimits(input: { perNumberPerDay: 1 }) { perNumberPerDay } }',
      'saveDailyCallLimits',
    );
    const attempt = () =>
      t.database.db.transaction((tx) =>
        checkOutbound(tx, { brandId, channel: 'call', phoneNumber: '+14155550163', source: 'system' }),
      );
    expect(await attempt()).toMatchObject({ allowed: true });
    expect(await attempt()).toMatchObject({ allowed: false, reason: 'number_limit' });
    // Texts are not counted against Daily Call Limits.
    const text = await t.database.db.transaction((tx) =>
      checkOutbound(tx, { brandId, channel: 'sms', phoneNumber: '+14155550163', source: 'system' }),
    );
    expect(text).toMatchObject({ allowed: true });
  });

  it("refuses an agent's text outside the hours unless it answers the contact's own text; a do-not-call entry refuses both", async () => {
    const { simulator: admin, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    await gqlField(admin.client, SAVE_HOURS, 'saveDailyAvailableHours', { hours: CLOSED_ALL_WEEK });

    // The agent starts a conversation: nobody asked, so the hours apply.
    const started = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550164',
      parleyVoicePhone: '+18005550100',
      channel: 'sms',
    });
    const { taskSid } = started.json<{ taskSid: string }>();
    const offer = await offerOf(agent, taskSid);
    await accept(agent, offer);
    const conversationSid = String(offer.attributes.conversationSid);
    const refused = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, {
      body: 'Hello',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'outbound_restricted',
      field: 'body',
      message: expect.stringMatching(/^This text was not sent\. Outside the daily available hours/),
    });

    // The contact writes in: the agent may answer at any hour…
    await post(admin.client, '/api/simulator/inbound-sms', { from: '+14155550164', body: 'Are you there?' });
    const reply = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, {
      body: 'Yes!',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // …but not to a number on the do-not-call list.
    await gqlField(
      admin.client,
      'mutation { addDoNotCallNumber(phoneNumber: "+14155550164") { phoneNumber } }',
      'addDoNotCallNumber',
    );
    const blocked = await post(agent.client, `/conv/conversations/${conversationSid}/messages`, {
      body: 'Again',
    });
    expect(blocked.json()).toMatchObject({
      code: 'outbound_restricted',
      message: 'This text was not sent. The number is on the do-not-call list.',
    });

    expect(
      (await decisionsOf(admin, '+14155550164')).map((entry) => [entry.channel, entry.allowed, entry.reason]),
    ).toEqual([
      ['sms', false, 'dnc'],
      ['sms', true, null],
      ['sms', false, 'outside_hours'],
    ]);
  });
});
