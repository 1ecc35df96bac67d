import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../platform/config.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { SIGN_IN_PER_ADDRESS_AND_CLIENT } from './rate-limit.ts';

// Issue 11, item 4: the sign-in limits key on the real client, count atomically and never lock the
// account's owner out (docs/security/sessions.md "Sign-in limits").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function wrongTries(client: TestClient, email: string, count: number, headers = () => ({})) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: email, password: `wrong ${i}` },
      headers: headers(),
    });
    codes.push(response.statusCode);
  }
  return codes;
}

describe('sign-in limits', () => {
  it("does not lock the owner out when someone else guesses the address's password", async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const attacker = new TestClient(t.app, '10.60.0.1');
    await attacker.loadCsrf();
    expect(await wrongTries(attacker, user.email, SIGN_IN_PER_ADDRESS_AND_CLIENT.limit + 1)).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
    // The owner, elsewhere, is slowed down by the failures (0.5 s each, capped), not refused.
    const started = Date.now();
    const owner = await new TestClient(t.app, '10.60.0.2').signIn(user.email, user.password);
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
  }, 30_000);

  it('counts parallel attempts atomically: of 25 at once only 5 have their password checked', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.61.0.1');
    await client.loadCsrf();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { username: user.email, password: `parallel ${i}` },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(SIGN_IN_PER_ADDRESS_AND_CLIENT.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(25 - SIGN_IN_PER_ADDRESS_AND_CLIENT.limit);
  }, 30_000);

  it('keys on the socket address by default: a client-sent X-Forwarded-For changes nothing', async () => {
    const brand = await createTestBrand(t.database.db);
    const user = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.62.0.1');
    await client.loadCsrf();
    let n = 0;
    const codes = await wrongTries(client, user.email, 6, () => {
      n += 1;
      return { 'x-forwarded-for': `203.0.113.${n}` };
    });
    expect(codes.at(-1)).toBe(429);
  }, 30_000);

  it('with TRUST_PROXY=1 keys on the address the proxy forwards', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const brand = await createTestBrand(proxied.database.db);
      const user = await createTestUser(proxied.database.db, { brandId: brand.id });
      const viaProxy = new TestClient(proxied.app, '10.63.0.1');
      await viaProxy.loadCsrf();
      const first = await wrongTries(viaProxy, user.email, 6, () => ({ 'x-forwarded-for': '198.51.100.7' }));
      expect(first.at(-1)).toBe(429);
      const other = await wrongTries(viaProxy, user.email, 1, () => ({ 'x-forwarded-for': '198.51.100.8' }));
      expect(other).toEqual([401]);
    } finally {
      await proxied.close();
    }
  }, 40_000);
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and accepts a hop count or addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    const oneHop = parseTrustProxy('true');
    expect(typeof oneHop === 'function' && oneHop('10.0.0.1', 0) && !oneHop('10.0.0.2', 1)).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'loopback',
    ]);
  });

  it('refuses a value that is no address, naming the setting', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: "proxy.example"/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
  });
});
