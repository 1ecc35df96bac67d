import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { gql, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { setDeactivated } from './deactivation-test-support.ts';

// A deactivated account has no way in: sign-in, sessions, password reset
// (docs/decisions/003-settings.md "Deactivated users").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** A client of its own address, so rate limits never join two checks. */
function client(): TestClient {
  address += 1;
  return new TestClient(t.app, `10.91.${Math.floor(address / 250)}.${address % 250}`);
}

function recoveryTokenFrom(text: string): string {
  const match = /recoveryToken=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no recovery link in: ${text}`);
  return decodeURIComponent(match[1]);
}

async function requestReset(email: string) {
  const anonymous = client();
  await anonymous.loadCsrf();
  const before = t.sentMail.length;
  const response = await anonymous.request({
    method: 'POST',
    url: '/api/auth/send/reset-email',
    payload: { email },
  });
  return { response, mails: t.sentMail.slice(before) };
}

describe('a deactivated account', () => {
  it('cannot sign in, with the wrong-password answer, and can again once reactivated', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await createTestUser(t.database.db, { brandId: admin.brandId });
    const deactivated = await setDeactivated(admin.client, agent.id, true);
    expect(deactivated).toMatchObject({ id: agent.id, deactivated: true, deactivatedAt: expect.any(String) });

    const refused = await client().signIn(agent.email, agent.password);
    const wrongPassword = await client().signIn(admin.user.email, 'not the password');
    expect(refused.statusCode).toBe(401);
    // The same text as a wrong password: the answer does not tell that the account exists.
    expect(refused.json()).toEqual({ code: 'invalid_credentials', message: 'Failed to sign in' });
    expect(refused.json()).toEqual(wrongPassword.json());

    expect(await setDeactivated(admin.client, agent.id, false)).toMatchObject({
      deactivated: false,
      deactivatedAt: null,
    });
    expect((await client().signIn(agent.email, agent.password)).statusCode).toBe(200);
  });

  it('loses every live session at once: the next request gets 401', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await createTestUser(t.database.db, { brandId: admin.brandId });
    const desk = client();
    const phone = client();
    for (const device of [desk, phone])
      expect((await device.signIn(agent.email, agent.password)).statusCode).toBe(200);
    expect((await desk.request({ method: 'GET', url: '/api/auth/session/check' })).statusCode).toBe(200);

    await setDeactivated(admin.client, agent.id, true);
    for (const device of [desk, phone]) {
      const check = await device.request({ method: 'GET', url: '/api/auth/session/check' });
      expect(check.statusCode).toBe(401);
      const query = await device.graphql('{ getAuthenticatedUser { id } }');
      expect(query.statusCode).toBe(401);
    }
    // Reactivating does not bring old sessions back.
    await setDeactivated(admin.client, agent.id, false);
    expect((await desk.request({ method: 'GET', url: '/api/auth/session/check' })).statusCode).toBe(401);
  });

  it('cannot turn a sign-in token issued just before into a session', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await createTestUser(t.database.db, { brandId: admin.brandId });
    const browser = client();
    await browser.loadCsrf();
    const signIn = await browser.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: agent.email, password: agent.password },
    });
    expect(signIn.statusCode).toBe(200);
    await setDeactivated(admin.client, agent.id, true);
    const created = await browser.request({
      method: 'POST',
      url: '/api/auth/session/create',
      payload: { sessionToken: signIn.json().sessionToken },
    });
    expect(created.statusCode).toBe(401);
    expect(created.json().message).toBe('Failed to create session cookie');
  });

  it('gets no recovery mail, and links sent before are refused, even after reactivation', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await createTestUser(t.database.db, { brandId: admin.brandId });
    const sent = await requestReset(agent.email);
    expect(sent.mails).toHaveLength(1);
    const recoveryToken = recoveryTokenFrom(sent.mails[0]?.text ?? '');

    await setDeactivated(admin.client, agent.id, true);
    const afterwards = await requestReset(agent.email);
    const unknown = await requestReset('nobody-at-all@example.test');
    expect(afterwards.response.statusCode).toBe(200);
    expect(afterwards.response.body).toBe(unknown.response.body);
    expect(afterwards.mails).toEqual([]);

    const browser = client();
    await browser.loadCsrf();
    const verify = () =>
      browser.request({ method: 'POST', url: '/api/auth/verify/reset-token', payload: { recoveryToken } });
    const reset = () =>
      browser.request({
        method: 'POST',
        url: '/api/auth/reset/password',
        payload: { recoveryToken, newPassword: 'a brand new secret' },
      });
    for (const response of [await verify(), await reset()]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'recoveryToken',
        message: 'This recovery link is invalid, already used or expired.',
      });
    }
    await setDeactivated(admin.client, agent.id, false);
    expect((await verify()).statusCode).toBe(400);
    expect((await reset()).statusCode).toBe(400);
    // The password did not change.
    expect((await client().signIn(agent.email, agent.password)).statusCode).toBe(200);
  });

  it('gets no password link from an admin either: the admin is told why', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await createTestUser(t.database.db, { brandId: admin.brandId });
    await setDeactivated(admin.client, agent.id, true);
    const before = t.sentMail.length;
    const response = await admin.client.request({
      method: 'POST',
      url: `/api/user-management/users/${agent.id}/password-email`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: 'This user is deactivated: reactivate them before sending a password link',
      field: 'userId',
    });
    expect(t.sentMail.length).toBe(before);
  });

  it('keeps the same address usable in another brand', async () => {
    const admin = await signedInAs(t, ['admin']);
    const other = await signedInAs(t, ['admin']);
    const email = `shared-${address}@example.test`;
    const here = await createTestUser(t.database.db, { brandId: admin.brandId, email });
    const there = await createTestUser(t.database.db, { brandId: other.brandId, email });
    await setDeactivated(admin.client, here.id, true);
    const browser = client();
    expect((await browser.signIn(email, here.password)).statusCode).toBe(200);
    const profile = await gql(browser, '{ getAuthenticatedUser { id } }');
    expect(profile.data?.getAuthenticatedUser).toEqual({ id: there.id });
  });
});
