import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../platform/db/test-database.ts';
import { DEMO_BRAND, seedDemo } from '../../seed/seed-demo.ts';
import { findBrandBySlug } from '../brands/find-brand.ts';
import { readVersionDefinition, requireJourney } from './journey-store.ts';
import { journeys } from './journeys.tables.ts';
import { presentJourney } from './present-journey.ts';
import { DEMO_JOURNEY_NAME, demoJourneyDefinition } from './seed-demo-journey.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe(`the demo journey on ${testEngine()}`, () => {
  it('is live from the first start, complete, with the demo brand’s fields', async () => {
    expect(await seedDemo(handle.db)).toBe(true);
    const brand = await findBrandBySlug(handle.db, DEMO_BRAND.slug);
    if (!brand) throw new Error('no demo brand');
    const rows = await handle.db.select({ id: journeys.id, brandId: journeys.brandId }).from(journeys);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no demo journey');
    expect(row.brandId).toBe(brand.id);
    const record = await requireJourney(handle.db, { brandId: brand.id, id: row.id });
    expect(record).toMatchObject({
      name: DEMO_JOURNEY_NAME,
      state: 'live',
      liveVersion: 1,
      draftChanged: false,
    });
    expect(
      await readVersionDefinition(handle.db, { brandId: brand.id, journeyId: row.id, version: 1 }),
    ).toEqual(demoJourneyDefinition());
    const shown = await presentJourney(handle.db, { brandId: brand.id, record });
    expect(shown).toMatchObject({ problems: [], triggerType: 'custom', tags: [{ name: 'demo' }] });
    expect(shown.createdBy?.name).toBe('Ada Admin');
  });
});
