import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/crypto.ts';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { gql, gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWriteKey } from './create-write-key.ts';
import { ingestWriteKeys } from './events.tables.ts';
import { ingest, rowCounts } from './events-test-support.ts';
import { brandOfWriteKey, LAST_USED_RESOLUTION_MS } from './write-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type WriteKey = {
  id: string;
  name: string;
  lastFour: string | null;
  status: 'active' | 'revoked';
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
type Page = { items: WriteKey[]; total: number; page: number; size: number };

const FIELDS = 'id name lastFour status createdAt createdBy { id name } lastUsedAt revokedAt';
const LIST = `query ($page: Int, $size: Int) {
  writeKeys(page: $page, size: $size) { items { ${FIELDS} } total page size }
}`;
const CREATE = `mutation ($input: CreateWriteKeyInput!) {
  createWriteKey(input: $input) { key writeKey { ${FIELDS} } }
}`;
const REVOKE = `mutation ($id: ID!) { revokeWriteKey(id: $id) { ${FIELDS} } }`;

const call = { type: 'track', event: 'page viewed', userId: 'U-1', properties: { url: '/' } };

type Admin = Awaited<ReturnType<typeof signedInAs>>;

function create(admin: Admin, name: string) {
  return gqlField<{ key: string; writeKey: WriteKey }>(admin.client, CREATE, 'createWriteKey', {
    input: { name },
  });
}

function list(admin: Admin, variables: Record<string, unknown> = {}) {
  return gqlField<Page>(admin.client, LIST, 'writeKeys', variables);
}

async function storedRows(brandId: string) {
  return t.database.db.select().from(ingestWriteKeys).where(eq(ingestWriteKeys.brandId, brandId));
}

describe(`write keys from Settings › Integrations › API keys, on ${testEngine()}`, () => {
  it('creates a key shown once, lists it without its secret, ingests with it, and revokes it', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await list(admin)).toEqual({ items: [], total: 0, page: 0, size: 25 });

    const created = await create(admin, '  Website backend ');
    expect(created.key).toMatch(/^pwk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    expect(created.writeKey).toMatchObject({
      name: 'Website backend',
      lastFour: created.key.slice(-4),
      status: 'active',
      createdBy: { id: admin.user.id, name: 'Test User' }, // createTestUser's name
      lastUsedAt: null,
      revokedAt: null,
    });
    // Only the hash is kept; no answer of the list carries the key or its hash.
    const [row] = await storedRows(admin.brandId);
    expect(row?.keyHash).toBe(hashToken(created.key));
    const listed = await list(admin);
    expect(listed.items).toEqual([created.writeKey]);
    const raw = JSON.stringify(await gql(admin.client, LIST));
    expect(raw).not.toContain(created.key.slice(4, 40));
    expect(raw).not.toContain(row?.keyHash);

    // The key ingests without cookie or CSRF token, and its first use is recorded.
    expect((await ingest(t, created.key, call)).statusCode).toBe(200);
    const [used] = (await list(admin)).items;
    expect(used?.lastUsedAt).not.toBeNull();

    const revoked = await gqlField<WriteKey>(admin.client, REVOKE, 'revokeWriteKey', {
      id: created.writeKey.id,
    });
    expect(revoked).toMatchObject({ id: created.writeKey.id, status: 'revoked' });
    expect(revoked.revokedAt).not.toBeNull();
    // Refused from the very next request on, as any bad key: 401, nothing written.
    const refused = await ingest(t, created.key, call);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthenticated', message: 'Invalid write key' });
    expect((await rowCounts(t.database.db, admin.brandId)).events).toBe(1);

    // Revoking again changes nothing; the revoked key stays listed, after the live ones.
    const again = await gqlField<WriteKey>(admin.client, REVOKE, 'revokeWriteKey', { id: revoked.id });
    expect(again.revokedAt).toBe(revoked.revokedAt);
    const live = await create(admin, 'Billing');
    expect((await list(admin)).items.map((key) => [key.name, key.status])).toEqual([
      ['Billing', 'active'],
      ['Website backend', 'revoked'],
    ]);
    expect((await ingest(t, live.key, call)).statusCode).toBe(200);
  });

  it('refuses a missing, blank or too long name under the name field, storing nothing', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, CREATE, { input: { name: '   ' } })).toMatchObject({
      code: 'validation_failed',
      field: 'name',
      message: 'name is required',
      status: 400,
    });
    expect(await gqlError(admin.client, CREATE, { input: { name: 'x'.repeat(101) } })).toMatchObject({
      code: 'validation_failed',
      field: 'name',
      message: 'name must be at most 100 characters',
    });
    expect((await gql(admin.client, CREATE, { input: {} })).errors).toHaveLength(1);
    expect((await create(admin, 'y'.repeat(100))).writeKey.name).toHaveLength(100);
    expect(await storedRows(admin.brandId)).toHaveLength(1);
  });

  it('is for admins only: supervisors and agents are refused every field', async () => {
    const admin = await signedInAs(t, ['admin']);
    const { writeKey } = await create(admin, 'Website');
    for (const roles of [['supervisor'], ['agent'], ['supervisor', 'agent']] as const) {
      const user = await signedInAs(t, [...roles], admin.brandId);
      const who = roles.join('+');
      expect(await gqlError(user.client, LIST), who).toMatchObject({ code: 'forbidden', status: 403 });
      expect(await gqlError(user.client, CREATE, { input: { name: 'Mine' } }), who).toMatchObject({
        code: 'forbidden',
      });
      expect(await gqlError(user.client, REVOKE, { id: writeKey.id }), who).toMatchObject({
        code: 'forbidden',
      });
    }
    const rows = await storedRows(admin.brandId);
    expect(rows.map((row) => [row.name, row.revokedAt])).toEqual([['Website', null]]);
  });

  it("never shows or revokes another brand's keys", async () => {
    const admin = await signedInAs(t, ['admin']);
    const { key, writeKey } = await create(admin, 'Website');
    const stranger = await signedInAs(t, ['admin']);
    expect((await list(stranger)).items).toEqual([]);
    expect(await gqlError(stranger.client, REVOKE, { id: writeKey.id })).toMatchObject({
      code: 'not_found',
      message: 'API key not found',
      field: 'id',
      status: 404,
    });
    expect(await gqlError(admin.client, REVOKE, { id: crypto.randomUUID() })).toMatchObject({
      code: 'not_found',
    });
    expect(await gqlError(admin.client, REVOKE, { id: 'nope' })).toMatchObject({
      code: 'validation_failed',
      field: 'id',
    });
    expect((await ingest(t, key, call)).statusCode).toBe(200);
    expect((await list(admin)).items.map((item) => item.status)).toEqual(['active']);
  });

  it('pages the list, and lists keys made by the command line or before names of makers were kept', async () => {
    const admin = await signedInAs(t, ['admin']);
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let index = 0; index < 27; index += 1) {
      await createWriteKey(t.database.db, {
        brandId: admin.brandId,
        name: `Key ${String(index).padStart(2, '0')}`,
        now: new Date(start + index * 1000),
      });
    }
    // A key from before migration 0013: no hint of its characters, no maker.
    await t.database.db.insert(ingestWriteKeys).values({
      brandId: admin.brandId,
      keyHash: hashToken('legacy'),
      name: 'Legacy',
      createdAt: new Date(start - 1000),
    });
    const first = await list(admin);
    expect(first).toMatchObject({ total: 28, page: 0, size: 25 });
    expect(first.items[0]).toMatchObject({ name: 'Key 26', createdBy: null });
    const last = await list(admin, { page: 1 });
    expect(last.items.map((item) => item.name)).toEqual(['Key 01', 'Key 00', 'Legacy']);
    expect(last.items[2]).toMatchObject({ lastFour: null, createdBy: null, status: 'active' });
    expect((await list(admin, { page: 2, size: 10 })).items.map((item) => item.name)).toEqual([
      'Key 06',
      'Key 05',
      'Key 04',
      'Key 03',
      'Key 02',
      'Key 01',
      'Key 00',
      'Legacy',
    ]);
    expect(await gqlError(admin.client, LIST, { size: 101 })).toMatchObject({
      code: 'validation_failed',
      field: 'size',
    });
    expect(await gqlError(admin.client, LIST, { page: -1 })).toMatchObject({ field: 'page' });
  });
});

describe(`a key's last use, on ${testEngine()}`, () => {
  it('is written on first use and then at most once a minute', async () => {
    const brand = await createTestBrand(t.database.db);
    const { key } = await createWriteKey(t.database.db, { brandId: brand.id, name: 'Busy' });
    const lastUsed = async () => (await storedRows(brand.id))[0]?.lastUsedAt?.getTime() ?? null;
    const at = Date.parse('2026-03-01T10:00:00Z');
    expect(await brandOfWriteKey(t.database.db, key, new Date(at))).toBe(brand.id);
    expect(await lastUsed()).toBe(at);
    expect(await brandOfWriteKey(t.database.db, key, new Date(at + LAST_USED_RESOLUTION_MS - 1))).toBe(
      brand.id,
    );
    expect(await lastUsed()).toBe(at);
    expect(await brandOfWriteKey(t.database.db, key, new Date(at + LAST_USED_RESOLUTION_MS + 1))).toBe(
      brand.id,
    );
    expect(await lastUsed()).toBe(at + LAST_USED_RESOLUTION_MS + 1);
  });
});
