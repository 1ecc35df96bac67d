import type { VoicemailDrop } from '@parley/core/voice/voicemail-drops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { uploadDrop, wavFile } from './voicemail-drops-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (client: TestClient) =>
  (await client.request({ method: 'GET', url: '/api/voicemail-drops' })).json<{ items: VoicemailDrop[] }>()
    .items;

describe(`My Pre-recorded Voicemail Drops (REST) on ${testEngine()}`, () => {
  it('uploads, lists, serves and deletes an agent’s own drops', async () => {
    const agent = await signedInAs(t, ['agent']);
    expect(await list(agent.client)).toEqual([]);
    const wav = wavFile(2.5);
    const uploaded = await uploadDrop(agent.client, { name: ' Friendly greeting ', file: wav });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const drop = uploaded.json<VoicemailDrop>();
    expect(drop).toMatchObject({
      name: 'Friendly greeting',
      mimeType: 'audio/wav',
      sizeBytes: wav.length,
      durationSeconds: 2.5,
      audioUrl: `/api/voicemail-drops/${drop.id}/audio`,
    });
    // Other types are taken too; only a WAV's length is read.
    const mp3 = await uploadDrop(agent.client, {
      name: 'Short',
      file: Buffer.from('ID3 not really an mp3'),
      contentType: 'audio/mp3',
    });
    expect(mp3.json<VoicemailDrop>()).toMatchObject({ mimeType: 'audio/mpeg', durationSeconds: null });
    expect((await list(agent.client)).map((item) => item.name)).toEqual(['Short', 'Friendly greeting']);

    // The audio, byte for byte, for any user of the brand (the Contact Simulator plays it).
    const audio = await agent.client.request({ method: 'GET', url: drop.audioUrl });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.equals(wav)).toBe(true);
    const colleague = await signedInAs(t, ['admin'], agent.brandId);
    expect((await colleague.client.request({ method: 'GET', url: drop.audioUrl })).statusCode).toBe(200);
    // The list and deletion are the owner's only.
    expect(await list(colleague.client)).toEqual([]);
    const foreignDelete = await colleague.client.request({
      method: 'DELETE',
      url: `/api/voicemail-drops/${drop.id}`,
    });
    expect(foreignDelete.statusCode).toBe(404);
    // Another brand does not see it at all.
    const stranger = await signedInAs(t, ['admin']);
    expect((await stranger.client.request({ method: 'GET', url: drop.audioUrl })).json()).toMatchObject({
      code: 'not_found',
      message: 'Voicemail drop not found',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: drop.audioUrl });
    expect(anonymous.statusCode).toBe(401);

    const deleted = await agent.client.request({ method: 'DELETE', url: `/api/voicemail-drops/${drop.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await agent.client.request({ method: 'GET', url: drop.audioUrl })).statusCode).toBe(404);
    expect((await list(agent.client)).map((item) => item.name)).toEqual(['Short']);
  });

  it('refuses what is not a named audio file of at most 5 MB, naming the field', async () => {
    const agent = await signedInAs(t, ['agent']);
    const refusal = async (options: Parameters<typeof uploadDrop>[1]) => {
      const response = await uploadDrop(agent.client, options);
      return { status: response.statusCode, ...response.json() };
    };
    expect(await refusal({ file: wavFile(1) })).toMatchObject({
      status: 400,
      field: 'name',
      message: 'name is required',
    });
    expect(await refusal({ name: 'x'.repeat(101), file: wavFile(1) })).toMatchObject({
      status: 400,
      field: 'name',
    });
    expect(await refusal({ name: 'Greeting' })).toMatchObject({
      status: 400,
      field: 'file',
      message: 'Choose an audio file',
    });
    expect(await refusal({ name: 'Greeting', file: wavFile(1), fileField: 'audio' })).toMatchObject({
      field: 'file',
    });
    expect(
      await refusal({ name: 'Greeting', file: Buffer.from('a,b'), contentType: 'text/csv' }),
    ).toMatchObject({
      status: 400,
      field: 'file',
      message: 'The file must be WAV, MP3, WebM or Ogg audio',
    });
    expect(
      await refusal({ name: 'Big', file: Buffer.alloc(5 * 1024 * 1024 + 1), contentType: 'audio/ogg' }),
    ).toMatchObject({ status: 413, message: 'The file must be at most 5 MB' });
    // Exactly 5 MB is fine.
    expect(
      (
        await uploadDrop(agent.client, {
          name: 'Big',
          file: Buffer.alloc(5 * 1024 * 1024),
          contentType: 'audio/webm',
        })
      ).statusCode,
    ).toBe(201);
    expect(await refusal({ name: 'BIG', file: wavFile(1) })).toMatchObject({
      status: 409,
      field: 'name',
      message: 'You already have a voicemail drop with this name',
    });
    const json = await agent.client.request({
      method: 'POST',
      url: '/api/voicemail-drops',
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ field: 'file' });
    // Another agent may use the same name.
    const other = await signedInAs(t, ['agent'], agent.brandId);
    expect((await uploadDrop(other.client, { name: 'Big', file: wavFile(1) })).statusCode).toBe(201);
    expect(
      (await agent.client.request({ method: 'DELETE', url: '/api/voicemail-drops/nope' })).json(),
    ).toMatchObject({
      field: 'id',
    });
  });
});
