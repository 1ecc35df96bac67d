import {
  type PhonebookEntry,
  type PhonebookEntryInput,
  phonebookEntryInput,
} from '@parley/core/voice/external-phonebook';
import type { DbExecutor } from '../../platform/db/database.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { phonebookEntries } from './phonebook.tables.ts';
import {
  lockBrandPhonebook,
  nameIsTaken,
  ofBrand,
  phonebookEntryNotFound,
  phonebookNameTaken,
  toPhonebookEntry,
} from './phonebook-store.ts';

/** Changes an entry's name, number and description (the same rules as creating one). */
export async function updatePhonebookEntry(
  db: DbExecutor,
  options: { brandId: string; id: string; input: PhonebookEntryInput; now?: Date },
): Promise<PhonebookEntry> {
  const input = phonebookEntryInput.parse(options.input);
  const phoneNumber = parsePhoneField(input.phoneNumber, 'phoneNumber');
  const { brandId, id } = options;
  try {
    return await db.transaction(async (tx) => {
      await lockBrandPhonebook(tx, brandId);
      if (await nameIsTaken(tx, { brandId, name: input.name, exceptId: id })) throw phonebookNameTaken();
      const [updated] = await tx
        .update(phonebookEntries)
        .set({
          name: input.name,
          phoneNumber,
          description: input.description,
          updatedAt: options.now ?? new Date(),
        })
        .where(ofBrand(brandId, id))
        .returning();
      if (!updated) throw phonebookEntryNotFound();
      return toPhonebookEntry(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw phonebookNameTaken();
    throw error;
  }
}
