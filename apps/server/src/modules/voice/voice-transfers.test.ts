import type { CallView, ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, offerOf, post } from '../conversations/conversations-test-support.ts';
import { createQueue } from '../routing/queues/create-queue.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { setUserFeatureFlag } from '../users/set-user-feature-flag.ts';
import {
  acceptAndJoin,
  callTheBrand,
  linkBetween,
  named,
  notificationsOf,
  participantOf,
  snapshotWhen,
  voiceBrand,
} from './voice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`transfers and outside numbers on ${testEngine()}`, () => {
  it('transfers to a transfer-eligible queue, and cancels a transfer (ending the manager action first)', async () => {
    const { brandId, simulator, agents, supervisor } = await voiceBrand(t, 2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const plain = await createQueue(t.database.db, { brandId, input: { friendlyName: 'Plain' } });
    const eligible = await createQueue(t.database.db, {
      brandId,
      input: { friendlyName: 'Escalations', transferEligible: true },
    });
    const { taskSid } = await callTheBrand(simulator, '+14155550180');
    const joined = await acceptAndJoin(first, taskSid);

    // A supervisor listens; starting a transfer ends that manager action (spec 001 §4).
    const listen = await post(supervisor.client, '/conv/conferences/manager-action', {
      taskSid,
      action: 'listen',
      managerContactUri: `client:${supervisor.user.workerSid}`,
      twilioWorkerSid: supervisor.user.workerSid,
    });
    expect(listen.statusCode, listen.body).toBe(200);

    const refused = await post(first.client, '/conv/transfers/queue', { taskSid, queueSid: plain.sid });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'queueSid' });
    const toAgent = await post(first.client, '/conv/transfers/agent', {
      taskSid,
      targetWorkerUri: `client:${second.user.workerSid}`,
      internalAgentName: 'Second',
    });
    const { transferTaskSid } = toAgent.json<{ transferTaskSid: string }>();
    const afterStart = await snapshotWhen(first, joined.conferenceSid, (s) => s.participants.length === 2);
    expect(afterStart.participants.some((p) => p.kind === 'supervisor')).toBe(false);
    // One transfer at a time.
    const twice = await post(first.client, '/conv/transfers/queue', { taskSid, queueSid: eligible.sid });
    expect(twice.statusCode).toBe(409);

    // Canceled before the target joined: the transfer task is canceled, the first agent is told.
    await offerOf(second, transferTaskSid);
    const canceled = await post(first.client, '/conv/transfers/cancel', { transferTaskSid });
    expect(canceled.json()).toEqual({ success: true });
    expect((await taskRow(t.database.db, brandId, transferTaskSid)).status).toBe('canceled');
    await waitFor(() => notificationsOf(first).length > 0);
    expect(notificationsOf(first)).toEqual([{ kind: 'transferCanceled', taskSid, name: null }]);
    expect((await post(first.client, '/conv/transfers/cancel', { transferTaskSid })).statusCode).toBe(409);

    // To the queue: the second agent (the only one with room) gets it and joins.
    const toQueue = await post(first.client, '/conv/transfers/queue', { taskSid, queueSid: eligible.sid });
    expect(toQueue.statusCode, toQueue.body).toBe(200);
    const queued = toQueue.json<{ transferTaskSid: string }>().transferTaskSid;
    const offer = await offerOf(second, queued);
    expect(offer.attributes).toMatchObject({ title: 'Transfer Call', originalTaskSid: taskSid });
    await accept(second, offer);
    const secondJoin = await post(second.client, '/conv/conferences/join-call', { taskSid: queued });
    const after = secondJoin.json<ConferenceSnapshot>();
    expect(after.participants.map((p) => [p.kind, p.userId])).toEqual([
      ['contact', null],
      ['agent', second.user.id],
    ]);
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    expect((await taskRow(t.database.db, brandId, queued)).queueSid).toBe(eligible.sid);
  });

  it('adds an outside number to the call: refused at once, answered at the simulator, dropped', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    // Typed numbers (not phonebook entries) need the flag (voice-external-transfer.test.ts).
    await setUserFeatureFlag(t.database.db, {
      brandId,
      userId: agent.user.id,
      key: 'externalTransferToAnyNumber',
      value: true,
    });
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550181');
    const joined = await acceptAndJoin(agent, taskSid);
    const add = (phoneNumber: string) =>
      post(agent.client, '/conv/conferences/add-participant', {
        conferenceSid: joined.conferenceSid,
        phoneNumber,
      });

    const blocked = await add('+14155550001');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      message: 'Call failed to connect. This call was blocked by a do-not-call list.',
      details: { reason: 'blocked' },
    });
    expect((await add('12')).json()).toMatchObject({ code: 'validation_failed', field: 'phoneNumber' });

    // A number that rings: nobody new is present until it is answered.
    const ringing = await add('+14155550182');
    expect(ringing.statusCode, ringing.body).toBe(200);
    expect(ringing.json<ConferenceSnapshot>().participants).toHaveLength(2);
    await waitFor(() =>
      named<CallView>(simulator, 'call.updated').some(
        (c) => c.to === '+14155550182' && c.status === 'ringing',
      ),
    );
    const leg = named<CallView>(simulator, 'call.updated').find((c) => c.to === '+14155550182');
    if (!leg) throw new Error('no leg');
    const answered = await post(simulator.client, `/api/simulator/calls/${leg.callSid}/answer`, {});
    expect(answered.statusCode, answered.body).toBe(200);
    const three = await snapshotWhen(agent, joined.conferenceSid, (s) => s.participants.length === 3);
    const external = participantOf(three, 'external');
    const contact = participantOf(three, 'contact');
    const me = participantOf(three, 'agent');
    expect(external).toMatchObject({
      callerUri: '+14155550182',
      type: 'external',
      mediaUserId: simulator.user.id,
    });
    expect(linkBetween(three, external.participantSid, contact.participantSid)).toMatchObject({
      send: true,
      receive: true,
    });
    expect(linkBetween(three, external.participantSid, me.participantSid)).toMatchObject({
      send: true,
      receive: true,
    });

    // Dropping the outside number leaves the call on; dropping the contact ends it.
    const dropped = await post(agent.client, '/conv/call-controls/drop-participant', {
      conferenceSid: joined.conferenceSid,
      participantSid: external.participantSid,
    });
    expect(dropped.json<ConferenceSnapshot>().participants).toHaveLength(2);
    await waitFor(() =>
      named<CallView>(simulator, 'call.updated').some(
        (c) => c.callSid === leg.callSid && c.status === 'completed',
      ),
    );
    const ended = await post(agent.client, '/conv/call-controls/drop-participant', {
      conferenceSid: joined.conferenceSid,
      participantSid: contact.participantSid,
    });
    expect(ended.json<ConferenceSnapshot>().endedAt).not.toBeNull();
    await waitFor(() =>
      named<CallView>(simulator, 'call.updated').some(
        (c) => c.callSid === callSid && c.status === 'completed',
      ),
    );
  });
});
