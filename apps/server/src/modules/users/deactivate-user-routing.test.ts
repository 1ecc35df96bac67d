import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { workers } from '../routing/routing.tables.ts';
import {
  collectEvents,
  createAgent,
  reservationsOfTask,
  setAgentStatus,
  taskRow,
  waitForOffer,
} from '../routing/routing-test-kit.ts';
import { createTask } from '../routing/tasks/create-task.ts';
import { setDeactivated } from './deactivation-test-support.ts';

// A deactivated user leaves routing: pending offers go to someone else, accepted work stays.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function workerOf(brandId: string, userId: string) {
  const [row] = await t.database.db
    .select()
    .from(workers)
    .where(and(eq(workers.brandId, brandId), eq(workers.userId, userId)));
  return row;
}

describe('deactivating a user who works tasks', () => {
  it('rescinds their pending offer so another agent gets it, and keeps their accepted task', async () => {
    const admin = await signedInAs(t, ['admin']);
    const { brandId } = admin;
    const db = t.database.db;
    const leaving = await createAgent(db, { brandId, status: 'Available', capacity: { sms: 2 } });
    // Accepted work first, while the leaving agent is the only one available.
    const held = await createTask(db, t.bus, { brandId, channel: 'sms', attributes: { title: 'Held' } });
    const heldOffer = await waitForOffer(db, brandId, held.taskSid);
    const desk = new TestClient(t.app, '10.93.0.1');
    expect((await desk.signIn(leaving.email, leaving.password)).statusCode).toBe(200);
    const accepted = await desk.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid: held.taskSid, reservationSid: heldOffer.sid },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const offered = await createTask(db, t.bus, {
      brandId,
      channel: 'sms',
      attributes: { title: 'Offered' },
    });
    const offer = await waitForOffer(db, brandId, offered.taskSid);
    expect(offer.userId).toBe(leaving.id);
    const leavingEvents = collectEvents(t.bus, brandId, leaving.id);

    // Someone else becomes available only now, so the offer above went to the leaving agent.
    const other = await createAgent(db, { brandId, status: 'Available' });
    const deactivated = await setDeactivated(admin.client, leaving.id, true);
    expect(deactivated.status).toBe('Unavailable');

    const next = await waitForOffer(db, brandId, offered.taskSid);
    expect(next.userId).toBe(other.id);
    const history = await reservationsOfTask(db, brandId, offered.taskSid);
    expect(history.map((row) => [row.userId, row.status])).toEqual([
      [leaving.id, 'rescinded'],
      [other.id, 'pending'],
    ]);
    expect(leavingEvents.named('reservation.updated').map((event) => event.data)).toEqual([
      expect.objectContaining({ taskSid: offered.taskSid, status: 'rescinded' }),
    ]);
    leavingEvents.unsubscribe();

    // The accepted task is still theirs, as it was.
    expect(await taskRow(db, brandId, held.taskSid)).toMatchObject({
      status: 'accepted',
      assignedUserId: leaving.id,
    });
    expect(await workerOf(brandId, leaving.id)).toMatchObject({ available: false, status: 'Unavailable' });
  });

  it('cancels an outbound task reserved for them alone instead of re-queuing it', async () => {
    const admin = await signedInAs(t, ['admin']);
    const { brandId } = admin;
    const db = t.database.db;
    const leaving = await createAgent(db, { brandId, status: 'Break' });
    const outbound = await createTask(db, t.bus, {
      brandId,
      channel: 'sms',
      attributes: { title: 'outbound sms' },
      reserveForUserId: leaving.id,
    });
    await waitForOffer(db, brandId, outbound.taskSid);
    await setDeactivated(admin.client, leaving.id, true);
    expect(await taskRow(db, brandId, outbound.taskSid)).toMatchObject({
      status: 'canceled',
      liveReservationSid: null,
    });
    expect((await reservationsOfTask(db, brandId, outbound.taskSid)).map((row) => row.status)).toEqual([
      'rescinded',
    ]);
  });

  it('keeps them out of routing until reactivated, and shows the flag in findAllAgents', async () => {
    const admin = await signedInAs(t, ['admin']);
    const { brandId } = admin;
    const db = t.database.db;
    const leaving = await createAgent(db, { brandId, status: 'Available' });
    await setDeactivated(admin.client, leaving.id, true);

    // Nobody can make them available again, not even an admin setting their status.
    const UPDATE_AGENT = `mutation ($sid: String) { updateAgent(updateUserData: { status: "Available", twilioSid: $sid }) { status } }`;
    expect(await gqlError(admin.client, UPDATE_AGENT, { sid: leaving.workerSid })).toMatchObject({
      code: 'conflict',
      field: 'status',
      message: 'A deactivated user cannot be made available',
    });
    const task = await createTask(db, t.bus, { brandId, channel: 'sms', attributes: { title: 'Nobody' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await reservationsOfTask(db, brandId, task.taskSid)).toEqual([]);

    const FIND = `query ($params: FindAllAgentsQueryParams) { findAllAgents(queryParams: $params) { items { id isAvailable status deactivated } } }`;
    const page = await gqlField<{ items: { id: string; deactivated: boolean }[] }>(
      admin.client,
      FIND,
      'findAllAgents',
      { params: { page: 0, size: 100 } },
    );
    expect(page.items).toContainEqual({
      id: leaving.id,
      isAvailable: false,
      status: 'Unavailable',
      deactivated: true,
    });
    expect(page.items).toContainEqual(expect.objectContaining({ id: admin.user.id, deactivated: false }));

    // Reactivated, they come back unavailable; once they choose Available, work reaches them.
    const back = await setDeactivated(admin.client, leaving.id, false);
    expect(back).toMatchObject({ deactivated: false, status: 'Unavailable' });
    expect(await workerOf(brandId, leaving.id)).toMatchObject({ available: false });
    await setAgentStatus(db, brandId, leaving.id, 'Available');
    expect((await waitForOffer(db, brandId, task.taskSid)).userId).toBe(leaving.id);
  });
});
