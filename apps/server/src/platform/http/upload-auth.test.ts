import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { CALL_RECORDING_MAX_BYTES } from '@parley/core/voice/call-recordings';
import { VOICEMAIL_DROP_MAX_BYTES } from '@parley/core/voice/voicemail-drops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSegmentAs } from '../../modules/segments/segments-test-kit.ts';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';

// Issue 11 item 7: anonymous uploads (/conv/call-recordings 25 MB, /api/voicemail-drops 5 MB) were
// read whole before the 401. Session and role are now checked in the upload route's onRequest hook,
// so the body is never read.

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; body: string; sentBytes: number };

/**
 * Over a real socket: announces a multipart body of `announcedBytes`, sends only its first 64 KB,
 * and waits for the answer. A server that read the body first would never answer (the test times out).
 */
function startUpload(url: string, announcedBytes: number, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url, address);
    const request = httpRequest(target, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'multipart/form-data; boundary=upload-boundary',
        'content-length': String(announcedBytes),
      },
    });
    const first = Buffer.alloc(64 * 1024, 'a');
    request.write(first);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          sentBytes: first.length,
        });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      // The server may close the connection after answering; the answer is what counts.
      if (!request.destroyed) reject(error);
    });
  });
}

/** Cookie and CSRF headers of a client, to send through a real socket. */
function headersOf(client: TestClient): Record<string, string> {
  // The client's cookie jar is private to it: read it to send the same cookies over a socket.
  const jar: Map<string, string> = Reflect.get(client, 'cookies');
  return {
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrf-token': client.csrfToken ?? '',
  };
}

describe('authentication before body parsing on upload routes', () => {
  it('answers an anonymous 25 MB call recording and a 5 MB voicemail drop with 401 before reading them', async () => {
    const anonymous = new TestClient(t.app, '10.98.0.1');
    await anonymous.loadCsrf();
    for (const [url, bytes] of [
      ['/conv/call-recordings', CALL_RECORDING_MAX_BYTES],
      ['/api/voicemail-drops', VOICEMAIL_DROP_MAX_BYTES],
    ] as const) {
      const started = Date.now();
      const answer = await startUpload(url, bytes, headersOf(anonymous));
      expect(answer.status, url).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'unauthenticated' });
      expect(answer.sentBytes).toBeLessThan(bytes / 10);
      expect(Date.now() - started, url).toBeLessThan(2_000);
    }
  });

  it('refuses a segment upload by a user who may not manage segments before reading it (403)', async () => {
    const admin = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(admin.client, { name: 'Static', type: 'static' });
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    const answer = await startUpload(
      `/api/segments/${segment.id}/uploadFile`,
      4_000_000,
      headersOf(agent.client),
    );
    expect(answer.status).toBe(403);
    const anonymous = new TestClient(t.app, '10.98.0.2');
    await anonymous.loadCsrf();
    const anonymousAnswer = await startUpload(
      `/api/segments/${segment.id}/uploadFile`,
      4_000_000,
      headersOf(anonymous),
    );
    expect(anonymousAnswer.status).toBe(401);
  });

  it('does not consume the body stream of an anonymous upload at all', async () => {
    const anonymous = new TestClient(t.app, '10.98.0.3');
    await anonymous.loadCsrf();
    let pulled = 0;
    const body = new Readable({
      read() {
        pulled += 1;
        this.push(Buffer.alloc(1024 * 1024, 'a'));
        if (pulled >= 25) this.push(null);
      },
    });
    const response = await anonymous.request({
      method: 'POST',
      url: '/conv/call-recordings',
      headers: {
        'content-type': 'multipart/form-data; boundary=upload-boundary',
        'content-length': String(25 * 1024 * 1024),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    // Node's stream machinery may pre-fill one chunk; the 25 MB are never pulled.
    expect(pulled).toBeLessThanOrEqual(1);
  });
});
