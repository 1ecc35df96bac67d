import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { SIGN_IN_PER_ADDRESS_AND_CLIENT } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-in and session', () => {
  it('signs in with the right password, sets an HttpOnly cookie and returns the profile', async () => {
    const brand = await createTestBrand(t.database.db, { name: 'Acme Calls' });
    const user = await createTestUser(t.database.db, { brandId: brand.id, roles: ['supervisor'] });
    const client = new TestClient(t.app);
    await client.loadCsrf();
    const signIn = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: user.email.toUpperCase(), password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    const { sessionToken, brandSlug } = signIn.json();
    expect(brandSlug).toBe(brand.slug);

    const created = await client.request({
      method: 'POST',
      url: '/api/auth/session/create',
      payload: { sessionToken },
    });
    expect(created.statusCode).toBe(200);
    const cookie = created.cookies.find((c) => c.name === 'parley_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    const check = await client.request({ method: 'GET', url: '/api/auth/session/check' });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      oktaUserId: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      name: 'Test User',
      roles: ['supervisor'],
      brandSlug: brand.slug,
      brandName: 'Acme Calls',
    });
    expect(check.json().featureFlags).toMatchObject({
      journeys: true,
      campaigns: false,
      allowedVoicemailDuration: 20,
    });

    // The one-time token cannot be used twice (sent with the session's new CSRF token).
    await client.loadCsrf();
    const again = await client.request({
      method: 'POST',
      url: '/api/auth/session/create',
      payload: { sessionToken },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Failed to create session cookie');
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.1.0.1');
    const wrong = await client.signIn(user.email, 'not the password');
    const unknown = await client.signIn('nobody@example.test', 'whatever');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'invalid_credentials', message: 'Failed to sign in' });
    }
  });

  it('names the field when input is missing', async () => {
    const client = new TestClient(t.app, '10.1.0.2');
    await client.loadCsrf();
    const response = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'a@b.c' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', field: 'password' });
  });

  it('refuses a client after 5 failures for one address, until the window ends', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.2.0.1');
    for (let i = 0; i < SIGN_IN_PER_ADDRESS_AND_CLIENT.limit; i += 1) {
      expect((await client.signIn(user.email, `wrong ${i}`)).statusCode).toBe(401);
    }
    const blocked = await client.signIn(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  }, 20_000);

  it('rate-limits failures per client across addresses', async () => {
    const client = new TestClient(t.app, '10.3.0.1');
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await client.signIn(`spray-${i}@example.test`, 'guess')).statusCode;
    }
    expect(last).toBe(429);
  });

  it('signs out: the cookie no longer works', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.4.0.1');
    expect((await client.signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await client.request({ method: 'POST', url: '/api/auth/session/destroy' })).statusCode).toBe(200);
    expect((await client.request({ method: 'GET', url: '/api/auth/session/check' })).statusCode).toBe(401);
  });
});

describe('request rules', () => {
  it('refuses state-changing calls without a CSRF token or with a wrong one (403)', async () => {
    const client = new TestClient(t.app, '10.5.0.1');
    await client.loadCsrf();
    const missing = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'a@b.c', password: 'x' },
      withCsrf: false,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('csrf_invalid');
    const wrong = await client.request({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ getAuthenticatedUser { id } }' },
      headers: { 'x-csrf-token': 'forged-token-forged-token-forged-token' },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it("refuses a request whose brand header is another brand's (403)", async () => {
    const brand = await createTestBrand(t.database.db);
    const other = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.6.0.1');
    await client.signIn(user.email, user.password);
    const ok = await client.request({ method: 'GET', url: '/api/auth/session/check' });
    expect(ok.statusCode).toBe(200);
    const response = await client.request({
      method: 'GET',
      url: '/api/auth/session/check',
      headers: { 'x-brand-slug': other.slug },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('brand_mismatch');
  });

  it('answers 401 to GraphQL without a session', async () => {
    const client = new TestClient(t.app, '10.7.0.1');
    await client.loadCsrf();
    const response = await client.graphql('{ getAuthenticatedUser { id } }');
    expect(response.statusCode).toBe(401);
  });
});
