import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { ingestWriteKeys } from './events.tables.ts';
import { INGEST_URL, ingest, rowCounts, writeKeyFor } from './events-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = { type: 'track', event: 'page viewed', userId: 'U-1', properties: { url: '/' } };

describe(`who may ingest, on ${testEngine()}`, () => {
  it('a brand write key, sent as a bearer token without cookie or CSRF token; only its hash is stored', async () => {
    const brand = await createTestBrand(t.database.db);
    const key = await writeKeyFor(t, brand.id);
    expect(key).toMatch(/^pwk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    const response = await ingest(t, key, call);
    expect(response.statusCode).toBe(200);
    expect((await rowCounts(t.database.db, brand.id)).events).toBe(1);
    const stored = await t.database.db
      .select()
      .from(ingestWriteKeys)
      .where(eq(ingestWriteKeys.brandId, brand.id));
    expect(stored.map((row) => row.keyHash)).not.toContain(key);
  });

  it('refuses a wrong, malformed, revoked or missing key with 401, writing nothing', async () => {
    const brand = await createTestBrand(t.database.db);
    const key = await writeKeyFor(t, brand.id);
    const wrong = `${key.slice(0, -4)}AAAA`;
    for (const authorization of [`Bearer ${wrong}`, 'Bearer nope', `Basic ${key}`, 'Bearer']) {
      const response = await t.app.inject({
        method: 'POST',
        url: INGEST_URL,
        headers: { authorization, 'content-type': 'application/json' },
        payload: JSON.stringify(call),
      });
      expect(response.statusCode, authorization).toBe(authorization.startsWith('Bearer ') ? 401 : 403);
    }
    await t.database.db
      .update(ingestWriteKeys)
      .set({ revokedAt: new Date() })
      .where(eq(ingestWriteKeys.brandId, brand.id));
    const revoked = await ingest(t, key, call);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'unauthenticated', message: 'Invalid write key' });
    const anonymous = await t.app.inject({ method: 'POST', url: INGEST_URL, payload: call });
    expect(anonymous.statusCode).toBe(403); // no CSRF token, no key
    expect((await rowCounts(t.database.db, brand.id)).events).toBe(0);
  });

  it('a signed-in admin of the brand (with the CSRF token); not a supervisor or an agent', async () => {
    const admin = await signedInAs(t, ['admin']);
    const accepted = await admin.client.request({ method: 'POST', url: INGEST_URL, payload: call });
    expect(accepted.statusCode).toBe(200);
    expect((await rowCounts(t.database.db, admin.brandId)).events).toBe(1);
    for (const roles of [['supervisor'], ['agent']] as const) {
      const user = await signedInAs(t, [...roles], admin.brandId);
      const refused = await user.client.request({ method: 'POST', url: INGEST_URL, payload: call });
      expect(refused.statusCode, roles[0]).toBe(403);
    }
    const signedOut = new TestClient(t.app, '10.88.0.1');
    await signedOut.loadCsrf();
    expect((await signedOut.request({ method: 'POST', url: INGEST_URL, payload: call })).statusCode).toBe(
      401,
    );
    expect((await rowCounts(t.database.db, admin.brandId)).events).toBe(1);
  });

  it('a key writes to its own brand only, whatever session cookie comes along', async () => {
    const admin = await signedInAs(t, ['admin']);
    const other = await createTestBrand(t.database.db);
    const otherKey = await writeKeyFor(t, other.id);
    const response = await admin.client.request({
      method: 'POST',
      url: INGEST_URL,
      headers: { authorization: `Bearer ${otherKey}` },
      payload: call,
    });
    expect(response.statusCode).toBe(200);
    expect((await rowCounts(t.database.db, other.id)).events).toBe(1);
    expect((await rowCounts(t.database.db, admin.brandId)).events).toBe(0);
  });
});
