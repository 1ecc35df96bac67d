import type { PhonebookEntry } from '@parley/core/voice/external-phonebook';
import type { DbExecutor } from '../../platform/db/database.ts';
import { listPhonebookRows, toPhonebookEntry } from './phonebook-store.ts';

/** The brand's External Transfer Phonebook, by name. Every user of the brand reads it. */
export async function listPhonebookEntries(
  db: DbExecutor,
  options: { brandId: string },
): Promise<PhonebookEntry[]> {
  return (await listPhonebookRows(db, options.brandId)).map(toPhonebookEntry);
}
