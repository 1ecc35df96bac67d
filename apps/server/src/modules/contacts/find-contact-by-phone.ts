import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactPhones, contacts } from './contacts.tables.ts';
import { newProfileId } from './import-contacts.ts';

// Contacts by phone, for the conversations service and the Contact Simulator. These read and write
// the contacts tables, so they live in the contacts module (a module owns its tables); the contacts
// issue may split them into find-, create- and search- files of their own.

export type ContactSummary = {
  id: string;
  profileId: string;
  firstName: string | null;
  lastName: string | null;
  /** First and last name, or null when the contact has neither. */
  name: string | null;
  contactPhone: string | null;
  email: string | null;
};

/** The columns of a ContactSummary (find-contact-by-email.ts reads the same). */
export const summaryColumns = {
  id: contacts.id,
  profileId: contacts.profileId,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  contactPhone: contacts.contactPhone,
  email: contacts.email,
};

type SummaryRow = Omit<ContactSummary, 'name'>;

export function toSummary(row: SummaryRow): ContactSummary {
  const name = [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ');
  return { ...row, name: name === '' ? null : name };
}

/**
 * The contact owning the E.164 `phone` (as its main number or one of its phones). Several may share
 * a number: the one with `profileId` wins, then the one whose main number it is, then the oldest.
 */
export async function findContactByPhone(
  db: DbExecutor,
  options: { brandId: string; phone: string; profileId?: string | null },
): Promise<ContactSummary | null> {
  const { brandId, phone } = options;
  const ownsPhone = or(
    eq(contacts.contactPhone, phone),
    sql`exists (select 1 from ${contactPhones} where ${contactPhones.brandId} = ${contacts.brandId}
      and ${contactPhones.contactId} = ${contacts.id} and ${contactPhones.phoneNumber} = ${phone})`,
  );
  const [row] = await db
    .select(summaryColumns)
    .from(contacts)
    .where(and(eq(contacts.brandId, brandId), ownsPhone))
    .orderBy(
      ...(options.profileId ? [desc(sql`${contacts.profileId} = ${options.profileId}`)] : []),
      desc(sql`${contacts.contactPhone} = ${phone}`),
      asc(contacts.createdAt),
      asc(contacts.id),
    )
    .limit(1);
  return row ? toSummary(row) : null;
}

/**
 * The contact owning `phone`, or a new minimal one (no name, that number as its main phone) so every
 * conversation has a profile to show. Runs in the caller's transaction.
 */
export async function findOrCreateContactByPhone(
  db: DbExecutor,
  options: { brandId: string; phone: string; profileId?: string | null },
): Promise<ContactSummary & { created: boolean }> {
  const found = await findContactByPhone(db, options);
  if (found) return { ...found, created: false };
  const [row] = await db
    .insert(contacts)
    .values({ brandId: options.brandId, profileId: newProfileId(), contactPhone: options.phone })
    .returning(summaryColumns);
  if (!row) throw new Error('the contact was not created');
  await db.insert(contactPhones).values({
    brandId: options.brandId,
    contactId: row.id,
    phoneNumber: options.phone,
    label: 'mobile',
    isPrimary: true,
  });
  return { ...toSummary(row), created: true };
}

/** LIKE pattern text with its wildcards escaped. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Contacts whose name or email contains `query`, or whose main number contains its digits (three or
 * more); by name. An empty query lists the first contacts by name.
 */
export async function searchContacts(
  db: DbExecutor,
  options: { brandId: string; query: string; limit: number },
): Promise<ContactSummary[]> {
  const query = options.query.trim();
  const conditions: SQL[] = [eq(contacts.brandId, options.brandId)];
  if (query !== '') {
    const pattern = `%${likeText(query)}%`;
    const digits = query.replace(/\D/g, '');
    const matches = [
      ilike(sql`coalesce(${contacts.firstName}, '') || ' ' || coalesce(${contacts.lastName}, '')`, pattern),
      ilike(contacts.email, pattern),
    ];
    if (digits.length >= 3) matches.push(ilike(contacts.contactPhone, `%${digits}%`));
    const match = or(...matches);
    if (match) conditions.push(match);
  }
  const rows = await db
    .select(summaryColumns)
    .from(contacts)
    .where(and(...conditions))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id))
    .limit(options.limit);
  return rows.map(toSummary);
}
