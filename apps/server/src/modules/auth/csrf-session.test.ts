import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';

// Issue 11, item 10: the CSRF token is rotated at sign-in, bound to the session, and a cookie the
// browser brings is never adopted (docs/security/sessions.md "CSRF").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const csrfCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'parley_csrf');

async function signedIn(address: string) {
  const brand = await createTestBrand(t.database.db);
  const user = await createTestUser(t.database.db, { brandId: brand.id, roles: ['admin'] });
  const client = new TestClient(t.app, address);
  expect((await client.signIn(user.email, user.password)).statusCode).toBe(200);
  return client;
}

const whoAmI = (client: TestClient, headers: Record<string, string> = {}) =>
  client.request({
    method: 'POST',
    url: '/api/graphql',
    payload: { query: '{ getAuthenticatedUser { id } }' },
    headers,
  });

describe('CSRF token and the session', () => {
  it('sets a new token at sign-in; the one from before sign-in is refused afterwards', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.70.0.1');
    await client.loadCsrf();
    const before = client.csrfToken ?? '';
    const signIn = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: user.email, password: user.password },
    });
    const created = await client.request({
      method: 'POST',
      url: '/api/auth/session/create',
      payload: { sessionToken: signIn.json().sessionToken },
    });
    expect(created.statusCode).toBe(200);
    const rotated = csrfCookieOf(created);
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(before);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    // Someone who learned the pre-sign-in token (and planted it as the cookie too) gets nowhere.
    const old = await whoAmI(client, {
      'x-csrf-token': before,
      cookie: `${client.cookieHeader()}; parley_csrf=${before}`,
    });
    expect(old.statusCode).toBe(403);
    expect(old.json().code).toBe('csrf_invalid');

    await client.loadCsrf();
    expect(client.csrfToken).toBe(rotated?.value);
    expect((await whoAmI(client)).statusCode).toBe(200);
  });

  it("refuses another session's token, even sent as both cookie and header", async () => {
    const alice = await signedIn('10.70.0.2');
    const bob = await signedIn('10.70.0.3');
    const bobsToken = bob.csrfToken ?? '';
    const aliceSession = alice.cookieHeader().match(/parley_session=[^;]+/)?.[0] ?? '';
    const forged = await whoAmI(alice, {
      'x-csrf-token': bobsToken,
      cookie: `${aliceSession}; parley_csrf=${bobsToken}`,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('csrf_invalid');
  });

  it('never adopts a cookie the request brings', async () => {
    const planted = 'attacker-chosen-token-of-more-than-32-characters';
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/auth/csrf-token',
      headers: { cookie: `parley_csrf=${planted}` },
    });
    expect(anonymous.json().csrfToken).not.toBe(planted);
    expect(csrfCookieOf(anonymous)?.value).toBe(anonymous.json().csrfToken);

    const client = await signedIn('10.70.0.4');
    const sessionOnly = client.cookieHeader().match(/parley_session=[^;]+/)?.[0] ?? '';
    const signedInAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/csrf-token',
      headers: { cookie: `${sessionOnly}; parley_csrf=${planted}` },
    });
    expect(signedInAnswer.json().csrfToken).toBe(client.csrfToken);
  });

  it('clears the token at sign-out: the next request loads an anonymous one', async () => {
    const client = await signedIn('10.70.0.5');
    const token = client.csrfToken;
    const signOut = await client.request({ method: 'POST', url: '/api/auth/session/destroy' });
    expect(signOut.statusCode).toBe(200);
    expect(String(signOut.headers['set-cookie'])).toMatch(/parley_csrf=;/);
    await client.loadCsrf();
    expect(client.csrfToken).not.toBe(token);
  });

  it("gives the frame's cookie attributes to the rotated token in an embedded sign-in", async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const framed = { 'x-parley-embedded': '1' };
    const client = new TestClient(t.app, '10.70.0.6');
    const csrf = await client.request({ method: 'GET', url: '/api/auth/csrf-token', headers: framed });
    client.csrfToken = csrf.json().csrfToken;
    const signIn = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: user.email, password: user.password },
      headers: framed,
    });
    const created = await client.request({
      method: 'POST',
      url: '/api/auth/session/create',
      payload: { sessionToken: signIn.json().sessionToken },
      headers: framed,
    });
    expect(csrfCookieOf(created)).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    expect(String(created.headers['set-cookie'])).toMatch(/parley_csrf=[^;]+;.*Partitioned/);
  });
});
