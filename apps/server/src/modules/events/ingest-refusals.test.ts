import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ingest, ingestOk, profileIdFor, rowCounts, writeKeyFor } from './events-test-support.ts';
import { ingestCalls } from './ingest.ts';
import { readIngestBody } from './ingest-input.ts';
import { MAX_INGEST_BATCH_CALLS, MAX_INGEST_BODY_BYTES } from './ingest-limits.ts';

let t: TestApp;
let brandId: string;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  brandId = (await createTestBrand(t.database.db)).id;
  key = await writeKeyFor(t, brandId);
});
afterAll(async () => {
  await t.close();
});

const track = (index: number) => ({
  type: 'track',
  event: 'page viewed',
  userId: `U-${index}`,
  properties: { url: `/p/${index}` },
});

async function expectRefused(payload: unknown, expected: { status?: number; code?: string; field?: string }) {
  const before = await rowCounts(t.database.db, brandId);
  const response = await ingest(t, key, payload);
  expect(response.statusCode, response.body).toBe(expected.status ?? 400);
  const body = response.json<{ code: string; message: string; field?: string }>();
  if (expected.code) expect(body.code).toBe(expected.code);
  if (expected.field) {
    expect(body.field).toBe(expected.field);
    expect(body.message).toContain(expected.field);
  }
  // Nothing from a refused body is written.
  expect(await rowCounts(t.database.db, brandId)).toEqual(before);
  return body;
}

describe(`refused ingest bodies on ${testEngine()}`, () => {
  it('a batch with one bad call writes nothing and names the index and field', async () => {
    await ingestOk(t, key, { batch: [track(0)] });
    const batch = [track(1), track(2), track(3), { ...track(4), traits: {} }, track(5)];
    const body = await expectRefused({ batch }, { code: 'validation_failed', field: 'batch[3].traits' });
    expect(body.message).toBe('batch[3].traits is not a field of this call');
    await expectRefused(
      { batch: [track(1), { type: 'identify', userId: 'x', traits: { leadScore: 'high' } }] },
      { field: 'batch[1].traits.leadScore' },
    );
    await expectRefused({ batch: [track(1), { type: 'screen', userId: 'x' }] }, { field: 'batch[1].type' });
    await expectRefused({ batch: [track(1), { type: 'track', userId: 'x' }] }, { field: 'batch[1].event' });
  });

  it('writes a batch in one transaction: a failure while writing leaves nothing behind', async () => {
    const before = await rowCounts(t.database.db, brandId);
    const calls = readIngestBody(
      { batch: [{ type: 'identify', userId: 'TX-1', traits: { plan: 'Gold' } }, track(8)] },
      new Date(),
    );
    // Writing the second event fails (an invalid timestamp) after the contacts were written.
    const broken = calls.map((call, index) =>
      index === 1 ? { ...call, occurredAt: new Date(Number.NaN) } : call,
    );
    await expect(ingestCalls(t.database.db, { brandId, calls: broken })).rejects.toThrow();
    expect(await rowCounts(t.database.db, brandId)).toEqual(before);
  });

  it("a phone that does not parse refuses the call, naming the field ('batch[3].traits.phone')", async () => {
    const batch = [
      track(1),
      track(2),
      track(3),
      { type: 'identify', userId: 'U-9', traits: { phone: '555-01' } },
    ];
    const body = await expectRefused(
      { batch },
      { code: 'invalid_phone_number', field: 'batch[3].traits.phone' },
    );
    expect(body.message).toBe('batch[3].traits.phone is not a valid phone number');
    await expectRefused({ ...track(1), phone: 'call me' }, { code: 'invalid_phone_number', field: 'phone' });
    await expectRefused(
      {
        type: 'identify',
        userId: 'U-9',
        traits: { phones: [{ phoneNumber: '+1 415 555 0100' }, { phoneNumber: '12' }] },
      },
      { code: 'invalid_phone_number', field: 'traits.phones[1].phoneNumber' },
    );
  });

  it('an oversized batch is refused before anything is read', async () => {
    const batch = Array.from({ length: MAX_INGEST_BATCH_CALLS + 1 }, (_, index) => track(index));
    const body = await expectRefused({ batch }, { code: 'validation_failed', field: 'batch' });
    expect(body.message).toBe(`batch must be a list of 1 to ${MAX_INGEST_BATCH_CALLS} calls (it holds 501)`);
    await expectRefused({ batch: [] }, { field: 'batch' });
  });

  it('a body over the size limit is refused with 413', async () => {
    const padding = 'x'.repeat(MAX_INGEST_BODY_BYTES);
    const body = await expectRefused({ ...track(1), properties: { padding } }, { status: 413 });
    expect(body).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('512 KB') });
  });

  it('refuses bad emails, dates, identifiers, profile ids, primaries and reserved names', async () => {
    await expectRefused({ ...track(1), email: 'nobody' }, { field: 'email' });
    await expectRefused({ ...track(1), timestamp: 'yesterday' }, { field: 'timestamp' });
    await expectRefused(
      { type: 'identify', userId: 'x', traits: { createdAt: '01/02/2024' } },
      { field: 'traits.createdAt' },
    );
    const body = await expectRefused({ type: 'track', event: 'e', anonymousId: 'anon-1' }, {});
    expect(body.message).toBe('needs a profileId, userId, phone or email to find its contact');
    await expectRefused({ ...track(1), profileId: 'short1' }, { field: 'profileId' });
    await expectRefused(
      {
        type: 'identify',
        userId: 'x',
        traits: { phone: '4155550100', phones: [{ phoneNumber: '4155550101', isPrimary: true }] },
      },
      { field: 'traits.phones[0].isPrimary' },
    );
    await expectRefused(
      { ...track(1), properties: { timestamp: '2024-01-01' } },
      { field: 'properties.timestamp' },
    );
    await expectRefused({ ...track(1), properties: { 'bad\nname': 1 } }, { field: 'properties.bad\nname' });
    await expectRefused({ ...track(1), event: '   ' }, { field: 'event' });
    await expectRefused(
      { batch: [{ ...track(1), properties: { note: 'a\u0000b' } }] },
      // Refused at the edge (platform/http/input-hygiene.ts), which names the value itself.
      { field: 'batch.0.properties.note' },
    );
    await expectRefused([track(1)], { code: 'validation_failed' });
    await expectRefused({ batch: [track(1)], extra: true }, { field: 'extra' });
  });

  it('accepts a Segment-like call with the fields it ignores', async () => {
    const response = await ingestOk(t, key, {
      ...track(7),
      profileId: profileIdFor('segment'),
      anonymousId: 'anon-7',
      messageId: 'm-7',
      sentAt: '2024-01-01T00:00:00.000Z',
      context: { library: { name: 'analytics-node' } },
      integrations: {},
    });
    expect(response).toMatchObject({ success: true, accepted: 1 });
  });
});
