import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/crypto.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { RESET_PER_ADDRESS } from './rate-limit.ts';

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

  it('revokes every other recovery link of the account when one is used', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.23.0.1');
    await client.loadCsrf();
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await client.request({
        method: 'POST',
        url: '/api/auth/send/reset-email',
        payload: { email: user.email },
      });
      tokens.push(recoveryTokenFrom(t.sentMail.at(-1)?.text ?? ''));
    }
    const [first, second] = tokens;
    expect(first).not.toBe(second);
    const reset = await client.request({
      method: 'POST',
      url: '/api/auth/reset/password',
      payload: { recoveryToken: first, newPassword: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);
    for (const url of ['/api/auth/verify/reset-token', '/api/auth/reset/password']) {
      const other = await client.request({
        method: 'POST',
        url,
        payload: { recoveryToken: second, newPassword: 'the attacker picks this' },
      });
      expect(other.statusCode).toBe(400);
      expect(other.json().field).toBe('recoveryToken');
    }
    expect((await client.signIn(user.email, 'a brand new secret')).statusCode).toBe(200);
  });
});

describe('password reset across brands (the same address in two brands)', () => {
  async function twoBrandsOneAddress() {
    const email = `shared-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const staff = await signedInAs(t, ['admin']);
    const own = await createTestUser(t.database.db, { brandId: staff.brandId, email });
    const otherBrand = await createTestBrand(t.database.db);
    const other = await createTestUser(t.database.db, { brandId: otherBrand.id, email });
    return { email, staff, own, other, otherBrand };
  }

  const mailsTo = (email: string, brandId: string, since: number) =>
    t.sentMail.slice(since).filter((mail) => mail.to === email && mail.brandId === brandId);

  it("staff reset mails only their own brand's account and spends only its budget", async () => {
    const { email, staff, own, other, otherBrand } = await twoBrandsOneAddress();
    const before = t.sentMail.length;
    for (let i = 0; i < RESET_PER_ADDRESS.limit + 1; i += 1) {
      const response = await staff.client.request({
        method: 'POST',
        url: `/api/user-management/users/${own.id}/password-email`,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(mailsTo(email, staff.brandId, before)).toHaveLength(RESET_PER_ADDRESS.limit);
    expect(mailsTo(email, otherBrand.id, before)).toHaveLength(0);
    const tokensOfOther = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, other.id));
    expect(tokensOfOther).toHaveLength(0);

    // The other brand's owner can still reset their password: nothing of their budget was spent.
    const owner = new TestClient(t.app, '10.24.0.1');
    await owner.loadCsrf();
    await owner.request({
      method: 'POST',
      url: '/api/auth/send/reset-email',
      payload: { email },
      headers: { 'x-brand-slug': otherBrand.slug },
    });
    expect(mailsTo(email, otherBrand.id, before)).toHaveLength(1);
  });

  it('forgot password on a brand page mails only that brand; without a brand, each brand', async () => {
    const { email, staff, otherBrand } = await twoBrandsOneAddress();
    const client = new TestClient(t.app, '10.24.0.2');
    await client.loadCsrf();
    const before = t.sentMail.length;
    await client.request({
      method: 'POST',
      url: '/api/auth/send/reset-email',
      payload: { email },
      headers: { 'x-brand-slug': otherBrand.slug },
    });
    expect(mailsTo(email, otherBrand.id, before)).toHaveLength(1);
    expect(mailsTo(email, staff.brandId, before)).toHaveLength(0);
    await client.request({ method: 'POST', url: '/api/auth/send/reset-email', payload: { email } });
    expect(mailsTo(email, otherBrand.id, before)).toHaveLength(2);
    expect(mailsTo(email, staff.brandId, before)).toHaveLength(1);
  });
});
