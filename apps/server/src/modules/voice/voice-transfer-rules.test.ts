import type { ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, offerOf, post, type SignedIn } from '../conversations/conversations-test-support.ts';
import { createQueue } from '../routing/queues/create-queue.ts';
import { sweepReservationTimeouts } from '../routing/reservations/sweep-reservation-timeouts.ts';
import { setAgentStatus, taskRow } from '../routing/routing-test-kit.ts';
import { setUserFeatureFlag } from '../users/set-user-feature-flag.ts';
import { sweepCallTimers } from './sweep-call-timers.ts';
import { findConference } from './voice-store.ts';
import {
  acceptAndJoin,
  callTheBrand,
  notificationsOf,
  participantOf,
  snapshotWhen,
  voiceBrand,
  voiceDeps,
} from './voice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function toAgent(from: SignedIn, taskSid: string, target: SignedIn) {
  return post(from.client, '/conv/transfers/agent', {
    taskSid,
    targetWorkerUri: `client:${target.user.workerSid}`,
    internalAgentName: 'Target',
  });
}

describe(`transfer rules on ${testEngine()}`, () => {
  it('tells the first agent "Transfer was cancelled." when the target rejects it or lets it time out, and keeps them on the call', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const { taskSid } = await callTheBrand(simulator, '+14155550196');
    const joined = await acceptAndJoin(first, taskSid);

    // Rejected: routing cancels the task reserved to the target; the voice sweep settles the transfer.
    const transfer = await toAgent(first, taskSid, second);
    expect(transfer.statusCode, transfer.body).toBe(200);
    const { transferTaskSid } = transfer.json<{ transferTaskSid: string }>();
    const offer = await offerOf(second, transferTaskSid);
    const rejected = await post(second.client, '/conv/tasks/reject', {
      taskSid: transferTaskSid,
      reservationSid: offer.sid,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await taskRow(t.database.db, brandId, transferTaskSid)).status).toBe('canceled');
    await waitFor(() => notificationsOf(first).length > 0, 5_000, 'transferCanceled');
    expect(notificationsOf(first)).toEqual([{ kind: 'transferCanceled', taskSid, name: null }]);
    const after = await snapshotWhen(first, joined.conferenceSid, (s) => s.version > joined.version);
    expect(participantOf(after, 'agent', first.user.id)).toBeTruthy();
    expect((await findConference(t.database.db, brandId, joined.conferenceSid))?.transferTaskSid).toBeNull();
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('accepted');
    // Nothing to settle twice.
    expect((await sweepCallTimers(voiceDeps(t))).settled).toBe(0);

    // Timed out: the same (the reservation's 30 s pass in the routing sweep).
    const again = await toAgent(first, taskSid, second);
    expect(again.statusCode, again.body).toBe(200);
    const secondTransfer = again.json<{ transferTaskSid: string }>().transferTaskSid;
    await offerOf(second, secondTransfer);
    await sweepReservationTimeouts(t.database.db, t.bus, { now: new Date(Date.now() + 60_000) });
    expect((await taskRow(t.database.db, brandId, secondTransfer)).status).toBe('canceled');
    await waitFor(() => notificationsOf(first).length > 1, 5_000, 'the second transferCanceled');
    expect(notificationsOf(first)[1]).toEqual({ kind: 'transferCanceled', taskSid, name: null });
    const active = await first.client.request({ method: 'GET', url: '/conv/conferences/active' });
    expect(active.json<ConferenceSnapshot>().conferenceSid).toBe(joined.conferenceSid);
  });

  it('offers a busy agent only with enableTransferToBusyAgents, and never an unavailable one', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 3);
    const [first, second, third] = agents;
    if (!first || !second || !third) throw new Error('agents missing');
    await setAgentStatus(t.database.db, brandId, third.user.id, 'Break');
    const one = await callTheBrand(simulator, '+14155550197');
    await acceptAndJoin(first, one.taskSid);
    const two = await callTheBrand(simulator, '+14155550198');
    await acceptAndJoin(second, two.taskSid);

    const busy = await toAgent(first, one.taskSid, second);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ field: 'targetWorkerUri', message: 'This agent is busy on a call' });
    const away = await toAgent(first, one.taskSid, third);
    expect(away.statusCode).toBe(409);
    expect(away.json()).toMatchObject({ field: 'targetWorkerUri', message: 'This agent is not available' });

    await setUserFeatureFlag(t.database.db, {
      brandId,
      userId: first.user.id,
      key: 'enableTransferToBusyAgents',
      value: true,
    });
    const allowed = await toAgent(first, one.taskSid, second);
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The flag never makes an unavailable agent a target.
    const cancel = await post(first.client, '/conv/transfers/cancel', {
      transferTaskSid: allowed.json<{ transferTaskSid: string }>().transferTaskSid,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await toAgent(first, one.taskSid, third)).statusCode).toBe(409);
  });

  it('ends the manager action on a transfer to a queue too', async () => {
    const { brandId, simulator, agents, supervisor } = await voiceBrand(t, 2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const queue = await createQueue(t.database.db, {
      brandId,
      input: { friendlyName: 'Escalations', transferEligible: true },
    });
    const { taskSid } = await callTheBrand(simulator, '+14155550199');
    const joined = await acceptAndJoin(first, taskSid);
    const whisper = await post(supervisor.client, '/conv/conferences/manager-action', {
      taskSid,
      action: 'whisper',
      managerContactUri: `client:${supervisor.user.workerSid}`,
      twilioWorkerSid: supervisor.user.workerSid,
    });
    expect(whisper.statusCode, whisper.body).toBe(200);
    await snapshotWhen(first, joined.conferenceSid, (s) =>
      s.participants.some((p) => p.kind === 'supervisor'),
    );
    const toQueue = await post(first.client, '/conv/transfers/queue', { taskSid, queueSid: queue.sid });
    expect(toQueue.statusCode, toQueue.body).toBe(200);
    const ended = await snapshotWhen(supervisor, joined.conferenceSid, (s) =>
      s.participants.every((p) => p.kind !== 'supervisor'),
    );
    expect(ended.participants.map((p) => p.kind).sort()).toEqual(['agent', 'contact']);
    // The target joins as usual afterwards.
    const queued = toQueue.json<{ transferTaskSid: string }>().transferTaskSid;
    await accept(second, await offerOf(second, queued));
    const join = await post(second.client, '/conv/conferences/join-call', { taskSid: queued });
    expect(join.statusCode, join.body).toBe(200);
  });
});
