import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { gql, gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Settings = { allowedParentOrigins: string[] };
const READ = 'query { embeddingSettings { allowedParentOrigins } }';
const SAVE = `mutation ($input: EmbeddingSettingsInput!) {
  saveEmbeddingSettings(input: $input) { allowedParentOrigins }
}`;

describe('embedding settings (docs/embedding.md)', () => {
  it('starts empty, saves normalised origins, and announces the change', async () => {
    const admin = await signedInAs(t, ['admin']);
    const events: { name: string; data: unknown }[] = [];
    const unsubscribe = t.bus.subscribe({ brandId: admin.brandId, userId: admin.user.id }, (event) =>
      events.push(event),
    );
    expect(await gqlField<Settings>(admin.client, READ, 'embeddingSettings')).toEqual({
      allowedParentOrigins: [],
    });
    const saved = await gqlField<Settings>(admin.client, SAVE, 'saveEmbeddingSettings', {
      input: {
        allowedParentOrigins: [
          'https://CRM.example.com/',
          'http://127.0.0.1:4001',
          'https://crm.example.com',
        ],
      },
    });
    expect(saved).toEqual({ allowedParentOrigins: ['https://crm.example.com', 'http://127.0.0.1:4001'] });
    await expect
      .poll(() => events.filter((event) => event.name === 'brand.adminSettingsUpdated'))
      .toEqual([expect.objectContaining({ data: expect.objectContaining({ section: 'embedding' }) })]);
    unsubscribe();

    // Every user of the brand reads them (the embedded desk posts only to these).
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(await gqlField<Settings>(agent.client, READ, 'embeddingSettings')).toEqual(saved);
    // Another brand's are its own.
    const other = await signedInAs(t, ['admin']);
    expect(await gqlField<Settings>(other.client, READ, 'embeddingSettings')).toEqual({
      allowedParentOrigins: [],
    });
  });

  it('refuses a wildcard or an address with a path, naming the field', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, SAVE, { input: { allowedParentOrigins: ['*'] } })).toMatchObject({
      code: 'validation_failed',
      field: 'allowedParentOrigins',
      status: 400,
      message: 'allowedParentOrigins must name each origin exactly: wildcards such as "*" are not allowed',
    });
    expect(
      await gqlError(admin.client, SAVE, {
        input: { allowedParentOrigins: ['https://crm.example.com/cases'] },
      }),
    ).toMatchObject({
      field: 'allowedParentOrigins',
      message:
        'allowedParentOrigins must be http(s) origins without a path (like https://crm.example.com): "https://crm.example.com/cases" is not one',
    });
    expect(await gqlField<Settings>(admin.client, READ, 'embeddingSettings')).toEqual({
      allowedParentOrigins: [],
    });
  });

  it('lets admins and supervisors change them, not agents', async () => {
    const supervisor = await signedInAs(t, ['supervisor']);
    const input = { allowedParentOrigins: ['https://crm.example.com'] };
    expect((await gql(supervisor.client, SAVE, { input })).errors).toBeUndefined();
    const agent = await signedInAs(t, ['agent'], supervisor.brandId);
    expect(await gqlError(agent.client, SAVE, { input: { allowedParentOrigins: [] } })).toMatchObject({
      code: 'forbidden',
    });
    expect(await gqlField<Settings>(agent.client, READ, 'embeddingSettings')).toEqual(input);
  });
});

describe('signing in inside a frame (docs/embedding.md)', () => {
  const EMBEDDED = { 'x-parley-embedded': '1' };

  async function embeddedSignIn(email: string, password: string, headers: Record<string, string>) {
    const client = new TestClient(t.app, '10.88.0.1');
    const csrf = await client.request({ method: 'GET', url: '/api/auth/csrf-token', headers });
    client.csrfToken = csrf.json<{ csrfToken: string }>().csrfToken;
    const signIn = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: email, password },
      headers,
    });
    const created = await client.request({
      method: 'POST',
      url: '/api/auth/session/create',
      payload: { sessionToken: signIn.json<{ sessionToken: string }>().sessionToken },
      headers,
    });
    // Sign-in rotates the CSRF token (docs/security/sessions.md): the web app fetches the session's.
    const rotated = await client.request({ method: 'GET', url: '/api/auth/csrf-token', headers });
    client.csrfToken = rotated.json<{ csrfToken: string }>().csrfToken;
    return {
      client,
      csrfCookie: csrf.cookies.find((cookie) => cookie.name === 'parley_csrf'),
      csrfHeader: String(csrf.headers['set-cookie']),
      sessionCookie: created.cookies.find((cookie) => cookie.name === 'parley_session'),
      // Only the session's: session/create also sets the rotated CSRF cookie (docs/security/sessions.md).
      sessionHeader: String(
        [created.headers['set-cookie'] ?? []].flat().find((header) => header.startsWith('parley_session=')),
      ),
    };
  }

  it('gives partitioned SameSite=None cookies when the brand allows a parent origin', async () => {
    const admin = await signedInAs(t, ['admin']);
    await gqlField(admin.client, SAVE, 'saveEmbeddingSettings', {
      input: { allowedParentOrigins: ['https://crm.example.com'] },
    });
    const agent = await createTestUser(t.database.db, { brandId: admin.brandId, roles: ['agent'] });
    const framed = await embeddedSignIn(agent.email, agent.password, EMBEDDED);
    expect(framed.csrfCookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    expect(framed.csrfHeader).toContain('Partitioned');
    expect(framed.sessionCookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    expect(framed.sessionHeader).toContain('Partitioned');
    const check = await framed.client.request({ method: 'GET', url: '/api/auth/session/check' });
    expect(check.statusCode).toBe(200);

    const signOut = await framed.client.request({
      method: 'POST',
      url: '/api/auth/session/destroy',
      headers: EMBEDDED,
    });
    expect(String(signOut.headers['set-cookie'])).toMatch(/parley_session=;.*Partitioned/);
  });

  it('keeps the usual Lax and Strict cookies outside a frame, and for a brand that allows none', async () => {
    const brand = await createTestBrand(t.database.db);
    const agent = await createTestUser(t.database.db, { brandId: brand.id, roles: ['agent'] });
    const framed = await embeddedSignIn(agent.email, agent.password, EMBEDDED);
    // The CSRF token is asked before anyone is known: a framed request always gets the frame's cookie.
    expect(framed.csrfCookie).toMatchObject({ sameSite: 'None', secure: true });
    expect(framed.sessionCookie).toMatchObject({ sameSite: 'Lax' });
    expect(framed.sessionHeader).not.toContain('Partitioned');

    const plain = await embeddedSignIn(agent.email, agent.password, {});
    expect(plain.csrfCookie).toMatchObject({ sameSite: 'Strict' });
    expect(plain.csrfHeader).not.toContain('Partitioned');
    expect(plain.sessionCookie).toMatchObject({ sameSite: 'Lax' });
  });
});
