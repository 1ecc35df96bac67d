import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';
import { createQueue } from '../queues/create-queue.ts';
import { updateQueue } from '../queues/update-queue.ts';
import { acceptReservation } from '../reservations/accept-reservation.ts';
import { createAgent, type TestAgent, waitForOffer } from '../routing-test-kit.ts';
import { createTask } from './create-task.ts';
import { updateTask } from './update-task.ts';
import { wrapTask } from './wrap-task.ts';

// GraphQL openTasks (docs/routing.md): every open task of the brand, in offer order, for admins
// and supervisors; an agent's own for agents (task-manager-actions.test.ts).

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
  const client = new TestClient(t.app, `10.60.${Math.floor(address / 250)}.${address % 250}`);
  expect((await client.signIn(user.email, user.password)).statusCode).toBe(200);
  return client;
}

const OPEN_TASKS = `query ($filter: OpenTasksFilterInput, $page: Int, $size: Int) {
  openTasks(filter: $filter, page: $page, size: $size) {
    total page size
    items { sid state taskStatus channel priority queueSid queueName createdAt ageSeconds title contactName
      contactPhone attributes reservationSid agent { workerSid name email } }
  }
}`;

type OpenTaskItem = { sid: string; state: string; agent: { name: string } | null } & Record<string, unknown>;

async function openTasks(client: TestClient, variables: Record<string, unknown> = {}) {
  const response = await client.graphql(OPEN_TASKS, variables);
  const body = response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.openTasks as { total: number; page: number; size: number; items: OpenTaskItem[] };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * One brand with a task in every open state: wrapping (oldest), offered, waiting in a queue nobody
 * can serve (a plain one, and a higher-priority email), and a canceled one that must not show.
 */
async function brandWithOpenTasks() {
  const brand = await createTestBrand(t.database.db);
  const supervisor = await createAgent(t.database.db, {
    brandId: brand.id,
    status: 'Break',
    roles: ['supervisor'],
  });
  const agent = await createAgent(t.database.db, {
    brandId: brand.id,
    status: 'Available',
    capacity: { sms: 2 },
  });
  const vip = await createQueue(t.database.db, {
    brandId: brand.id,
    input: { friendlyName: 'VIP', requiredSkills: ['Gold'] },
  });
  const db = t.database.db;
  const bus = t.bus;

  const wrapping = await createTask(db, bus, {
    brandId: brand.id,
    channel: 'sms',
    attributes: { title: 'Inbound SMS', name: 'Grace Hopper', contactPhone: '+14155550101' },
    now: minutesAgo(10),
  });
  const wrappingOffer = await waitForOffer(db, brand.id, wrapping.taskSid);
  await acceptReservation(db, bus, {
    brandId: brand.id,
    userId: agent.id,
    taskSid: wrapping.taskSid,
    reservationSid: wrappingOffer.sid,
  });
  await wrapTask(db, bus, { brandId: brand.id, taskSid: wrapping.taskSid });

  const offered = await createTask(db, bus, {
    brandId: brand.id,
    channel: 'sms',
    attributes: { title: 'Inbound SMS', name: 'Alan Turing' },
    now: minutesAgo(8),
  });
  const offeredReservation = await waitForOffer(db, brand.id, offered.taskSid);
  const waiting = await createTask(db, bus, {
    brandId: brand.id,
    channel: 'custom-tasks',
    queueSid: vip.sid,
    attributes: { title: 'Call back' },
    now: minutesAgo(6),
  });
  const urgent = await createTask(db, bus, {
    brandId: brand.id,
    channel: 'email',
    queueSid: vip.sid,
    priority: 10,
    attributes: { title: 'Complaint' },
    now: minutesAgo(1),
  });
  const canceled = await createTask(db, bus, {
    brandId: brand.id,
    channel: 'sms',
    queueSid: vip.sid,
    attributes: { title: 'Gone' },
    now: minutesAgo(20),
  });
  await updateTask(db, bus, { brandId: brand.id, taskSid: canceled.taskSid, status: 'canceled' });

  return {
    brand,
    supervisor,
    agent,
    vip,
    sids: {
      wrapping: wrapping.taskSid,
      offered: offered.taskSid,
      waiting: waiting.taskSid,
      urgent: urgent.taskSid,
      canceled: canceled.taskSid,
    },
    offeredReservationSid: offeredReservation.sid,
  };
}

describe('GraphQL openTasks', () => {
  let world: Awaited<ReturnType<typeof brandWithOpenTasks>>;
  let client: TestClient;
  beforeAll(async () => {
    world = await brandWithOpenTasks();
    client = await signedIn(world.supervisor);
  });

  it('lists every open task in offer order (priority desc, then oldest) with queue, channel, status, age and agent', async () => {
    const page = await openTasks(client);
    const { sids, agent } = world;
    expect(page).toMatchObject({ total: 4, page: 0, size: 50 });
    expect(page.items.map((task) => [task.sid, task.state])).toEqual([
      [sids.urgent, 'waiting'],
      [sids.wrapping, 'wrapping'],
      [sids.offered, 'offered'],
      [sids.waiting, 'waiting'],
    ]);
    const [urgent, wrapping, offered, waiting] = page.items;
    expect(urgent).toMatchObject({
      taskStatus: 'pending',
      channel: 'email',
      priority: 10,
      queueSid: world.vip.sid,
      queueName: 'VIP',
      title: 'Complaint',
      reservationSid: null,
      agent: null,
    });
    expect(wrapping).toMatchObject({
      taskStatus: 'wrapping',
      channel: 'sms',
      priority: 0,
      queueName: 'Everyone',
      contactName: 'Grace Hopper',
      contactPhone: '+14155550101',
      agent: { workerSid: agent.workerSid, email: agent.email },
    });
    expect(wrapping?.ageSeconds).toBeGreaterThanOrEqual(600);
    expect(wrapping?.ageSeconds).toBeLessThan(700);
    expect(offered).toMatchObject({
      taskStatus: 'pending',
      reservationSid: world.offeredReservationSid,
      agent: { workerSid: agent.workerSid },
    });
    expect(waiting).toMatchObject({ channel: 'custom-tasks', queueName: 'VIP', agent: null });
    expect(page.items.map((task) => task.sid)).not.toContain(sids.canceled);
  });

  it('filters by status, channel and queue', async () => {
    const { sids } = world;
    const sidsOf = async (filter: Record<string, unknown>) =>
      (await openTasks(client, { filter })).items.map((task) => task.sid);
    expect(await sidsOf({ status: 'waiting' })).toEqual([sids.urgent, sids.waiting]);
    expect(await sidsOf({ status: 'offered' })).toEqual([sids.offered]);
    expect(await sidsOf({ status: 'wrapping' })).toEqual([sids.wrapping]);
    expect(await sidsOf({ status: 'accepted' })).toEqual([]);
    expect(await sidsOf({ status: 'pending' })).toEqual([sids.urgent, sids.offered, sids.waiting]);
    expect(await sidsOf({ channel: 'sms' })).toEqual([sids.wrapping, sids.offered]);
    expect(await sidsOf({ queueSid: world.vip.sid })).toEqual([sids.urgent, sids.waiting]);
    expect(await sidsOf({ queueSid: world.vip.sid, channel: 'email', status: 'waiting' })).toEqual([
      sids.urgent,
    ]);
  });

  it('pages from 0 and counts the whole list', async () => {
    const second = await openTasks(client, { page: 1, size: 3 });
    expect(second).toMatchObject({ total: 4, page: 1, size: 3 });
    expect(second.items.map((task) => task.sid)).toEqual([world.sids.waiting]);
  });

  it('names a bad filter or page size', async () => {
    const badStatus = await client.graphql(OPEN_TASKS, { filter: { status: 'completed' } });
    expect(badStatus.json().errors[0].extensions).toMatchObject({
      code: 'validation_failed',
      field: 'filter.status',
    });
    const badChannel = await client.graphql(OPEN_TASKS, { filter: { channel: 'fax' } });
    expect(badChannel.json().errors[0].extensions).toMatchObject({ field: 'filter.channel' });
    const badSize = await client.graphql(OPEN_TASKS, { size: 0 });
    expect(badSize.json().errors[0].extensions).toMatchObject({ field: 'size' });
  });

  it("shows the queue's current name after a rename", async () => {
    await updateQueue(t.database.db, {
      brandId: world.brand.id,
      sid: world.vip.sid,
      input: { friendlyName: 'Platinum' },
    });
    const page = await openTasks(client, { filter: { queueSid: world.vip.sid } });
    expect(page.items.map((task) => task.queueName)).toEqual(['Platinum', 'Platinum']);
  });
});

describe('openTasks: who may read it', () => {
  it("never shows another brand's tasks", async () => {
    const ours = await brandWithOpenTasks();
    const theirs = await brandWithOpenTasks();
    const ourPage = await openTasks(await signedIn(ours.supervisor));
    const theirPage = await openTasks(await signedIn(theirs.supervisor));
    const theirSids = Object.values(theirs.sids);
    expect(ourPage.total).toBe(4);
    expect(ourPage.items.some((task) => theirSids.includes(task.sid))).toBe(false);
    expect(theirPage.items.some((task) => Object.values(ours.sids).includes(task.sid))).toBe(false);
    // Asking for the other brand's queue finds nothing rather than their tasks.
    const byTheirQueue = await openTasks(await signedIn(ours.supervisor), {
      filter: { queueSid: theirs.vip.sid },
    });
    expect(byTheirQueue).toMatchObject({ total: 0, items: [] });
  });

  it('gives agents only their own open tasks (issue 17 item 3) and admins every one', async () => {
    const brand = await createTestBrand(t.database.db);
    const agent: TestAgent = await createAgent(t.database.db, { brandId: brand.id, status: 'Break' });
    const admin = await createAgent(t.database.db, { brandId: brand.id, status: 'Break', roles: ['admin'] });
    await createTask(t.database.db, t.bus, { brandId: brand.id, channel: 'sms', attributes: {} });

    const own = await openTasks(await signedIn(agent));
    expect(own).toMatchObject({ total: 0, items: [] });
    const allowed = await openTasks(await signedIn(admin));
    expect(allowed.total).toBe(1);
    expect(allowed.items[0]).toMatchObject({ state: 'waiting', agent: null });
  });
});
