import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { eventFieldValues, eventSchemaFields } from './events.tables.ts';
import { learnEventSchema } from './learn-event-schema.ts';

// learnEventSchema writes a batch in one statement (docs/events.md "Throughput"): fields, their
// values with counts, and each field's count of distinct values must come out as one call at a time.

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const order = (plan: unknown, extra: Record<string, unknown> = {}) => ({
  eventType: 'track',
  eventName: 'order placed',
  fields: { plan, ...extra },
});

async function learned(brandId: string) {
  const fields = await database.db
    .select({
      fieldId: eventSchemaFields.fieldId,
      fieldType: eventSchemaFields.fieldType,
      valueCount: eventSchemaFields.valueCount,
    })
    .from(eventSchemaFields)
    .where(eq(eventSchemaFields.brandId, brandId))
    .orderBy(asc(eventSchemaFields.fieldId));
  const values = await database.db
    .select({
      value: eventFieldValues.value,
      valueKey: eventFieldValues.valueKey,
      occurrences: eventFieldValues.occurrences,
      lastSeenAt: eventFieldValues.lastSeenAt,
    })
    .from(eventFieldValues)
    .where(
      and(eq(eventFieldValues.brandId, brandId), eq(eventFieldValues.fieldId, 'track:order placed:plan')),
    )
    .orderBy(asc(eventFieldValues.value));
  return { fields, values: values.map((row) => ({ ...row, lastSeenAt: row.lastSeenAt.toISOString() })) };
}

describe(`learnEventSchema on ${testEngine()}`, () => {
  it('counts fields, values and occurrences batch after batch; the first type wins', async () => {
    const brand = await createTestBrand(database.db);
    const first = new Date('2024-05-01T10:00:00.000Z');
    const second = new Date('2024-05-01T11:00:00.000Z');
    await learnEventSchema(database.db, {
      brandId: brand.id,
      observations: [order('Gold', { paid: true }), order('Gold'), order('Silver'), order(null)],
      seenAt: second,
    });
    // An older batch arriving late, a new value, and a number where plan was first a string.
    await learnEventSchema(database.db, {
      brandId: brand.id,
      observations: [order('Gold'), order('Ünique'), order(3, { amount: 5 })],
      seenAt: first,
    });
    expect(await learned(brand.id)).toEqual({
      fields: [
        { fieldId: 'track:order placed:amount', fieldType: 'number', valueCount: 0 },
        { fieldId: 'track:order placed:paid', fieldType: 'boolean', valueCount: 1 },
        { fieldId: 'track:order placed:plan', fieldType: 'string', valueCount: 3 },
      ],
      values: [
        { value: 'Gold', valueKey: 'gold', occurrences: 3, lastSeenAt: second.toISOString() },
        { value: 'Silver', valueKey: 'silver', occurrences: 1, lastSeenAt: second.toISOString() },
        { value: 'Ünique', valueKey: 'ünique', occurrences: 1, lastSeenAt: first.toISOString() },
      ],
    });
  });

  it('without counting (platform events): new values are learned, known ones left alone; unlearned fields typed only', async () => {
    const brand = await createTestBrand(database.db);
    const first = new Date('2024-05-01T10:00:00.000Z');
    const second = new Date('2024-05-01T11:00:00.000Z');
    const quiet = (plan: string) => ({
      ...order(plan, { note: 'free text' }),
      unlearnedValues: new Set(['note']),
    });
    await learnEventSchema(database.db, {
      brandId: brand.id,
      observations: [quiet('Gold')],
      seenAt: first,
      countValues: false,
    });
    await learnEventSchema(database.db, {
      brandId: brand.id,
      observations: [quiet('Gold'), quiet('Silver')],
      seenAt: second,
      countValues: false,
    });
    expect(await learned(brand.id)).toEqual({
      fields: [
        { fieldId: 'track:order placed:note', fieldType: 'string', valueCount: 0 },
        { fieldId: 'track:order placed:plan', fieldType: 'string', valueCount: 2 },
      ],
      values: [
        { value: 'Gold', valueKey: 'gold', occurrences: 1, lastSeenAt: first.toISOString() },
        { value: 'Silver', valueKey: 'silver', occurrences: 1, lastSeenAt: second.toISOString() },
      ],
    });
  });
});
