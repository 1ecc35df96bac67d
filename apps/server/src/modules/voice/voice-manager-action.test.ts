import type { ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { post, type SignedIn } from '../conversations/conversations-test-support.ts';
import {
  acceptAndJoin,
  callTheBrand,
  linkBetween,
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

function managerAction(user: SignedIn, body: Record<string, unknown>) {
  return post(user.client, '/conv/conferences/manager-action', body);
}

function stop(user: SignedIn, conferenceSid: string, participantSid: string) {
  return user.client.request({
    method: 'DELETE',
    url: `/conv/conferences/manager-action/${conferenceSid}/${participantSid}`,
  });
}

describe(`manager actions on ${testEngine()}`, () => {
  it('listens, then whispers, then barges, then stops — with the audio routing of each', async () => {
    const { simulator, agents, supervisor } = await voiceBrand(t, 2);
    const [agent, otherAgent] = agents;
    if (!agent || !otherAgent) throw new Error('agents missing');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550160');
    const joined = await acceptAndJoin(agent, taskSid);
    const a = participantOf(joined, 'agent').participantSid;
    const c = participantOf(joined, 'contact').participantSid;
    const body = (action: string) => ({
      taskSid,
      action,
      managerContactUri: `client:${supervisor.user.workerSid}`,
      twilioWorkerSid: supervisor.user.workerSid,
      status: 'none',
      callSid,
    });

    // Agents may not coach.
    const refused = await managerAction(otherAgent, body('listen'));
    expect(refused.statusCode).toBe(403);

    const listen = await managerAction(supervisor, body('listen'));
    expect(listen.statusCode, listen.body).toBe(200);
    const started = listen.json<{ id: string; conferenceSid: string; action: string }>();
    expect(started).toEqual({
      id: expect.stringMatching(/^CP/),
      conferenceSid: joined.conferenceSid,
      action: 'listen',
    });
    const s = started.id;
    const heard = (snapshot: ConferenceSnapshot) => ({
      supervisorHearsAgent: linkBetween(snapshot, s, a)?.receive,
      supervisorHearsContact: linkBetween(snapshot, s, c)?.receive,
      agentHearsSupervisor: linkBetween(snapshot, a, s)?.receive,
      contactHearsSupervisor: linkBetween(snapshot, c, s)?.receive,
      agentHearsContact: linkBetween(snapshot, a, c)?.receive,
    });
    let snapshot = await snapshotWhen(supervisor, joined.conferenceSid, (x) => x.participants.length === 3);
    expect(participantOf(snapshot, 'supervisor')).toMatchObject({
      participantSid: s,
      managerAction: 'listen',
      mediaUserId: supervisor.user.id,
      type: 'internal',
    });
    expect(heard(snapshot)).toEqual({
      supervisorHearsAgent: true,
      supervisorHearsContact: true,
      agentHearsSupervisor: false,
      contactHearsSupervisor: false,
      agentHearsContact: true,
    });
    // The agent and the contact's browser get the same plan.
    await snapshotWhen(agent, joined.conferenceSid, (x) => x.version === snapshot.version);
    await snapshotWhen(simulator, joined.conferenceSid, (x) => x.version === snapshot.version);

    const whisper = await managerAction(supervisor, body('whisper'));
    expect(whisper.json()).toMatchObject({ id: s, action: 'whisper' });
    snapshot = await snapshotWhen(
      agent,
      joined.conferenceSid,
      (x) => participantOf(x, 'supervisor').managerAction === 'whisper',
    );
    expect(heard(snapshot)).toEqual({
      supervisorHearsAgent: true,
      supervisorHearsContact: true,
      agentHearsSupervisor: true,
      contactHearsSupervisor: false,
      agentHearsContact: true,
    });

    const barge = await managerAction(supervisor, body('barge'));
    expect(barge.json()).toMatchObject({ id: s, action: 'barge' });
    snapshot = await snapshotWhen(
      simulator,
      joined.conferenceSid,
      (x) => participantOf(x, 'supervisor').managerAction === 'barge',
    );
    expect(heard(snapshot)).toEqual({
      supervisorHearsAgent: true,
      supervisorHearsContact: true,
      agentHearsSupervisor: true,
      contactHearsSupervisor: true,
      agentHearsContact: true,
    });

    // Stopping: only the supervisor themselves (or an admin); an agent gets a 403.
    expect((await stop(otherAgent, joined.conferenceSid, s)).statusCode).toBe(403);
    const stopped = await stop(supervisor, joined.conferenceSid, s);
    expect(stopped.statusCode).toBe(204);
    snapshot = await snapshotWhen(agent, joined.conferenceSid, (x) => x.participants.length === 2);
    expect(snapshot.mediaPlan[a]).toEqual([{ peerSid: c, send: true, receive: true }]);
    const again = await stop(supervisor, joined.conferenceSid, s);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Unable to stop to barge' });
  });

  it("answers the spec's refusals: no worker uri or sid, no call", async () => {
    const { simulator, agents, supervisor } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { taskSid } = await callTheBrand(simulator, '+14155550161');
    // Not answered yet: there is no call to coach.
    const early = await managerAction(supervisor, {
      taskSid,
      action: 'listen',
      managerContactUri: 'client:x',
      twilioWorkerSid: supervisor.user.workerSid,
    });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ message: 'Call not found' });
    await acceptAndJoin(agent, taskSid);
    const noUri = await managerAction(supervisor, { taskSid, action: 'whisper', twilioWorkerSid: 'WK1' });
    expect(noUri.statusCode).toBe(400);
    expect(noUri.json()).toMatchObject({ message: 'Failed to start whisper call' });
    const noSid = await managerAction(supervisor, {
      taskSid,
      action: 'barge',
      managerContactUri: 'client:WK1',
    });
    expect(noSid.json()).toMatchObject({ message: 'Failed to start barge call' });
    const unknown = await stop(supervisor, 'CFnope', 'CPnope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Call not found' });
  });
});
