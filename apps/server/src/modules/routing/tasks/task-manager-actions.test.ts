import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { brands } from '../../brands/brands.tables.ts';
import { acceptReservation } from '../reservations/accept-reservation.ts';
import { rejectReservation } from '../reservations/reject-reservation.ts';
import {
  collectEvents,
  createAgent,
  reservationsOfTask,
  setAgentStatus,
  taskRow,
  waitForOffer,
} from '../routing-test-kit.ts';
import { assignTask } from './assign-task.ts';
import { cancelOpenTask } from './cancel-open-task.ts';
import { createTask } from './create-task.ts';

// Issue 17 item 4: a task rejected by the only available agent waited forever. Managers cancel a
// waiting or offered task, or offer it to the agent they choose (docs/routing.md "Manager actions").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
async function signedIn(user: { email: string; password: string }) {
  address += 1;
  const client = new TestClient(t.app, `10.61.${Math.floor(address / 250)}.${address % 250}`);
  expect((await client.signIn(user.email, user.password)).statusCode).toBe(200);
  return client;
}

/** A brand whose only available agent rejected its one SMS task: the task waits, offered to nobody. */
async function rejectedByTheOnlyAgent() {
  const db = t.database.db;
  const brand = await createTestBrand(db);
  const supervisor = await createAgent(db, { brandId: brand.id, status: 'Break', roles: ['supervisor'] });
  const agent = await createAgent(db, { brandId: brand.id, status: 'Available', capacity: { sms: 1 } });
  const task = await createTask(db, t.bus, {
    brandId: brand.id,
    channel: 'sms',
    attributes: { title: 'Inbound SMS' },
  });
  const offer = await waitForOffer(db, brand.id, task.taskSid);
  await rejectReservation(db, t.bus, {
    brandId: brand.id,
    userId: agent.id,
    taskSid: task.taskSid,
    reservationSid: offer.sid,
  });
  return { brand, supervisor, agent, taskSid: task.taskSid };
}

const actor = (user: { id: string }) => ({ userId: user.id, roles: ['supervisor'] });

describe('cancelOpenTask', () => {
  it('cancels a waiting task with the reason and who canceled it', async () => {
    const world = await rejectedByTheOnlyAgent();
    await cancelOpenTask(t.database.db, t.bus, {
      brandId: world.brand.id,
      taskSid: world.taskSid,
      cancellationReasonId: 'duplicate',
      actor: actor(world.supervisor),
    });
    const row = await taskRow(t.database.db, world.brand.id, world.taskSid);
    expect(row).toMatchObject({
      status: 'canceled',
      cancellationReasonId: 'duplicate',
      canceledBy: world.supervisor.id,
      liveReservationSid: null,
    });
    expect(row.endedAt).not.toBeNull();
  });

  it('rescinds an offer, so the agent’s desk drops it, and frees the agent', async () => {
    const db = t.database.db;
    const brand = await createTestBrand(db);
    const supervisor = await createAgent(db, { brandId: brand.id, status: 'Break', roles: ['supervisor'] });
    const agent = await createAgent(db, { brandId: brand.id, status: 'Available', capacity: { sms: 1 } });
    const task = await createTask(db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });
    const offer = await waitForOffer(db, brand.id, task.taskSid);
    const desk = collectEvents(t.bus, brand.id, agent.id);
    await cancelOpenTask(db, t.bus, {
      brandId: brand.id,
      taskSid: task.taskSid,
      cancellationReasonId: 'handled-elsewhere',
      actor: actor(supervisor),
    });
    const [reservation] = await reservationsOfTask(db, brand.id, task.taskSid);
    expect(reservation).toMatchObject({ sid: offer.sid, status: 'rescinded' });
    await expect
      .poll(() => desk.named('reservation.updated').map((event) => (event.data as { status: string }).status))
      .toContain('rescinded');
    desk.unsubscribe();
    // The freed capacity takes the next task.
    const next = await createTask(db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });
    expect((await waitForOffer(db, brand.id, next.taskSid)).userId).toBe(agent.id);
  });

  it('refuses accepted work and needs a reason', async () => {
    const db = t.database.db;
    const brand = await createTestBrand(db);
    const supervisor = await createAgent(db, { brandId: brand.id, status: 'Break', roles: ['supervisor'] });
    const agent = await createAgent(db, { brandId: brand.id, status: 'Available', capacity: { sms: 1 } });
    const task = await createTask(db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });
    const offer = await waitForOffer(db, brand.id, task.taskSid);
    await acceptReservation(db, t.bus, {
      brandId: brand.id,
      userId: agent.id,
      taskSid: task.taskSid,
      reservationSid: offer.sid,
    });
    const options = { brandId: brand.id, taskSid: task.taskSid, actor: actor(supervisor) };
    await expect(cancelOpenTask(db, t.bus, { ...options, cancellationReasonId: 'x' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'Only a waiting or offered task can be changed; this one is accepted.',
    });
    await expect(cancelOpenTask(db, t.bus, { ...options, cancellationReasonId: ' ' })).rejects.toThrow(
      'Choose a cancellation reason',
    );
    expect((await taskRow(db, brand.id, task.taskSid)).status).toBe('accepted');
  });
});

describe('assignTask', () => {
  it('offers a task the only agent rejected back to that agent, with the reason kept', async () => {
    const world = await rejectedByTheOnlyAgent();
    const db = t.database.db;
    const desk = collectEvents(t.bus, world.brand.id, world.agent.id);
    const result = await assignTask(db, t.bus, {
      brandId: world.brand.id,
      taskSid: world.taskSid,
      workerSid: world.agent.workerSid,
      reason: 'Only one on shift',
      actor: actor(world.supervisor),
    });
    expect(result.agentName).toContain('Test Agent');
    const offers = await reservationsOfTask(db, world.brand.id, world.taskSid);
    expect(offers.map((offer) => offer.status)).toEqual(['rejected', 'pending']);
    const row = await taskRow(db, world.brand.id, world.taskSid);
    expect(row.liveReservationSid).toBe(offers[1]?.sid);
    expect(row.attributes).toMatchObject({
      reassignReason: 'Only one on shift',
      reassignedBy: world.supervisor.id,
    });
    await expect.poll(() => desk.named('reservation.created').length).toBe(1);
    desk.unsubscribe();
  });

  it('moves an offer from one agent to another', async () => {
    const db = t.database.db;
    const brand = await createTestBrand(db);
    const supervisor = await createAgent(db, { brandId: brand.id, status: 'Break', roles: ['supervisor'] });
    const first = await createAgent(db, { brandId: brand.id, status: 'Available', capacity: { sms: 1 } });
    const task = await createTask(db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });
    const offer = await waitForOffer(db, brand.id, task.taskSid);
    expect(offer.userId).toBe(first.id);
    const second = await createAgent(db, { brandId: brand.id, status: 'Available', capacity: { sms: 1 } });
    await assignTask(db, t.bus, {
      brandId: brand.id,
      taskSid: task.taskSid,
      workerSid: second.workerSid,
      actor: actor(supervisor),
    });
    const offers = await reservationsOfTask(db, brand.id, task.taskSid);
    expect(offers.map((row) => [row.userId, row.status])).toEqual([
      [first.id, 'rescinded'],
      [second.id, 'pending'],
    ]);
    await expect(
      assignTask(db, t.bus, {
        brandId: brand.id,
        taskSid: task.taskSid,
        workerSid: second.workerSid,
        actor: actor(supervisor),
      }),
    ).rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining('already offered') });
  });

  it('refuses an agent who is not available, or has no free capacity on the channel, naming why', async () => {
    const world = await rejectedByTheOnlyAgent();
    const db = t.database.db;
    const brandId = world.brand.id;
    const onBreak = await createAgent(db, { brandId, status: 'Break', capacity: { sms: 1 } });
    const noSms = await createAgent(db, { brandId, status: 'Available', capacity: { sms: 0 } });
    const options = { brandId, taskSid: world.taskSid, actor: actor(world.supervisor) };
    await expect(assignTask(db, t.bus, { ...options, workerSid: onBreak.workerSid })).rejects.toMatchObject({
      code: 'conflict',
      field: 'workerSid',
      message: expect.stringMatching(/is not available \(status Break\)/),
    });
    await expect(assignTask(db, t.bus, { ...options, workerSid: noSms.workerSid })).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/takes no SMS tasks \(capacity 0\)/),
    });
    // The agent's one SMS slot is taken by another task.
    const busy = await createTask(db, t.bus, { brandId, channel: 'sms', attributes: {} });
    await waitForOffer(db, brandId, busy.taskSid);
    await expect(
      assignTask(db, t.bus, { ...options, workerSid: world.agent.workerSid }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/has no free SMS capacity \(1 of 1 in use\)/) });
    await setAgentStatus(db, brandId, world.agent.id, 'Break');
    await expect(assignTask(db, t.bus, { ...options, workerSid: 'WKnobody' })).rejects.toMatchObject({
      code: 'not_found',
      field: 'workerSid',
    });
    expect((await reservationsOfTask(db, brandId, world.taskSid)).map((row) => row.status)).toEqual([
      'rejected',
    ]);
  });

  it('takes one of the brand’s reassign reasons when it lists any', async () => {
    const world = await rejectedByTheOnlyAgent();
    const db = t.database.db;
    await db
      .update(brands)
      .set({ reassignReasons: ['Skill match', { name: 'Customer asked' }] })
      .where(eq(brands.id, world.brand.id));
    const options = {
      brandId: world.brand.id,
      taskSid: world.taskSid,
      workerSid: world.agent.workerSid,
      actor: actor(world.supervisor),
    };
    await expect(assignTask(db, t.bus, options)).rejects.toMatchObject({
      code: 'validation_failed',
      field: 'reason',
    });
    await expect(assignTask(db, t.bus, { ...options, reason: 'Bored' })).rejects.toMatchObject({
      field: 'reason',
    });
    await assignTask(db, t.bus, { ...options, reason: 'Customer asked' });
    expect((await taskRow(db, world.brand.id, world.taskSid)).attributes).toMatchObject({
      reassignReason: 'Customer asked',
    });
  });
});

const OPEN_TASKS = `query { openTasks { total items { sid state agent { workerSid } } } }`;

describe('GraphQL: the Tasks page for agents and managers', () => {
  it('gives an agent their own open tasks and refuses them the manager actions', async () => {
    const db = t.database.db;
    const brand = await createTestBrand(db);
    const supervisor = await createAgent(db, { brandId: brand.id, status: 'Break', roles: ['supervisor'] });
    const agent = await createAgent(db, { brandId: brand.id, status: 'Available', capacity: { sms: 1 } });
    const other = await createAgent(db, { brandId: brand.id, status: 'Break', capacity: { sms: 1 } });
    const mine = await createTask(db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });
    await waitForOffer(db, brand.id, mine.taskSid);
    const waiting = await createTask(db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });

    const agentClient = await signedIn(agent);
    const own = (await agentClient.graphql(OPEN_TASKS)).json();
    expect(own.errors).toBeUndefined();
    expect(own.data.openTasks).toEqual({
      total: 1,
      items: [{ sid: mine.taskSid, state: 'offered', agent: { workerSid: agent.workerSid } }],
    });
    const nothing = (await (await signedIn(other)).graphql(OPEN_TASKS)).json();
    expect(nothing.data.openTasks).toEqual({ total: 0, items: [] });

    const cancel = `mutation ($sid: String!) { cancelOpenTask(taskSid: $sid, cancellationReasonId: "x") }`;
    const refused = (await agentClient.graphql(cancel, { sid: waiting.taskSid })).json();
    expect(refused.errors[0].extensions.code).toBe('forbidden');
    const assign = `mutation ($sid: String!, $worker: String!) { assignTask(taskSid: $sid, workerSid: $worker) }`;
    const refusedAssign = (
      await agentClient.graphql(assign, { sid: waiting.taskSid, worker: agent.workerSid })
    ).json();
    expect(refusedAssign.errors[0].extensions.code).toBe('forbidden');
    expect((await agentClient.graphql('{ reassignReasons }')).json().errors[0].extensions.code).toBe(
      'forbidden',
    );

    const managerClient = await signedIn(supervisor);
    expect((await managerClient.graphql(OPEN_TASKS)).json().data.openTasks.total).toBe(2);
    expect((await managerClient.graphql('{ reassignReasons }')).json().data.reassignReasons).toEqual([]);
    const busy = (
      await managerClient.graphql(assign, { sid: waiting.taskSid, worker: agent.workerSid })
    ).json();
    expect(busy.errors[0].extensions).toMatchObject({ code: 'conflict', field: 'workerSid' });
    expect(busy.errors[0].message).toMatch(/no free SMS capacity/);
    const canceled = (await managerClient.graphql(cancel, { sid: mine.taskSid })).json();
    expect(canceled).toEqual({ data: { cancelOpenTask: true } });
    // The agent's slot is free again: the waiting task is offered to them by the dispatcher.
    expect((await waitForOffer(db, brand.id, waiting.taskSid)).userId).toBe(agent.id);
  });
});
