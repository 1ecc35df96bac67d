import type { VoiceSignal } from '@parley/core/voice/voice-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { post } from '../conversations/conversations-test-support.ts';
import { acceptAndJoin, callTheBrand, named, participantOf, voiceBrand } from './voice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`the signalling relay on ${testEngine()}`, () => {
  it("relays offers and answers between the browsers that carry the participants, and nobody else's", async () => {
    const { simulator, agents, supervisor } = await voiceBrand(t, 2);
    const [agent, stranger] = agents;
    if (!agent || !stranger) throw new Error('agents missing');
    const { taskSid } = await callTheBrand(simulator, '+14155550170');
    const snapshot = await acceptAndJoin(agent, taskSid);
    const a = participantOf(snapshot, 'agent').participantSid;
    const c = participantOf(snapshot, 'contact').participantSid;
    const signal = (from: string, to: string, kind = 'offer') => ({
      conferenceSid: snapshot.conferenceSid,
      fromParticipantSid: from,
      toParticipantSid: to,
      kind,
      sdp: `v=0 ${kind}`,
    });

    // The lower sid offers; whichever way, the relay delivers to the target's media user only.
    const offer = await post(agent.client, '/conv/voice/signal', signal(a, c));
    expect(offer.statusCode).toBe(204);
    await waitFor(() => named<VoiceSignal>(simulator, 'voice.signal').length === 1);
    expect(named<VoiceSignal>(simulator, 'voice.signal')[0]).toEqual({
      conferenceSid: snapshot.conferenceSid,
      fromParticipantSid: a,
      toParticipantSid: c,
      kind: 'offer',
      sdp: 'v=0 offer',
    });
    const answer = await post(simulator.client, '/conv/voice/signal', signal(c, a, 'answer'));
    expect(answer.statusCode).toBe(204);
    await waitFor(() => named<VoiceSignal>(agent, 'voice.signal').length === 1);
    expect(named<VoiceSignal>(agent, 'voice.signal')[0]?.kind).toBe('answer');
    expect(named(supervisor, 'voice.signal')).toEqual([]);
    expect(named(stranger, 'voice.signal')).toEqual([]);

    // 403: speaking for a participant one does not carry (another agent, even a supervisor).
    for (const user of [stranger, supervisor, simulator]) {
      const forged = await post(user.client, '/conv/voice/signal', signal(a, c));
      expect(forged.statusCode).toBe(403);
    }
    // 404: a participant or a conference that is not there.
    expect((await post(agent.client, '/conv/voice/signal', signal(a, 'CPnope'))).statusCode).toBe(404);
    expect((await post(agent.client, '/conv/voice/signal', signal('CPnope', c))).statusCode).toBe(404);
    const noConference = await post(agent.client, '/conv/voice/signal', {
      ...signal(a, c),
      conferenceSid: 'CFnope',
    });
    expect(noConference.statusCode).toBe(404);
    expect(noConference.json()).toMatchObject({ message: 'Call not found' });
    expect(
      (await post(agent.client, '/conv/voice/signal', { ...signal(a, c), kind: 'candidate' })).statusCode,
    ).toBe(400);

    // Once the call ended, nothing is relayed.
    await post(agent.client, '/conv/call-controls/hangup', { conferenceSid: snapshot.conferenceSid });
    expect((await post(agent.client, '/conv/voice/signal', signal(a, c, 'bye'))).statusCode).toBe(404);
  });
});
