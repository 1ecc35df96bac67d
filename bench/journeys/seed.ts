// The bench's data: a brand, its write key, and N contacts with a phone and SMS consent, a third of
// them named Gold. Contacts are inserted in bulk: seeding is not what the bench measures.
import { contacts } from '../../apps/server/src/modules/contacts/contacts.tables.ts';
import { newProfileId } from '../../apps/server/src/modules/contacts/import-contacts.ts';
import { createWriteKey } from '../../apps/server/src/modules/events/create-write-key.ts';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';
import { createTestBrand } from '../../apps/server/src/test/factories.ts';
import { GOLD_NAME } from './journey.ts';

const CHUNK = 5_000;

export type BenchWorld = { brandId: string; writeKey: string; profileIds: string[]; goldCount: number };

export async function seedWorld(db: DbExecutor, count: number): Promise<BenchWorld> {
  const brand = await createTestBrand(db);
  const writeKey = (await createWriteKey(db, { brandId: brand.id, name: 'journeys bench' })).key;
  const profileIds: string[] = [];
  let goldCount = 0;
  for (let start = 0; start < count; start += CHUNK) {
    const rows = [];
    for (let index = start; index < Math.min(count, start + CHUNK); index += 1) {
      const gold = index % 3 === 0;
      if (gold) goldCount += 1;
      const profileId = newProfileId();
      profileIds.push(profileId);
      rows.push({
        brandId: brand.id,
        profileId,
        firstName: gold ? GOLD_NAME : `Shopper${index}`,
        lastName: 'Bench',
        contactPhone: `+1555${String(1_000_000 + index).slice(-7)}`,
        optIn: true,
      });
    }
    await db.insert(contacts).values(rows);
  }
  return { brandId: brand.id, writeKey, profileIds, goldCount };
}
