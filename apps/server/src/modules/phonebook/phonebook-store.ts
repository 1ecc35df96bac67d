import type { PhonebookEntry } from '@parley/core/voice/external-phonebook';
import { PHONEBOOK_TEXTS } from '@parley/core/voice/external-phonebook';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { phonebookEntries } from './phonebook.tables.ts';

// Reading the phonebook, and the presenter of its rows (CONVENTIONS.md §9).

export type PhonebookEntryRow = typeof phonebookEntries.$inferSelect;

export function toPhonebookEntry(row: PhonebookEntryRow): PhonebookEntry {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function phonebookEntryNotFound(field = 'id'): AppError {
  return new AppError('not_found', PHONEBOOK_TEXTS.notFound, { field });
}

export function phonebookNameTaken(): AppError {
  return new AppError('conflict', PHONEBOOK_TEXTS.nameTaken, { field: 'name' });
}

const PHONEBOOK_LOCK_NAMESPACE = 0x70626b31; // 'pbk1'

/** Serialises changes to one brand's phonebook (the entry limit and the name rule), across processes. */
export async function lockBrandPhonebook(tx: DbExecutor, brandId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONEBOOK_LOCK_NAMESPACE}, hashtext(${brandId}))`);
}

export function ofBrand(brandId: string, id?: string) {
  return id
    ? and(eq(phonebookEntries.brandId, brandId), eq(phonebookEntries.id, id))
    : eq(phonebookEntries.brandId, brandId);
}

/** The brand's entries by name (case-insensitive). */
export async function listPhonebookRows(db: DbExecutor, brandId: string): Promise<PhonebookEntryRow[]> {
  return db
    .select()
    .from(phonebookEntries)
    .where(ofBrand(brandId))
    .orderBy(asc(sql`lower(${phonebookEntries.name})`), asc(phonebookEntries.id));
}

/** Whether another entry of the brand has this name, whatever its case. */
export async function nameIsTaken(
  db: DbExecutor,
  options: { brandId: string; name: string; exceptId?: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: phonebookEntries.id })
    .from(phonebookEntries)
    .where(and(ofBrand(options.brandId), sql`lower(${phonebookEntries.name}) = lower(${options.name})`));
  return rows.some((row) => row.id !== options.exceptId);
}
