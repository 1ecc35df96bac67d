import type { CallView, CreateCallResult } from '@parley/core/voice/voice-contract';
import type { VoicemailDrop, VoicemailDropEvent } from '@parley/core/voice/voicemail-drops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, offerOf, post, type SignedIn } from '../conversations/conversations-test-support.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { setUserFeatureFlag } from '../users/set-user-feature-flag.ts';
import { uploadDrop, wavFile } from '../voicemail-drops/voicemail-drops-test-kit.ts';
import { sweepCallTimers } from './sweep-call-timers.ts';
import { conferenceParticipants } from './voice.tables.ts';
import { findCall, findConference } from './voice-store.ts';
import { acceptAndJoin, callTheBrand, named, snapshotWhen, voiceBrand, voiceDeps } from './voice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function myDrop(agent: SignedIn, name: string, file: Buffer, contentType = 'audio/wav') {
  const response = await uploadDrop(agent.client, { name, file, contentType });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VoicemailDrop>();
}

function dropVoicemail(agent: SignedIn, body: Record<string, unknown>) {
  return post(agent.client, '/conv/call-controls/voicemail-drop', body);
}

/** A few seconds later than now: the drop's timer is due by then. */
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe(`voicemail drops on calls on ${testEngine()}`, () => {
  it('plays the drop at the contact, frees the agent at once, and completes the call when it has played', async () => {
    const { brandId, simulator, agents, supervisor } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const drop = await myDrop(agent, 'Greeting', wavFile(3));
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550191');
    const joined = await acceptAndJoin(agent, taskSid);
    await post(supervisor.client, '/conv/conferences/manager-action', {
      taskSid,
      action: 'listen',
      managerContactUri: `client:${supervisor.user.workerSid}`,
      twilioWorkerSid: supervisor.user.workerSid,
    });

    const dropped = await dropVoicemail(agent, {
      customerCallSid: callSid,
      campaignId: null,
      recordingId: drop.id,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toEqual({
      success: true,
      conferenceSid: joined.conferenceSid,
      durationSeconds: 3,
    });

    // The Contact Simulator (the contact's phone) is told to play it.
    await waitFor(() => named(simulator, 'voice.voicemailDrop').length > 0);
    expect(named<VoicemailDropEvent>(simulator, 'voice.voicemailDrop')).toEqual([
      {
        conferenceSid: joined.conferenceSid,
        callSid,
        recordingId: drop.id,
        audioUrl: `/api/voicemail-drops/${drop.id}/audio`,
        durationSeconds: 3,
      },
    ]);
    // The agent and the supervisor are out at once; the agent wraps up.
    const alone = await snapshotWhen(agent, joined.conferenceSid, (s) => s.participants.length === 1);
    expect(alone.participants.map((p) => p.kind)).toEqual(['contact']);
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    const [marked] = await t.database.db
      .select()
      .from(conferenceParticipants)
      .where(and(eq(conferenceParticipants.brandId, brandId), eq(conferenceParticipants.callSid, callSid)));
    expect(marked?.voicemailDropId).toBe(drop.id);
    // Twice is refused: nobody holds the call any more.
    expect((await dropVoicemail(agent, { customerCallSid: callSid, recordingId: drop.id })).statusCode).toBe(
      403,
    );

    // Not before it has played; then the call is completed.
    expect(await findCall(t.database.db, brandId, callSid)).toMatchObject({
      status: 'in-progress',
      timeoutStatus: 'completed',
    });
    await sweepCallTimers(voiceDeps(t), { now: later(1) });
    expect(await findCall(t.database.db, brandId, callSid)).toMatchObject({ status: 'in-progress' });
    await sweepCallTimers(voiceDeps(t), { now: later(4) });
    expect(await findCall(t.database.db, brandId, callSid)).toMatchObject({
      status: 'completed',
      timeoutAt: null,
    });
    await snapshotWhen(simulator, joined.conferenceSid, (s) => s.endedAt !== null);
    await waitFor(() =>
      named<CallView>(simulator, 'call.updated').some(
        (c) => c.callSid === callSid && c.status === 'completed',
      ),
    );
  });

  it('caps the length by the allowed voicemail duration (20 s), 30 s when the file does not say', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const long = await myDrop(first, 'Long', wavFile(25));
    const call = await callTheBrand(simulator, '+14155550192');
    await acceptAndJoin(first, call.taskSid);
    const capped = await dropVoicemail(first, { customerCallSid: call.callSid, recordingId: long.id });
    expect(capped.json()).toMatchObject({ durationSeconds: 20 });

    // With a longer allowance, a file of unknown length plays the documented 30 s. (The first agent
    // wraps up, so the second takes the next call.)
    await setUserFeatureFlag(t.database.db, {
      brandId,
      userId: second.user.id,
      key: 'allowedVoicemailDuration',
      value: 45,
    });
    const mp3 = await myDrop(second, 'Compressed', Buffer.from('ID3 mp3 bytes'), 'audio/mpeg');
    const next = await callTheBrand(simulator, '+14155550193');
    await acceptAndJoin(second, next.taskSid);
    const unknown = await dropVoicemail(second, { customerCallSid: next.callSid, recordingId: mp3.id });
    expect(unknown.json()).toMatchObject({ durationSeconds: 30 });
  });

  it('completes a silent contact’s call (…0007) after the drop, with nobody to play it', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const drop = await myDrop(agent, 'Greeting', wavFile(2));
    const created = await post(agent.client, '/conv/tasks/manual-outbound-call-task', {
      contactPhone: '+14155550007',
      parleyVoicePhone: '+18005550100',
      profileId: null,
    });
    const { taskSid } = created.json<{ taskSid: string }>();
    await accept(agent, await offerOf(agent, taskSid));
    const call = (
      await post(agent.client, '/conv/conferences/create-call', { taskSid })
    ).json<CreateCallResult>();
    if (!call.success) throw new Error('refused');
    const dropped = await dropVoicemail(agent, { customerCallSid: call.callSid, recordingId: drop.id });
    expect(dropped.json()).toMatchObject({ durationSeconds: 2 });
    expect((await taskRow(t.database.db, brandId, taskSid)).status).toBe('wrapping');
    await sweepCallTimers(voiceDeps(t), { now: later(3) });
    expect(await findCall(t.database.db, brandId, call.callSid)).toMatchObject({ status: 'completed' });
    expect((await findConference(t.database.db, brandId, call.conferenceSid))?.endedAt).not.toBeNull();
    expect(named(simulator, 'voice.voicemailDrop')).toEqual([]);
  });

  it('ends at once when the contact hangs up during the drop', async () => {
    const { brandId, simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const drop = await myDrop(agent, 'Greeting', wavFile(2));
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550194');
    await acceptAndJoin(agent, taskSid);
    await dropVoicemail(agent, { customerCallSid: callSid, recordingId: drop.id });
    const hungUp = await post(simulator.client, `/api/simulator/calls/${callSid}/hangup`, {});
    expect(hungUp.json<CallView>()).toMatchObject({ status: 'completed' });
    expect(await findCall(t.database.db, brandId, callSid)).toMatchObject({ timeoutAt: null });
    expect((await sweepCallTimers(voiceDeps(t), { now: later(3) })).settled).toBe(0);
  });

  it('is only for the agent holding the call, with one of their own drops', async () => {
    const { simulator, agents, supervisor } = await voiceBrand(t, 2);
    const [first, second] = agents;
    if (!first || !second) throw new Error('agents missing');
    const mine = await myDrop(first, 'Mine', wavFile(1));
    const theirs = await myDrop(second, 'Theirs', wavFile(1));
    const { callSid, taskSid } = await callTheBrand(simulator, '+14155550195');
    await acceptAndJoin(first, taskSid);
    const refusal = async (user: SignedIn, body: Record<string, unknown>) => {
      const response = await dropVoicemail(user, body);
      return { status: response.statusCode, ...response.json() };
    };
    expect(await refusal(second, { customerCallSid: callSid, recordingId: theirs.id })).toMatchObject({
      status: 403,
      message: 'Only the agent on this call can drop a voicemail',
    });
    expect(await refusal(supervisor, { customerCallSid: callSid, recordingId: mine.id })).toMatchObject({
      status: 404,
      field: 'recordingId',
    });
    expect(await refusal(first, { customerCallSid: callSid, recordingId: theirs.id })).toMatchObject({
      status: 404,
      field: 'recordingId',
      message: 'Voicemail drop not found',
    });
    expect(await refusal(first, { customerCallSid: 'CAnope', recordingId: mine.id })).toMatchObject({
      status: 404,
      message: 'Call not found',
    });
    expect(await refusal(first, { customerCallSid: callSid })).toMatchObject({
      status: 400,
      field: 'recordingId',
    });
  });
});
