import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { createQueue } from './create-queue.ts';
import { createTask } from './create-task.ts';
import {
  collectEvents,
  createAgent,
  giveSkill,
  reservationsOfTask,
  setAgentStatus,
  taskRow,
  waitForOffer,
} from './routing-test-kit.ts';
import { sweepReservationTimeouts } from './sweep-reservation-timeouts.ts';
import { updateTask } from './update-task.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
async function clientFor(agent: { email: string; password: string }) {
  address += 1;
  const client = new TestClient(t.app, `10.40.${Math.floor(address / 250)}.${address % 250}`);
  const response = await client.signIn(agent.email, agent.password);
  expect(response.statusCode).toBe(200);
  return client;
}

async function brandWithAgents(count: number, status = 'Available') {
  const brand = await createTestBrand(t.database.db);
  const agents = [];
  // One at a time, so the first agent has been idle longest.
  for (let i = 0; i < count; i += 1) {
    agents.push(await createAgent(t.database.db, { brandId: brand.id, status }));
  }
  return { brandId: brand.id, agents };
}

describe(`routing lifecycle on ${testEngine()}`, () => {
  it('offers, is rejected, offers the next agent, is accepted, wrapped, dispositioned and completed', async () => {
    const { brandId, agents } = await brandWithAgents(2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const firstEvents = collectEvents(t.bus, brandId, first.id);
    const secondEvents = collectEvents(t.bus, brandId, second.id);
    const { taskSid } = await createTask(t.database.db, t.bus, {
      brandId,
      channel: 'sms',
      attributes: {
        contactPhone: '+15555550100',
        name: 'Pat Doe',
        title: 'Incoming SMS',
        taskType: 'Agent SMS Task',
      },
    });
    const offer = await waitForOffer(t.database.db, brandId, taskSid);
    expect(offer.userId).toBe(first.id);
    await expect.poll(() => firstEvents.named('reservation.created').length).toBe(1);
    expect(firstEvents.named('reservation.created')[0]?.data).toMatchObject({
      sid: offer.sid,
      reservationSid: offer.sid,
      taskSid,
      status: 'pending',
      taskStatus: 'reserved',
      taskChannelUniqueName: 'sms',
      channelType: 'sms',
      workerSid: first.workerSid,
      workflowName: 'Default',
      queueName: 'Everyone',
      attributes: { contactPhone: '+15555550100' },
    });

    const a = await clientFor(first);
    const rejected = await a.request({
      method: 'POST',
      url: '/conv/tasks/reject',
      payload: { taskSid, reservationSid: offer.sid },
    });
    expect(rejected.json()).toEqual({ success: true });
    const next = await waitForOffer(t.database.db, brandId, taskSid);
    expect(next.userId).toBe(second.id);
    expect(firstEvents.named('reservation.updated').at(-1)?.data).toMatchObject({ status: 'rejected' });

    // The first agent cannot take the second agent's offer.
    const stolen = await a.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid, reservationSid: next.sid },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ code: 'TaskNotAvailable', message: 'This task is no longer available' });

    const b = await clientFor(second);
    const accepted = await b.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid, reservationSid: next.sid },
    });
    expect(accepted.json()).toEqual({
      success: true,
      parleyVoicePhone: null,
      parleyVoicePhoneFriendlyName: null,
    });
    // The desktop retries once: accepting again succeeds.
    const again = await b.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid, reservationSid: next.sid },
    });
    expect(again.statusCode).toBe(200);
    await expect
      .poll(() =>
        secondEvents.named('reservation.updated').map((event) => (event.data as { status: string }).status),
      )
      .toEqual(['accepted']);
    expect(secondEvents.named('reservation.updated')[0]?.data).toMatchObject({ taskStatus: 'assigned' });

    const wrapped = await b.request({ method: 'POST', url: '/conv/tasks/wrap-task', payload: { taskSid } });
    expect(wrapped.json()).toEqual({ success: true });
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');

    const summary = await b.request({
      method: 'POST',
      url: '/conv/tasks/summarize-task',
      payload: {
        sid: taskSid,
        phone: '+15555550100',
        disposition: 'Sale',
        outcomeId: 7,
        notes: 'Wants the blue one',
        objections: ['price'],
        agentEmail: second.email,
        dispositionedBy: second.email,
        taskAttributes: {},
      },
    });
    expect(summary.json()).toEqual({ success: true });
    const done = await taskRow(t.database.db, brandId, taskSid);
    expect(done).toMatchObject({
      status: 'completed',
      disposition: 'Sale',
      outcomeId: '7',
      notes: 'Wants the blue one',
      objections: ['price'],
      assignedUserId: second.id,
      liveReservationSid: null,
    });
    const history = await reservationsOfTask(t.database.db, brandId, taskSid);
    expect(history.map((row) => [row.userId, row.status])).toEqual([
      [first.id, 'rejected'],
      [second.id, 'completed'],
    ]);

    const stats = await b.graphql(
      '{ getDailyStats { smsCount callCount customCount targetSms targetCall targetEmail } }',
    );
    expect(stats.json().data.getDailyStats).toEqual({
      smsCount: 1,
      callCount: 0,
      customCount: 0,
      targetSms: 50,
      targetCall: 50,
      targetEmail: 50,
    });
    const recent = await b.graphql(
      '{ recentTasks { sid type contactPhone contactName disposition originalTaskQueueName timestamps { endedAt } } }',
    );
    expect(recent.json().data.recentTasks).toEqual([
      expect.objectContaining({
        sid: taskSid,
        type: 'Agent SMS Task',
        contactPhone: '+15555550100',
        contactName: 'Pat Doe',
        disposition: 'Sale',
        originalTaskQueueName: 'Everyone',
      }),
    ]);
    const filters = await b.graphql(
      '{ recentTaskFilters { taskTypes dispositions targetAgents { workerSid } } }',
    );
    expect(filters.json().data.recentTaskFilters).toEqual({
      taskTypes: ['Agent SMS Task'],
      dispositions: ['Sale'],
      targetAgents: [{ workerSid: second.workerSid }],
    });
    firstEvents.unsubscribe();
    secondEvents.unsubscribe();
  });

  it('times out a pending offer: the agent becomes unavailable and the next agent gets the task', async () => {
    const { brandId, agents } = await brandWithAgents(2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const brandEvents = collectEvents(t.bus, brandId, second.id);
    const { taskSid } = await createTask(t.database.db, t.bus, {
      brandId,
      channel: 'custom-tasks',
      attributes: {},
    });
    const offer = await waitForOffer(t.database.db, brandId, taskSid);
    expect(offer.userId).toBe(first.id);
    expect(offer.timeoutAt?.getTime()).toBe(offer.createdAt.getTime() + 30_000);
    // Not due yet: nothing happens.
    expect(
      (await sweepReservationTimeouts(t.database.db, t.bus, { now: new Date(Date.now() + 1_000) })).timedOut,
    ).toBe(0);
    const swept = await sweepReservationTimeouts(t.database.db, t.bus, {
      now: new Date(Date.now() + 31_000),
    });
    expect(swept.timedOut).toBeGreaterThanOrEqual(1);
    const next = await waitForOffer(t.database.db, brandId, taskSid);
    expect(next.userId).toBe(second.id);
    const history = await reservationsOfTask(t.database.db, brandId, taskSid);
    expect(history.map((row) => row.status)).toEqual(['timeout', 'pending']);
    await expect
      .poll(() => brandEvents.named('agent.statusUpdated').map((event) => event.data))
      .toContainEqual(expect.objectContaining({ userId: first.id, status: 'Unavailable', available: false }));
    // The accept that arrives too late is refused.
    const a = await clientFor(first);
    const late = await a.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid, reservationSid: offer.sid },
    });
    expect(late.statusCode).toBe(404);
    brandEvents.unsubscribe();
  });

  it('rescinds a pending offer and cancels an accepted reservation when the task is canceled', async () => {
    const { brandId, agents } = await brandWithAgents(1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const client = await clientFor(agent);
    const pendingTask = await createTask(t.database.db, t.bus, { brandId, channel: 'sms', attributes: {} });
    const offer = await waitForOffer(t.database.db, brandId, pendingTask.taskSid);
    await updateTask(t.database.db, t.bus, { brandId, taskSid: pendingTask.taskSid, status: 'canceled' });
    expect((await reservationsOfTask(t.database.db, brandId, pendingTask.taskSid))[0]?.status).toBe(
      'rescinded',
    );
    expect((await taskRow(t.database.db, brandId, pendingTask.taskSid)).status).toBe('canceled');
    const gone = await client.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid: pendingTask.taskSid, reservationSid: offer.sid },
    });
    expect(gone.json()).toEqual({ code: 'TaskNotAvailable', message: 'This task is no longer available' });

    const acceptedTask = await createTask(t.database.db, t.bus, { brandId, channel: 'sms', attributes: {} });
    const second = await waitForOffer(t.database.db, brandId, acceptedTask.taskSid);
    await client.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid: acceptedTask.taskSid, reservationSid: second.sid },
    });
    const canceled = await client.request({
      method: 'POST',
      url: `/conv/tasks/${acceptedTask.taskSid}/update`,
      payload: { status: 'canceled', cancellationReasonId: 'wrong-number', attributes: { note: 'x' } },
    });
    expect(canceled.json()).toEqual({ success: true });
    const row = await taskRow(t.database.db, brandId, acceptedTask.taskSid);
    expect(row).toMatchObject({
      status: 'canceled',
      cancellationReasonId: 'wrong-number',
      attributes: { note: 'x' },
    });
    expect((await reservationsOfTask(t.database.db, brandId, acceptedTask.taskSid))[0]?.status).toBe(
      'canceled',
    );
    // A finished task cannot change its outcome; the same outcome again is fine.
    const complete = await client.request({
      method: 'POST',
      url: `/conv/tasks/${acceptedTask.taskSid}/update`,
      payload: { status: 'completed' },
    });
    expect(complete.statusCode).toBe(409);
  });

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
