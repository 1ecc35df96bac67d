import {
  PHONEBOOK_ENTRIES_MAX,
  PHONEBOOK_TEXTS,
  type PhonebookEntry,
  type PhonebookEntryInput,
  phonebookEntryInput,
} from '@parley/core/voice/external-phonebook';
import { count } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { phonebookEntries } from './phonebook.tables.ts';
import {
  lockBrandPhonebook,
  nameIsTaken,
  ofBrand,
  phonebookNameTaken,
  toPhonebookEntry,
} from './phonebook-store.ts';

/**
 * Adds an entry. The number parses as US by default (spec 000 §5) and is stored in E.164; one that
 * does not parse is the 400 'Invalid phone number' naming `phoneNumber`. A name already in the
 * brand's phonebook (whatever its case) is a 409 naming `name`.
 */
export async function createPhonebookEntry(
  db: DbExecutor,
  options: { brandId: string; input: PhonebookEntryInput; now?: Date },
): Promise<PhonebookEntry> {
  const input = phonebookEntryInput.parse(options.input);
  const phoneNumber = parsePhoneField(input.phoneNumber, 'phoneNumber');
  const { brandId } = options;
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      await lockBrandPhonebook(tx, brandId);
      const [held] = await tx.select({ total: count() }).from(phonebookEntries).where(ofBrand(brandId));
      if ((held?.total ?? 0) >= PHONEBOOK_ENTRIES_MAX) {
        throw new AppError('validation_failed', PHONEBOOK_TEXTS.tooMany, { field: 'name' });
      }
      if (await nameIsTaken(tx, { brandId, name: input.name })) throw phonebookNameTaken();
      const [created] = await tx
        .insert(phonebookEntries)
        .values({
          brandId,
          name: input.name,
          phoneNumber,
          description: input.description,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('the phonebook entry was not stored');
      return toPhonebookEntry(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw phonebookNameTaken();
    throw error;
  }
}
