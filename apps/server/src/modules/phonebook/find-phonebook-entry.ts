import type { PhonebookEntry } from '@parley/core/voice/external-phonebook';
import type { DbExecutor } from '../../platform/db/database.ts';
import { phonebookEntries } from './phonebook.tables.ts';
import { ofBrand, toPhonebookEntry } from './phonebook-store.ts';

/** One entry of the brand's phonebook, or null (the voice module's external transfer reads it). */
export async function findPhonebookEntry(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<PhonebookEntry | null> {
  const [row] = await db.select().from(phonebookEntries).where(ofBrand(options.brandId, options.id));
  return row ? toPhonebookEntry(row) : null;
}
