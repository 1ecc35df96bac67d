import type { CallView, ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, offerOf, post } from '../conversations/conversations-test-support.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { setUserFeatureFlag } from '../users/set-user-feature-flag.ts';
import { acceptAndJoin, callTheBrand, named, participantOf, voiceBrand } from './voice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`call controls on ${testEngine()}`, () => {
  it('refuses a second call while on one, ends the conference when the last agent leaves, and records', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550145');
    const snapshot = await acceptAndJoin(agent, taskSid);
    const me = participantOf(snapshot, 'agent', agent.user.id);

    // A manual outbound call while on this one: 'There is already an active conference'.
    const outbound = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550199',
      parleyVoicePhone: '+18005550100',
    });
    expect(outbound.statusCode, outbound.body).toBe(200);
    const outboundTaskSid = outbound.json<{ taskSid: string }>().taskSid;
    await accept(agent, await offerOf(agent, outboundTaskSid));
    const second = await post(agent.client, '/conv/conferences/create-call', { taskSid: outboundTaskSid });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'ConferenceActive',
      message: 'There is already an active conference',
    });

    // Recordings: start, pause, resume, stop; pausing needs the recording pause flag.
    const record = (action: string) =>
      post(agent.client, '/conv/call-controls/recordings', { conferenceSid: snapshot.conferenceSid, action });
    expect((await record('pause')).statusCode).toBe(409);
    expect((await record('start')).json<ConferenceSnapshot>().recording).toBe('recording');
    expect((await record('pause')).json<ConferenceSnapshot>().recording).toBe('paused');
    expect((await record('resume')).json<ConferenceSnapshot>().recording).toBe('recording');
    await setUserFeatureFlag(t.database.db, {
      brandId,
      userId: agent.user.id,
      key: 'recordingPauseEnabled',
      value: false,
    });
    const refused = await record('pause');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Pausing recordings is not enabled' });
    expect((await record('stop')).json<ConferenceSnapshot>().recording).toBe('stopped');
    expect((await record('bogus')).statusCode).toBe(400);

    // The last agent drops themselves: the conference ends, the call completes, the task wraps up.
    const dropped = await post(agent.client, '/conv/call-controls/drop-participant', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: me.participantSid,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json<ConferenceSnapshot>()).toMatchObject({
      endedAt: expect.any(String),
      participants: [],
    });
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    await waitFor(() =>
      named<CallView>(simulator, 'call.updated').some(
        (c) => c.callSid === callSid && c.status === 'completed',
      ),
    );
    const gone = await post(agent.client, '/conv/call-controls/hold', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: me.participantSid,
      hold: true,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Call not found' });
  });
});
