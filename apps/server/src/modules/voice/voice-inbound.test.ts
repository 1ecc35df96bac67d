import type { CallView, ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, offerOf, post, type ReservationData } from '../conversations/conversations-test-support.ts';
import { sweepReservationTimeouts } from '../routing/reservations/sweep-reservation-timeouts.ts';
import { reservationsOfTask, taskRow } from '../routing/routing-test-kit.ts';
import {
  acceptAndJoin,
  addContact,
  callTheBrand,
  linkBetween,
  named,
  notificationsOf,
  participantOf,
  snapshotsOf,
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

describe(`inbound calls on ${testEngine()}`, () => {
  it('offers, answers, holds, mutes, transfers, hangs up and wraps an inbound call', async () => {
    const { brandId, simulator, agents, supervisor } = await voiceBrand(t);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    await addContact(t, brandId, '+14155550142');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550142');
    expect(callSid).toMatch(/^CA[0-9a-f]{32}$/);

    // A routed task on channel voice: 'Incoming Call', inbound, the matched contact.
    const offer = await offerOf(first, taskSid);
    expect(offer.attributes).toMatchObject({
      title: 'Incoming Call',
      direction: 'inbound',
      contactPhone: '+14155550142',
      name: 'Ava Brown',
      profileId: expect.any(String),
      callSid,
    });
    expect(offer.attributes.triggerCall).toBeUndefined();
    expect((await taskRow(t.database.db, brandId, taskSid)).channel).toBe('voice');
    const ringing = named<CallView>(simulator, 'call.updated').find((call) => call.callSid === callSid);
    expect(ringing).toMatchObject({
      status: 'ringing',
      direction: 'inbound',
      mediaUserId: simulator.user.id,
    });

    await accept(first, offer);
    const joined = await post(first.client, '/conv/conferences/join-call', { taskSid });
    expect(joined.statusCode, joined.body).toBe(200);
    const snapshot = joined.json<ConferenceSnapshot>();
    expect(snapshot.conferenceSid).toMatch(/^CF[0-9a-f]{32}$/);
    expect(snapshot.conferenceFriendlyId).toBe(taskSid);
    const contact = participantOf(snapshot, 'contact');
    const agentA = participantOf(snapshot, 'agent', first.user.id);
    expect(contact).toMatchObject({
      type: 'external',
      callerUri: '+14155550142',
      callSid,
      name: 'Ava Brown',
      mediaUserId: simulator.user.id,
    });
    expect(agentA).toMatchObject({
      type: 'internal',
      callerUri: `client:${first.user.workerSid}`,
      mediaUserId: first.user.id,
      workerSid: first.user.workerSid,
    });
    expect(linkBetween(snapshot, agentA.participantSid, contact.participantSid)).toEqual({
      peerSid: contact.participantSid,
      send: true,
      receive: true,
    });
    // A retry of join-call answers the same conference, unchanged.
    const again = await post(first.client, '/conv/conferences/join-call', { taskSid });
    expect(again.json<ConferenceSnapshot>()).toMatchObject({
      conferenceSid: snapshot.conferenceSid,
      version: snapshot.version,
    });
    // Both media users and the supervisor hear of it; the contact's leg talks.
    for (const user of [first, simulator, supervisor]) {
      await snapshotWhen(
        user,
        snapshot.conferenceSid,
        (s) => s.version === snapshot.version,
        'the first snapshot',
      );
    }
    expect(snapshotsOf(second, snapshot.conferenceSid)).toEqual([]);
    await waitFor(() =>
      named<CallView>(simulator, 'call.updated').some(
        (c) => c.callSid === callSid && c.status === 'in-progress',
      ),
    );
    const active = await first.client.request({ method: 'GET', url: '/conv/conferences/active' });
    expect(active.json<ConferenceSnapshot>().conferenceSid).toBe(snapshot.conferenceSid);

    // Hold on the contact: neither hears the other; the peer connection stays.
    const held = await post(first.client, '/conv/call-controls/hold', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: contact.participantSid,
      hold: true,
    });
    expect(held.statusCode, held.body).toBe(200);
    const heldSnapshot = held.json<ConferenceSnapshot>();
    expect(heldSnapshot.version).toBeGreaterThan(snapshot.version);
    expect(linkBetween(heldSnapshot, agentA.participantSid, contact.participantSid)).toMatchObject({
      send: false,
      receive: false,
    });
    const onSimulator = await snapshotWhen(
      simulator,
      snapshot.conferenceSid,
      (s) => s.version === heldSnapshot.version,
    );
    expect(linkBetween(onSimulator, contact.participantSid, agentA.participantSid)).toMatchObject({
      send: false,
      receive: false,
    });
    await post(first.client, '/conv/call-controls/hold', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: contact.participantSid,
      hold: false,
    });
    // Mute: the agent's side stops sending; the contact still sends.
    const muted = await post(first.client, '/conv/call-controls/notify-mute', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: agentA.participantSid,
      muted: true,
    });
    expect(linkBetween(muted.json(), agentA.participantSid, contact.participantSid)).toMatchObject({
      send: false,
      receive: true,
    });
    // Only whoever carries a participant mutes it.
    const foreignMute = await post(second.client, '/conv/call-controls/notify-mute', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: contact.participantSid,
      muted: true,
    });
    expect(foreignMute.statusCode).toBe(403);
    await post(first.client, '/conv/call-controls/notify-mute', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: agentA.participantSid,
      muted: false,
    });

    // Transfer to the second agent: a 'Transfer Call' task reserved straight to them.
    const missingName = await post(first.client, '/conv/transfers/agent', {
      taskSid,
      targetWorkerUri: `client:${second.user.workerSid}`,
    });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json()).toMatchObject({
      field: 'internalAgentName',
      message: 'internalAgentName The field is required',
    });
    const transfer = await post(first.client, '/conv/transfers/agent', {
      taskSid,
      targetWorkerUri: `client:${second.user.workerSid}`,
      internalAgentName: 'Second',
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const { transferTaskSid } = transfer.json<{ success: true; transferTaskSid: string }>();
    const transferOffer: ReservationData = await offerOf(second, transferTaskSid);
    expect(transferOffer.attributes).toMatchObject({
      title: 'Transfer Call',
      taskType: 'Transfer Call',
      originalTaskSid: taskSid,
      callSid,
      conferenceSid: snapshot.conferenceSid,
      contactPhone: '+14155550142',
      name: 'Ava Brown',
    });
    await accept(second, transferOffer);
    const secondJoin = await post(second.client, '/conv/conferences/join-call', { taskSid: transferTaskSid });
    expect(secondJoin.statusCode, secondJoin.body).toBe(200);
    const afterTransfer = secondJoin.json<ConferenceSnapshot>();
    const agentB = participantOf(afterTransfer, 'agent', second.user.id);
    expect(afterTransfer.participants.map((p) => p.kind).sort()).toEqual(['agent', 'contact']);
    expect(linkBetween(afterTransfer, agentB.participantSid, contact.participantSid)).toMatchObject({
      send: true,
      receive: true,
    });
    // The first agent left: their last snapshot lacks them, and their task wraps up.
    await snapshotWhen(
      first,
      snapshot.conferenceSid,
      (s) => s.version === afterTransfer.version,
      'the transfer',
    );
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');

    // The contact hangs up: the call is completed, the second agent wraps up and is told.
    const hungUp = await post(simulator.client, `/api/simulator/calls/${callSid}/hangup`, {});
    expect(hungUp.statusCode, hungUp.body).toBe(200);
    expect(hungUp.json<CallView>()).toMatchObject({ status: 'completed', endedAt: expect.any(String) });
    expect((await taskRow(t.database.db, brandId, transferTaskSid)).status).toBe('wrapping');
    await waitFor(() => notificationsOf(second).length > 0);
    expect(notificationsOf(second)).toEqual([
      { kind: 'contactHungUp', taskSid: transferTaskSid, name: 'Ava Brown' },
    ]);
    const last = await snapshotWhen(second, snapshot.conferenceSid, (s) => s.endedAt !== null, 'the end');
    expect(last.participants).toEqual([]);
    await snapshotWhen(simulator, snapshot.conferenceSid, (s) => s.endedAt !== null, 'the end (contact)');
    expect(
      (await first.client.request({ method: 'GET', url: '/conv/conferences/active' })).json(),
    ).toBeNull();

    // Wrap-up ends with a disposition (summarize-task).
    for (const [agent, sid] of [
      [second, transferTaskSid],
      [first, taskSid],
    ] as const) {
      const summary = await post(agent.client, '/conv/tasks/summarize-task', {
        sid,
        phone: '+14155550142',
        disposition: 'Resolved',
        audioStatistics: { jitter: { min: 0, max: 3, average: 1, sampleCount: 10 } },
      });
      expect(summary.statusCode, summary.body).toBe(200);
      expect((await taskRow(t.database.db, brandId, sid)).status).toBe('completed');
    }
  });

  it('cancels the task when the contact hangs up before an answer, and tells the offered agent', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550143');
    await offerOf(agent, taskSid);
    const hungUp = await post(simulator.client, `/api/simulator/calls/${callSid}/hangup`, {});
    expect(hungUp.json<CallView>().status).toBe('canceled');
    const task = await taskRow(t.database.db, brandId, taskSid);
    expect(task).toMatchObject({ status: 'canceled', canceledBy: 'contact' });
    await waitFor(() => notificationsOf(agent).length > 0);
    // An unknown number has no name: the desk shows 'Contact'.
    expect(notificationsOf(agent)).toEqual([{ kind: 'contactHungUpIncoming', taskSid, name: null }]);
    // Hanging up again changes nothing; joining is refused.
    expect((await post(simulator.client, `/api/simulator/calls/${callSid}/hangup`, {})).statusCode).toBe(200);
    expect((await post(agent.client, '/conv/conferences/join-call', { taskSid })).statusCode).toBe(404);
  });

  it('tells an agent whose offer timed out that another agent answered', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const { taskSid } = await callTheBrand(simulator, '+14155550144');
    const missed = await offerOf(first, taskSid);
    const [live] = await reservationsOfTask(t.database.db, brandId, taskSid);
    await sweepReservationTimeouts(t.database.db, t.bus, {
      now: new Date((live?.timeoutAt?.getTime() ?? 0) + 1),
    });
    expect(missed.sid).toBe(live?.sid);
    await acceptAndJoin(second, taskSid);
    await waitFor(() => notificationsOf(first).length > 0);
    expect(notificationsOf(first)).toEqual([{ kind: 'answeredByAnother', taskSid, name: null }]);
    expect(notificationsOf(second)).toEqual([]);
  });
});
