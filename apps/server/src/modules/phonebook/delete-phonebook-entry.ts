import type { DbExecutor } from '../../platform/db/database.ts';
import { phonebookEntries } from './phonebook.tables.ts';
import { ofBrand, phonebookEntryNotFound } from './phonebook-store.ts';

/** Deletes an entry. A call already transferred to its number stays as it is. */
export async function deletePhonebookEntry(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<{ id: string }> {
  const [deleted] = await db
    .delete(phonebookEntries)
    .where(ofBrand(options.brandId, options.id))
    .returning({ id: phonebookEntries.id });
  if (!deleted) throw phonebookEntryNotFound();
  return deleted;
}
