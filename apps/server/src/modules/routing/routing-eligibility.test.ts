import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createBrandPhoneNumber } from '../phone-numbers/create-brand-phone-number.ts';
import { createQueue } from './queues/create-queue.ts';
import { createLifecycleHarness, type LifecycleHarness } from './routing-lifecycle-harness.ts';
import {
  createAgent,
  giveSkill,
  reservationsOfTask,
  setAgentStatus,
  taskRow,
  waitForOffer,
} from './routing-test-kit.ts';
import { createTask } from './tasks/create-task.ts';
import { updateTask } from './tasks/update-task.ts';

let harness: LifecycleHarness;
let t: TestApp;
beforeAll(async () => {
  harness = await createLifecycleHarness('10.41');
  t = harness.t;
});
afterAll(async () => {
  await harness.close();
});
const clientFor: LifecycleHarness['clientFor'] = (agent) => harness.clientFor(agent);
const brandWithAgents: LifecycleHarness['brandWithAgents'] = (count, status) =>
  harness.brandWithAgents(count, status);

describe(`routing eligibility and isolation on ${testEngine()}`, () => {
  it('respects capacity per channel and offers the waiting task when capacity frees', async () => {
    const brand = await createTestBrand(t.database.db);
    const agent = await createAgent(t.database.db, {
      brandId: brand.id,
      status: 'Available',
      capacity: { sms: 1, customTask: 1 },
    });
    const one = await createTask(t.database.db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });
    const two = await createTask(t.database.db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });
    const custom = await createTask(t.database.db, t.bus, {
      brandId: brand.id,
      channel: 'custom-tasks',
      attributes: {},
    });
    await waitForOffer(t.database.db, brand.id, one.taskSid);
    await waitForOffer(t.database.db, brand.id, custom.taskSid);
    expect(await reservationsOfTask(t.database.db, brand.id, two.taskSid)).toEqual([]);
    await updateTask(t.database.db, t.bus, { brandId: brand.id, taskSid: one.taskSid, status: 'completed' });
    const offer = await waitForOffer(t.database.db, brand.id, two.taskSid);
    expect(offer.userId).toBe(agent.id);
  });

  it('offers nothing to unavailable agents, and offers waiting work when one becomes available', async () => {
    const { brandId, agents } = await brandWithAgents(1, 'Break');
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { taskSid } = await createTask(t.database.db, t.bus, { brandId, channel: 'sms', attributes: {} });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await reservationsOfTask(t.database.db, brandId, taskSid)).toEqual([]);
    await setAgentStatus(t.database.db, brandId, agent.id, 'Available');
    expect((await waitForOffer(t.database.db, brandId, taskSid, 800)).userId).toBe(agent.id);
  });

  it('offers by priority, then age, and only to agents with every skill of the queue', async () => {
    const brand = await createTestBrand(t.database.db);
    const brandId = brand.id;
    const plain = await createAgent(t.database.db, { brandId, status: 'Break', capacity: { sms: 1 } });
    const skilled = await createAgent(t.database.db, { brandId, status: 'Break', capacity: { sms: 3 } });
    await giveSkill(t.database.db, brandId, 'Spanish', [skilled]);
    const spanish = await createQueue(t.database.db, {
      brandId,
      input: { friendlyName: 'Spanish', requiredSkills: ['Spanish'] },
    });
    const base = Date.now();
    const low = await createTask(t.database.db, t.bus, {
      brandId,
      channel: 'sms',
      attributes: {},
      priority: 1,
      now: new Date(base),
    });
    const oldHigh = await createTask(t.database.db, t.bus, {
      brandId,
      channel: 'sms',
      attributes: {},
      priority: 5,
      now: new Date(base + 1),
    });
    const newHigh = await createTask(t.database.db, t.bus, {
      brandId,
      channel: 'sms',
      attributes: {},
      priority: 5,
      now: new Date(base + 2),
    });
    const spanishTask = await createTask(t.database.db, t.bus, {
      brandId,
      channel: 'sms',
      attributes: {},
      queueSid: spanish.sid,
      now: new Date(base + 3),
    });
    await setAgentStatus(t.database.db, brandId, plain.id, 'Available');
    const first = await waitForOffer(t.database.db, brandId, oldHigh.taskSid);
    expect(first.userId).toBe(plain.id);
    expect(await reservationsOfTask(t.database.db, brandId, newHigh.taskSid)).toEqual([]);
    expect(await reservationsOfTask(t.database.db, brandId, spanishTask.taskSid)).toEqual([]);
    await setAgentStatus(t.database.db, brandId, skilled.id, 'Available');
    // The skilled agent takes what is left, in order; only they can take the Spanish task.
    await waitForOffer(t.database.db, brandId, newHigh.taskSid);
    await waitForOffer(t.database.db, brandId, low.taskSid);
    expect((await waitForOffer(t.database.db, brandId, spanishTask.taskSid)).userId).toBe(skilled.id);
  });

  it("keeps brands apart: another brand's agent gets nothing and cannot act on the task", async () => {
    const mine = await brandWithAgents(1, 'Break');
    const theirs = await brandWithAgents(1);
    const [outsider] = theirs.agents;
    if (!outsider) throw new Error('agent missing');
    const { taskSid } = await createTask(t.database.db, t.bus, {
      brandId: mine.brandId,
      channel: 'sms',
      attributes: {},
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await reservationsOfTask(t.database.db, mine.brandId, taskSid)).toEqual([]);
    const client = await clientFor(outsider);
    const update = await client.request({
      method: 'POST',
      url: `/conv/tasks/${taskSid}/update`,
      payload: { status: 'canceled' },
    });
    expect(update.statusCode).toBe(404);
    const wrap = await client.request({ method: 'POST', url: '/conv/tasks/wrap-task', payload: { taskSid } });
    expect(wrap.statusCode).toBe(404);
  });

  it('reserves a manual outbound task straight to the agent who asked, even when not available', async () => {
    const { brandId, agents } = await brandWithAgents(2, 'Break');
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const client = await clientFor(agent);
    const missing = await client.request({
      method: 'POST',
      url: '/conv/tasks/manual-outbound-call-task',
      payload: { contactPhone: '+15555550123', profileId: 'p1', channel: 'sms' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      field: 'parleyVoicePhone',
      message: 'parleyVoicePhone Attempted to create manual outbound task with missing agent phone',
    });
    // The from-number must be one of the brand's (Settings › Active Phone Numbers).
    await createBrandPhoneNumber(t.database.db, {
      brandId,
      input: { phoneNumber: '+14155550999', friendlyName: 'Support line', voice: true, sms: true },
    });
    const created = await client.request({
      method: 'POST',
      url: '/conv/tasks/manual-outbound-call-task',
      payload: {
        // Numbers libphonenumber accepts: the SMS branch parses them (555 is no US area code).
        contactPhone: '(415) 555-0123',
        parleyVoicePhone: '+14155550999',
        profileId: 'p1',
        channel: 'sms',
      },
    });
    expect(created.statusCode).toBe(200);
    const { taskSid } = created.json();
    expect(created.json()).toEqual({ success: true, taskSid: expect.stringMatching(/^WT[0-9a-f]{32}$/) });
    const [reservation] = await reservationsOfTask(t.database.db, brandId, taskSid);
    expect(reservation).toMatchObject({ userId: agent.id, status: 'pending' });
    expect((await taskRow(t.database.db, brandId, taskSid)).attributes).toMatchObject({
      direction: 'outbound',
      contactPhone: '+14155550123',
      parleyVoicePhone: '+14155550999',
    });
    // Rejecting it cancels it: nobody else may take an agent's own outbound task.
    await client.request({
      method: 'POST',
      url: '/conv/tasks/reject',
      payload: { taskSid, reservationSid: reservation?.sid },
    });
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('canceled');
  });
});
