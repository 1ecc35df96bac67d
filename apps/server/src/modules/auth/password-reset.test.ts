import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/crypto.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { passwordResetTokens } from './auth.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function recoveryTokenFrom(text: string): string {
  const match = /recoveryToken=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no recovery link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.20.0.1');
    await client.loadCsrf();
    const before = t.sentMail.length;
    const known = await client.request({
      method: 'POST',
      url: '/api/auth/send/reset-email',
      payload: { email: user.email },
    });
    const unknown = await client.request({
      method: 'POST',
      url: '/api/auth/send/reset-email',
      payload: { email: 'ghost@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mails = t.sentMail.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(user.email);
    expect(mails[0]?.text).toContain('http://parley.test/login/reset?recoveryToken=');
  });

  it('uses a token once: verify, reset, then the token and the old password are dead', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.21.0.1');
    await client.loadCsrf();
    await client.request({
      method: 'POST',
      url: '/api/auth/send/reset-email',
      payload: { email: user.email },
    });
    const recoveryToken = recoveryTokenFrom(t.sentMail.at(-1)?.text ?? '');

    const verify = await client.request({
      method: 'POST',
      url: '/api/auth/verify/reset-token',
      payload: { recoveryToken },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ email: user.email });

    const tooShort = await client.request({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { recoveryToken, newPassword: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({
      field: 'newPassword',
      message: 'newPassword must be at least 8 characters',
    });

    const reset = await client.request({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { recoveryToken, newPassword: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);

    const reuse = await client.request({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { recoveryToken, newPassword: 'another new secret' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().field).toBe('recoveryToken');
    expect((await client.signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await client.signIn(user.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.22.0.1');
    await client.loadCsrf();
    await client.request({
      method: 'POST',
      url: '/api/auth/send/reset-email',
      payload: { email: user.email },
    });
    const recoveryToken = recoveryTokenFrom(t.sentMail.at(-1)?.text ?? '');
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(recoveryToken)));
    const verify = await client.request({
      method: 'POST',
      url: '/api/auth/verify/reset-token',
      payload: { recoveryToken },
    });
    expect(verify.statusCode).toBe(400);
    const reset = await client.request({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { recoveryToken, newPassword: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(400);
  });
});
