import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeKeyFor } from '../../modules/events/events-test-support.ts';
import { segmentMembers } from '../../modules/segments/segments.tables.ts';
import { createSegmentAs, uploadCsv } from '../../modules/segments/segments-test-kit.ts';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { testEngine } from '../db/test-database.ts';

// Issue 11 item 2: NUL and lone surrogates gave 500s. Each reproduction from the issue now answers
// 400 `validation_failed` naming the field, before any handler runs. Bodies are sent as raw JSON
// text: JSON.parse turns the escape "\ud800" into a lone surrogate, as the server's parser does.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };

function expectRefusal(response: LightMyRequestResponse, field: string, reason: 'NUL' | 'surrogate') {
  expect(response.statusCode, response.body).toBe(400);
  const text = reason === 'NUL' ? 'must not contain a NUL character' : 'must not contain a lone surrogate';
  expect(response.json()).toEqual({ code: 'validation_failed', field, message: `${field} ${text}` });
}

async function anonymous(): Promise<TestClient> {
  const client = new TestClient(t.app, '10.99.0.1');
  await client.loadCsrf();
  return client;
}

/** A multipart body of `parts` under `boundary` (a part is raw text after its headers). */
function multipart(boundary: string, parts: { headers: string; body: string | Buffer }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts)
    chunks.push(
      Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe(`input hygiene at the edge on ${testEngine()}`, () => {
  it('refuses NUL in the anonymous sign-in with a 400 naming the field', async () => {
    const client = await anonymous();
    const nul = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: JSON_TYPE,
      payload: '{"username":"a\\u0000b","password":"x"}',
    });
    expectRefusal(nul, 'username', 'NUL');
    const surrogate = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: JSON_TYPE,
      payload: '{"username":"a@b.test","password":"a\\ud800b"}',
    });
    expectRefusal(surrogate, 'password', 'surrogate');
  });

  it('refuses a lone surrogate in custom-task attributes, a task update and object keys', async () => {
    const { client } = await signedInAs(t, ['agent']);
    const created = await client.request({
      method: 'POST',
      url: '/conv/tasks/custom-task',
      headers: JSON_TYPE,
      payload: '{"title":"Call back","attributes":{"caseId":"a\\ud800b"}}',
    });
    expectRefusal(created, 'attributes.caseId', 'surrogate');
    // A trailing low half alone is as bad as a leading high half.
    const updated = await client.request({
      method: 'POST',
      url: '/conv/tasks/WT0123/update',
      headers: JSON_TYPE,
      payload: '{"attributes":{"notes":["ok","\\udc00"]}}',
    });
    expectRefusal(updated, 'attributes.notes.1', 'surrogate');
    const key = await client.request({
      method: 'POST',
      url: '/conv/tasks/custom-task',
      headers: JSON_TYPE,
      payload: '{"title":"Call back","attributes":{"a\\u0000":1}}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ code: 'validation_failed', field: 'attributes.a\\u0000' });
  });

  it('refuses a lone surrogate in ingestion (write key, no session)', async () => {
    const brand = await signedInAs(t, ['admin']);
    const key = await writeKeyFor(t, brand.brandId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/proxy/ingest',
      headers: { authorization: `Bearer ${key}`, ...JSON_TYPE },
      payload: '{"batch":[{"type":"identify","userId":"U-1","traits":{"name":"a\\ud800b"}}]}',
    });
    expectRefusal(response, 'batch.0.traits.name', 'surrogate');
  });

  it('refuses GraphQL variables (saved-view sortBy, task-preference variant), also sent by GET', async () => {
    const { client } = await signedInAs(t, ['admin']);
    const sortBy = await client.request({
      method: 'POST',
      url: '/api/graphql',
      headers: JSON_TYPE,
      payload:
        '{"query":"query ($s: String) { myContacts(sortBy: $s) { total } }","variables":{"s":"a\\ud800b"}}',
    });
    expectRefusal(sortBy, 'variables.s', 'surrogate');
    const variant = await client.request({
      method: 'POST',
      url: '/api/graphql',
      headers: JSON_TYPE,
      payload:
        '{"query":"mutation ($v: String!) { saveTaskPreferences(variant: $v, overrides: {}) { variant } }","variables":{"v":"a\\u0000b"}}',
    });
    expectRefusal(variant, 'variables.v', 'NUL');

    // A saved view's pageQuery is JSON text in a string: its module decodes it, then refuses the same way.
    const pageQuery =
      '{"joinType":"all","dynamicConditions":[],"sortBy":"a\\ud800b","order":"asc","keyType":null}';
    const savedView = await client.graphql(
      'mutation ($q: String!) { createSavedView(name: "Bad", page: "/agent/contacts", pageQuery: $q, shareWithAllUsers: false, teamIds: []) { id } }',
      { q: pageQuery },
    );
    expect(savedView.json().errors[0]).toMatchObject({
      message: 'pageQuery.sortBy must not contain a lone surrogate',
      extensions: { code: 'validation_failed', field: 'pageQuery.sortBy' },
    });

    const query = encodeURIComponent('query ($q: String!) { searchContacts(query: $q) { hasMore } }');
    const variables = encodeURIComponent('{"q":"a\\u0000b"}');
    const viaGet = await client.request({
      method: 'GET',
      url: `/api/graphql?query=${query}&variables=${variables}`,
    });
    expect(viaGet.statusCode, viaGet.body).toBe(400);
    expect(viaGet.json().errors[0]).toMatchObject({
      message: 'variables.q must not contain a NUL character',
      extensions: { code: 'validation_failed', field: 'variables.q' },
    });
  });

  it('refuses NUL in a GraphQL string literal, naming the argument', async () => {
    const { client } = await signedInAs(t, ['agent']);
    const response = await client.graphql('{ searchContacts(query: "a\\u0000b") { hasMore } }');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: 'searchContacts.query must not contain a NUL character',
      extensions: { code: 'validation_failed', field: 'searchContacts.query' },
    });
    // The same query with a plain text is fine.
    const fine = await client.graphql('{ searchContacts(query: "ab") { hasMore } }');
    expect(fine.json().errors).toBeUndefined();
  });

  it('refuses NUL in route params and query strings: GET /conv/conferences/%00 is a 400, not a 500', async () => {
    const { client } = await signedInAs(t, ['agent']);
    expectRefusal(
      await client.request({ method: 'GET', url: '/conv/conferences/%00' }),
      'conferenceSid',
      'NUL',
    );
    expectRefusal(
      await client.request({ method: 'GET', url: '/api/voicemail-drops?filter=a%00b' }),
      'filter',
      'NUL',
    );
  });

  it('answers a malformed JSON body with 400 and a body that is not JSON with 415', async () => {
    const client = await anonymous();
    const malformed = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: JSON_TYPE,
      payload: '{"username": "a", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'bad_request' });
    const text = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<username>a</username>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('refuses NUL in multipart text fields and file names, and a boundary that does not match with 400', async () => {
    const { client } = await signedInAs(t, ['agent']);
    const upload = (boundary: string, header: string, parts: { headers: string; body: string | Buffer }[]) =>
      client.request({
        method: 'POST',
        url: '/api/voicemail-drops',
        headers: { 'content-type': `multipart/form-data; boundary=${header}` },
        payload: multipart(boundary, parts),
      });
    const file = {
      headers: 'Content-Disposition: form-data; name="file"; filename="greeting.wav"',
      body: 'RIFF',
    };
    expectRefusal(
      await upload('b1', 'b1', [
        { headers: 'Content-Disposition: form-data; name="name"', body: 'Hi\u0000' },
        file,
      ]),
      'name',
      'NUL',
    );
    expectRefusal(
      await upload('b2', 'b2', [
        { headers: 'Content-Disposition: form-data; name="name"', body: 'Hi' },
        { headers: 'Content-Disposition: form-data; name="file"; filename="a\u0000.wav"', body: 'RIFF' },
      ]),
      'file.filename',
      'NUL',
    );
    const wrongBoundary = await upload('real-boundary', 'announced-boundary', [
      { headers: 'Content-Disposition: form-data; name="name"', body: 'Hi' },
      file,
    ]);
    expect(wrongBoundary.statusCode, wrongBoundary.body).toBe(400);
    expect(wrongBoundary.json()).toMatchObject({ code: 'bad_request', field: 'file' });
    const noBoundary = await client.request({
      method: 'POST',
      url: '/api/voicemail-drops',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
  });

  it('refuses a segment CSV with a NUL cell, naming the line and the column; nothing is added', async () => {
    const admin = await signedInAs(t, ['admin']);
    const segment = await createSegmentAs(admin.client, { name: 'NUL upload', type: 'static' });
    const cell = await uploadCsv(
      admin.client,
      segment.id,
      'phone,firstName\n4155550101,Ada\n4155550102,Gr\u0000ace\n',
    );
    expect(cell.statusCode, cell.body).toBe(400);
    expect(cell.json()).toMatchObject({
      code: 'validation_failed',
      field: 'file',
      message: 'line 3, firstName: must not contain a NUL character',
    });
    // A UTF-16 file read as UTF-8 is full of NULs: its header is refused, by column number.
    const utf16 = await uploadCsv(admin.client, segment.id, Buffer.from('phone,firstName\n', 'utf16le'));
    expect(utf16.statusCode).toBe(400);
    expect(utf16.json().message).toBe('line 1, column 1: must not contain a NUL character');
    const members = await t.database.db
      .select()
      .from(segmentMembers)
      .where(eq(segmentMembers.segmentId, segment.id));
    expect(members).toEqual([]);
    const wrongBoundary = await admin.client.request({
      method: 'POST',
      url: `/api/segments/${segment.id}/uploadFile`,
      headers: { 'content-type': 'multipart/form-data; boundary=announced' },
      payload: multipart('other', [
        {
          headers: 'Content-Disposition: form-data; name="file"; filename="c.csv"',
          body: 'phone\n4155550101\n',
        },
      ]),
    });
    expect(wrongBoundary.statusCode, wrongBoundary.body).toBe(400);
  });

  it('refuses NUL in ?lastEventId= and ignores a malformed Last-Event-ID (the stream starts live)', async () => {
    const agent = await signedInAs(t, ['agent']);
    const slug = agent.client.brandSlug ?? '';
    expectRefusal(
      await agent.client.request({ method: 'GET', url: `/api/sse/${slug}?lastEventId=%00` }),
      'lastEventId',
      'NUL',
    );
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The client's cookie jar is private to it: read it to open the stream over a real socket.
    const jar: Map<string, string> = Reflect.get(agent.client, 'cookies');
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const lastEventId of ['not-a-number', '9'.repeat(40), '1,2']) {
      const abort = new AbortController();
      const response = await fetch(`${address}/api/sse/${slug}`, {
        headers: { cookie, 'last-event-id': lastEventId },
        signal: abort.signal,
      });
      expect(response.status, lastEventId).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      abort.abort();
    }
  });
});
