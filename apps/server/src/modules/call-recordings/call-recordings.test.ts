import { CALL_RECORDING_MAX_BYTES, type CallRecording } from '@parley/core/voice/call-recordings';
import type { ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlError, gqlField } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { post } from '../conversations/conversations-test-support.ts';
import { acceptAndJoin, callTheBrand, participantOf, voiceBrand } from '../voice/voice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Bytes standing in for a WebM file (the server does not decode it). */
const webm = (size: number) => Buffer.alloc(size, 0x1a);

/** POST /conv/call-recordings as the browser sends it: multipart fields, then the file. */
function uploadRecording(
  client: TestClient,
  fields: Record<string, string>,
  file: Buffer | null,
  contentType = 'audio/webm;codecs=opus',
): Promise<LightMyRequestResponse> {
  const boundary = '----parley-recording-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="call.webm"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return client.request({
    method: 'POST',
    url: '/conv/call-recordings',
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const RECORDINGS_QUERY =
  '{ callRecordings { id taskSid agentName contactPhone durationSeconds sizeBytes mimeType audioUrl } }';
const DELETE_RECORDING = 'mutation ($id: ID!) { deleteCallRecording(id: $id) }';
const RECENT_QUERY = '{ recentTasks { sid recordingSid recordingUrl } }';
type RecentRow = { sid: string; recordingSid: string | null; recordingUrl: string | null };

describe(`call recordings on ${testEngine()}`, () => {
  it('stores the agent’s upload, serves it by role and tenancy, and fills the recent task', async () => {
    const { simulator, agents, supervisor, brandId } = await voiceBrand(t, 2);
    const [agent, colleague] = agents;
    if (!agent || !colleague) throw new Error('agents missing');
    const { taskSid } = await callTheBrand(simulator, '+14155550161');
    const snapshot = await acceptAndJoin(agent, taskSid);
    const fields = {
      conferenceSid: snapshot.conferenceSid,
      startedAt: new Date().toISOString(),
      durationSeconds: '12.5',
    };

    // Only an agent of this call, of this brand, may upload it.
    const audio = webm(4_000);
    const outsider = await uploadRecording(colleague.client, fields, audio);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ field: 'conferenceSid' });
    expect((await uploadRecording(supervisor.client, fields, audio)).statusCode).toBe(403);
    const stranger = await voiceBrand(t, 1);
    const strangerAgent = stranger.agents[0];
    if (!strangerAgent) throw new Error('agent missing');
    expect((await uploadRecording(strangerAgent.client, fields, audio)).statusCode).toBe(403);

    // The agent hangs up first: a participant who has left still uploads what they recorded.
    const me = participantOf(snapshot, 'agent', agent.user.id);
    const dropped = await post(agent.client, '/conv/call-controls/drop-participant', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: me.participantSid,
    });
    expect(dropped.json<ConferenceSnapshot>().endedAt).not.toBeNull();
    const uploaded = await uploadRecording(agent.client, fields, audio);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const stored = uploaded.json<{
      id: string;
      taskSid: string;
      sizeBytes: number;
      durationSeconds: number;
    }>();
    expect(stored).toMatchObject({ taskSid, sizeBytes: 4_000, durationSeconds: 12.5 });

    // The audio: the agent who recorded it, the brand's supervisors and admins; nobody else.
    const audioUrl = `/api/call-recordings/${stored.id}/audio`;
    const mine = await agent.client.request({ method: 'GET', url: audioUrl });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('audio/webm');
    expect(mine.rawPayload.equals(audio)).toBe(true);
    expect((await supervisor.client.request({ method: 'GET', url: audioUrl })).statusCode).toBe(200);
    expect((await simulator.client.request({ method: 'GET', url: audioUrl })).statusCode).toBe(200);
    expect((await colleague.client.request({ method: 'GET', url: audioUrl })).statusCode).toBe(404);
    expect((await stranger.supervisor.client.request({ method: 'GET', url: audioUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: audioUrl })).statusCode).toBe(401);

    // Settings › Recordings: admins and supervisors, this brand's only.
    const listed = await gqlField<CallRecording[]>(supervisor.client, RECORDINGS_QUERY, 'callRecordings');
    expect(listed).toEqual([
      {
        id: stored.id,
        taskSid,
        agentName: expect.any(String),
        contactPhone: '+14155550161',
        durationSeconds: 12.5,
        sizeBytes: 4_000,
        mimeType: 'audio/webm',
        audioUrl,
      },
    ]);
    expect(await gqlField(stranger.supervisor.client, RECORDINGS_QUERY, 'callRecordings')).toEqual([]);
    expect(await gqlError(agent.client, RECORDINGS_QUERY)).toMatchObject({ code: 'forbidden' });

    // The recent task carries its latest recording once wrapped up.
    const summary = await post(agent.client, '/conv/tasks/summarize-task', {
      sid: taskSid,
      phone: '+14155550161',
      disposition: 'Resolved',
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const second = await uploadRecording(agent.client, { ...fields, durationSeconds: '3' }, webm(100));
    const latestId = second.json<{ id: string }>().id;
    const recent = await gqlField<
      { sid: string; recordingSid: string | null; recordingUrl: string | null }[]
    >(agent.client, '{ recentTasks { sid recordingSid recordingUrl } }', 'recentTasks');
    expect(recent).toEqual([
      { sid: taskSid, recordingSid: latestId, recordingUrl: `/api/call-recordings/${latestId}/audio` },
    ]);
    expect(brandId).toBeTruthy();
  });

  it('lets only the brand’s admins delete a recording with its audio; the recent task falls back', async () => {
    const { simulator: admin, agents, supervisor } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { taskSid } = await callTheBrand(admin, '+14155550163');
    const snapshot = await acceptAndJoin(agent, taskSid);
    const fields = {
      conferenceSid: snapshot.conferenceSid,
      startedAt: new Date().toISOString(),
      durationSeconds: '4',
    };
    const me = participantOf(snapshot, 'agent', agent.user.id);
    await post(agent.client, '/conv/call-controls/drop-participant', {
      conferenceSid: snapshot.conferenceSid,
      participantSid: me.participantSid,
    });
    const upload = async (size: number) => {
      const response = await uploadRecording(agent.client, fields, webm(size));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const earlier = await upload(200);
    const summary = await post(agent.client, '/conv/tasks/summarize-task', {
      sid: taskSid,
      phone: '+14155550163',
      disposition: 'Resolved',
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const latest = await upload(300);
    const listedIds = async () =>
      (await gqlField<CallRecording[]>(admin.client, RECORDINGS_QUERY, 'callRecordings')).map((r) => r.id);
    const recent = () => gqlField<RecentRow[]>(agent.client, RECENT_QUERY, 'recentTasks');
    expect(await listedIds()).toEqual([latest, earlier]);

    // Supervisors and agents may not delete (the agent not even their own); nothing changes.
    for (const refused of [supervisor, agent]) {
      expect(await gqlError(refused.client, DELETE_RECORDING, { id: latest })).toMatchObject({
        code: 'forbidden',
      });
    }
    // Another brand's admin: not found, as an unknown id.
    const stranger = await voiceBrand(t, 0);
    expect(await gqlError(stranger.simulator.client, DELETE_RECORDING, { id: latest })).toMatchObject({
      code: 'not_found',
      message: 'Recording not found',
      field: 'id',
    });
    expect(await listedIds()).toEqual([latest, earlier]);

    // The admin deletes the latest: gone from the list, its audio 404 for everyone, the task shows the earlier one.
    expect(
      await gqlField<string>(admin.client, DELETE_RECORDING, 'deleteCallRecording', { id: latest }),
    ).toBe(latest);
    expect(await listedIds()).toEqual([earlier]);
    for (const viewer of [admin, supervisor, agent]) {
      const audio = await viewer.client.request({
        method: 'GET',
        url: `/api/call-recordings/${latest}/audio`,
      });
      expect(audio.statusCode).toBe(404);
    }
    expect(await recent()).toEqual([
      { sid: taskSid, recordingSid: earlier, recordingUrl: `/api/call-recordings/${earlier}/audio` },
    ]);

    // The last one too: the recent task shows no recording rather than a dead link.
    await gqlField<string>(admin.client, DELETE_RECORDING, 'deleteCallRecording', { id: earlier });
    expect(await listedIds()).toEqual([]);
    expect(await recent()).toEqual([{ sid: taskSid, recordingSid: null, recordingUrl: null }]);

    // Deleted already, unknown, or no id at all: refused naming the field.
    expect(await gqlError(admin.client, DELETE_RECORDING, { id: latest })).toMatchObject({
      code: 'not_found',
      message: 'Recording not found',
      field: 'id',
    });
    expect(
      await gqlError(admin.client, DELETE_RECORDING, { id: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ code: 'not_found', field: 'id' });
    expect(await gqlError(admin.client, DELETE_RECORDING, { id: 'nope' })).toMatchObject({
      code: 'validation_failed',
      field: 'id',
    });
  });

  it('refuses bad input naming the field, and files over the limit with 413', async () => {
    const { simulator, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    const { taskSid } = await callTheBrand(simulator, '+14155550162');
    const snapshot = await acceptAndJoin(agent, taskSid);
    const good = {
      conferenceSid: snapshot.conferenceSid,
      startedAt: new Date().toISOString(),
      durationSeconds: '2',
    };
    const refusal = async (fields: Record<string, string>, file: Buffer | null, type?: string) => {
      const response = await uploadRecording(agent.client, fields, file, type);
      return { status: response.statusCode, field: response.json().field };
    };
    const { conferenceSid: _sid, ...noSid } = good;
    expect(await refusal(noSid, webm(10))).toEqual({ status: 400, field: 'conferenceSid' });
    expect(await refusal({ ...good, startedAt: 'yesterday' }, webm(10))).toEqual({
      status: 400,
      field: 'startedAt',
    });
    expect(await refusal({ ...good, durationSeconds: '-1' }, webm(10))).toEqual({
      status: 400,
      field: 'durationSeconds',
    });
    expect(await refusal({ ...good, durationSeconds: 'long' }, webm(10))).toEqual({
      status: 400,
      field: 'durationSeconds',
    });
    expect(await refusal(good, null)).toEqual({ status: 400, field: 'file' });
    expect(await refusal(good, webm(10), 'video/mp4')).toEqual({ status: 400, field: 'file' });
    const notMultipart = await post(agent.client, '/conv/call-recordings', good);
    expect(notMultipart.statusCode).toBe(400);
    const huge = await uploadRecording(agent.client, good, webm(CALL_RECORDING_MAX_BYTES + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: 'The recording is larger than 25 MB' });
  });
});
