import type { CallView, ConferenceSnapshot, CreateCallResult } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, get, offerOf, post, type SignedIn } from '../conversations/conversations-test-support.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { sweepCallTimers } from './sweep-call-timers.ts';
import { named, participantOf, snapshotWhen, voiceBrand, voiceDeps } from './voice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The agent's manual outbound call task to `contactPhone`, accepted: its sid. */
async function outboundTask(agent: SignedIn, contactPhone: string): Promise<string> {
  const created = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
    contactPhone,
    parleyVoicePhone: '+18005550100',
    profileId: null,
    name: 'Olga Out',
  });
  expect(created.statusCode, created.body).toBe(200);
  const { taskSid } = created.json<{ taskSid: string }>();
  await accept(agent, await offerOf(agent, taskSid));
  return taskSid;
}

async function createCall(agent: SignedIn, taskSid: string) {
  const response = await post(agent.client, '/conv/conferences/create-call', { taskSid });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreateCallResult>();
}

function callUpdates(user: SignedIn, callSid: string): CallView[] {
  return named<CallView>(user, 'call.updated').filter((call) => call.callSid === callSid);
}

describe(`outbound calls on ${testEngine()}`, () => {
  it('creates a manual outbound call task on channel voice by default', async () => {
    const { brandId, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const created = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '(415) 555-0150',
      parleyVoicePhone: '+18005550100',
      profileId: 'p1',
    });
    const { taskSid } = created.json<{ taskSid: string }>();
    const offer = await offerOf(agent, taskSid);
    expect(offer.attributes).toMatchObject({
      title: 'outbound call',
      direction: 'outbound',
      triggerCall: true,
      contactPhone: '+14155550150',
      autoAnswer: true,
    });
    expect((await taskRow(t.database.db, brandId, taskSid)).channel).toBe('voice');
  });

  it.each([
    ['0000', 'failed'],
    ['0001', 'blocked'],
    ['0002', 'invalid'],
    ['0003', 'notAllowed'],
    ['0004', 'notAuthorized'],
  ])('refuses a call to …%s at once (%s) and cancels the task', async (suffix, reason) => {
    const { brandId, agents, simulator } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const taskSid = await outboundTask(agent, `+1415555${suffix}`);
    expect(await createCall(agent, taskSid)).toEqual({ success: false, canContact: false, reason });
    expect(await taskRow(t.database.db, brandId, taskSid)).toMatchObject({
      status: 'canceled',
      canceledBy: 'carrier',
    });
    await waitFor(() => named<CallView>(simulator, 'call.updated').length > 0);
    expect(named<CallView>(simulator, 'call.updated')[0]).toMatchObject({
      status: 'failed',
      failureReason: reason,
    });
    // The desk's retry gets the same answer.
    expect(await createCall(agent, taskSid)).toEqual({ success: false, canContact: false, reason });
    // Nobody is on a call afterwards.
    expect((await get(agent.client, '/conv/conferences/active')).json()).toBeNull();
  });

  it('rings a busy number (…0005) and ends busy after 1 s: the task is canceled', async () => {
    const { brandId, agents, simulator } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const taskSid = await outboundTask(agent, '+14155550005');
    const started = Date.now();
    const result = await createCall(agent, taskSid);
    if (!result.success) throw new Error('refused');
    expect(result.conferenceSid).toMatch(/^CF/);
    const snapshot = await snapshotWhen(agent, result.conferenceSid, () => true);
    expect(snapshot.participants.map((p) => p.kind)).toEqual(['agent']);
    expect(callUpdates(simulator, result.callSid)[0]).toMatchObject({
      status: 'ringing',
      direction: 'outbound',
    });
    await waitFor(
      () => callUpdates(agent, result.callSid).some((call) => call.status === 'busy'),
      5_000,
      'busy',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(await taskRow(t.database.db, brandId, taskSid)).toMatchObject({ status: 'canceled' });
    await snapshotWhen(agent, result.conferenceSid, (s) => s.endedAt !== null, 'the end');
  });

  it('rings a number that does not answer (…0006) and ends no-answer after 3 s', async () => {
    const { brandId, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const taskSid = await outboundTask(agent, '+14155550006');
    const result = await createCall(agent, taskSid);
    if (!result.success) throw new Error('refused');
    // The sweep's clock at 2.9 s settles nothing; at 3 s the call ends.
    const now = Date.now();
    expect((await sweepCallTimers(voiceDeps(t), { now: new Date(now + 2_000) })).settled).toBe(0);
    expect((await sweepCallTimers(voiceDeps(t), { now: new Date(now + 3_100) })).settled).toBe(1);
    await waitFor(() => callUpdates(agent, result.callSid).some((call) => call.status === 'no-answer'));
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('canceled');
  });

  it('is answered at once by the silent contact of …0007 (no media), and wraps when the agent hangs up', async () => {
    const { brandId, agents, simulator } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const taskSid = await outboundTask(agent, '+14155550007');
    const result = await createCall(agent, taskSid);
    if (!result.success) throw new Error('refused');
    const snapshot = await snapshotWhen(agent, result.conferenceSid, (s) => s.participants.length === 2);
    const contact = participantOf(snapshot, 'contact');
    expect(contact).toMatchObject({ mediaUserId: null, callerUri: '+14155550007', name: 'Olga Out' });
    expect(snapshot.mediaPlan[contact.participantSid]).toEqual([]);
    expect(callUpdates(simulator, result.callSid)[0]).toMatchObject({ status: 'in-progress' });
    const hangup = await post(agent.client, '/conv/call-controls/hangup', {
      conferenceSid: result.conferenceSid,
    });
    expect(hangup.json<ConferenceSnapshot>().endedAt).not.toBeNull();
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    await waitFor(() => callUpdates(simulator, result.callSid).some((call) => call.status === 'completed'));
  });

  it('rings any other number for a Contact Simulator page to answer, else no-answer after 30 s', async () => {
    const { brandId, agents, simulator } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const taskSid = await outboundTask(agent, '+14155550151');
    const result = await createCall(agent, taskSid);
    if (!result.success) throw new Error('refused');
    // The simulator page lists it as ringing, and answers it: it carries the contact's audio.
    const listed = (await get(simulator.client, '/api/simulator/calls')).json<{ items: CallView[] }>().items;
    expect(listed[0]).toMatchObject({ callSid: result.callSid, status: 'ringing', mediaUserId: null });
    const answered = await post(simulator.client, `/api/simulator/calls/${result.callSid}/answer`, {});
    expect(answered.json<CallView>()).toMatchObject({
      status: 'in-progress',
      mediaUserId: simulator.user.id,
    });
    const snapshot = await snapshotWhen(simulator, result.conferenceSid, (s) => s.participants.length === 2);
    const contact = participantOf(snapshot, 'contact');
    expect(contact.mediaUserId).toBe(simulator.user.id);
    expect(snapshot.mediaPlan[contact.participantSid]).toEqual([
      { peerSid: participantOf(snapshot, 'agent').participantSid, send: true, receive: true },
    ]);
    // Answering twice is refused; the 30 s timer no longer applies.
    expect(
      (await post(simulator.client, `/api/simulator/calls/${result.callSid}/answer`, {})).statusCode,
    ).toBe(409);
    expect((await sweepCallTimers(voiceDeps(t), { now: new Date(Date.now() + 31_000) })).settled).toBe(0);
    await post(simulator.client, `/api/simulator/calls/${result.callSid}/hangup`, {});
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');

    // Another call nobody answers: no-answer once the ring timeout passes.
    await post(agent.client, '/conv/tasks/summarize-task', { sid: taskSid, phone: '+14155550151' });
    const unanswered = await outboundTask(agent, '+14155550152');
    const ringing = await createCall(agent, unanswered);
    if (!ringing.success) throw new Error('refused');
    expect((await sweepCallTimers(voiceDeps(t), { now: new Date(Date.now() + 29_000) })).settled).toBe(0);
    expect((await sweepCallTimers(voiceDeps(t), { now: new Date(Date.now() + 30_500) })).settled).toBe(1);
    expect((await taskRow(t.database.db, brandId, unanswered)).status).toBe('canceled');
    await waitFor(() => callUpdates(simulator, ringing.callSid).some((call) => call.status === 'no-answer'));

    // The agent hangs up while it still rings: the call is canceled, and so is the task.
    const abandoned = await outboundTask(agent, '+14155550153');
    const placed = await createCall(agent, abandoned);
    if (!placed.success) throw new Error('refused');
    const hungUp = await post(agent.client, '/conv/call-controls/hangup', {
      conferenceSid: placed.conferenceSid,
    });
    expect(hungUp.json<ConferenceSnapshot>().endedAt).not.toBeNull();
    expect((await taskRow(t.database.db, brandId, abandoned)).status).toBe('canceled');
    await waitFor(() => callUpdates(simulator, placed.callSid).some((call) => call.status === 'canceled'));
    expect(
      (await post(simulator.client, `/api/simulator/calls/${placed.callSid}/answer`, {})).statusCode,
    ).toBe(409);
  });

  it('refuses create-call to whoever does not hold the accepted task', async () => {
    const { agents } = await voiceBrand(t, 2);
    const [owner, other] = agents;
    if (!owner || !other) throw new Error('agents missing');
    const created = await post(owner.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550153',
      parleyVoicePhone: '+18005550100',
    });
    const { taskSid } = created.json<{ taskSid: string }>();
    expect((await post(owner.client, '/conv/conferences/create-call', { taskSid })).statusCode).toBe(409);
    await accept(owner, await offerOf(owner, taskSid));
    expect((await post(other.client, '/conv/conferences/create-call', { taskSid })).statusCode).toBe(403);
    expect((await post(other.client, '/conv/conferences/create-call', {})).statusCode).toBe(400);
    expect(
      (await post(other.client, '/conv/conferences/create-call', { taskSid: 'WTnope' })).statusCode,
    ).toBe(404);
  });
});
