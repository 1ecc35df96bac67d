import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sweepReservationTimeouts } from './reservations/sweep-reservation-timeouts.ts';
import { createLifecycleHarness, type LifecycleHarness } from './routing-lifecycle-harness.ts';
import { collectEvents, reservationsOfTask, taskRow, waitForOffer } from './routing-test-kit.ts';
import { createTask } from './tasks/create-task.ts';
import { updateTask } from './tasks/update-task.ts';

let harness: LifecycleHarness;
let t: TestApp;
beforeAll(async () => {
  harness = await createLifecycleHarness('10.40');
  t = harness.t;
});
afterAll(async () => {
  await harness.close();
});
const clientFor: LifecycleHarness['clientFor'] = (agent) => harness.clientFor(agent);
const brandWithAgents: LifecycleHarness['brandWithAgents'] = (count, status) =>
  harness.brandWithAgents(count, status);

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
});
