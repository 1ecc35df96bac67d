import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactEmails, contacts } from './contacts.tables.ts';
import { type ContactSummary, summaryColumns, toSummary } from './find-contact-by-phone.ts';
import { newProfileId } from './import-contacts.ts';

// Contacts by email address, for the email channel (docs/email.md "Threading"): the sender of a mail
// is matched whatever the case of the stored address, through the lower(email) indexes.

/**
 * The contact owning `address` (lower-case) as its main email or one of its emails: the one whose
 * main email it is first, then the most recently updated.
 */
export async function findContactByEmail(
  db: DbExecutor,
  options: { brandId: string; address: string },
): Promise<ContactSummary | null> {
  const { brandId, address } = options;
  const [row] = await db
    .select(summaryColumns)
    .from(contacts)
    .where(
      and(
        eq(contacts.brandId, brandId),
        sql`(lower(${contacts.email}) = ${address} or ${contacts.id} in (select ${contactEmails.contactId}
          from ${contactEmails} where ${contactEmails.brandId} = ${brandId}
          and lower(${contactEmails.email}) = ${address}))`,
      ),
    )
    .orderBy(desc(sql`lower(${contacts.email}) = ${address}`), desc(contacts.updatedAt), asc(contacts.id))
    .limit(1);
  return row ? toSummary(row) : null;
}

/**
 * The contact owning `address`, or a new one (the sender's display name split into first and last,
 * that address as its main email) so every thread has a profile to show. Runs in the caller's
 * transaction.
 */
export async function findOrCreateContactByEmail(
  db: DbExecutor,
  options: { brandId: string; address: string; displayName?: string | null },
): Promise<ContactSummary & { created: boolean }> {
  const found = await findContactByEmail(db, options);
  if (found) return { ...found, created: false };
  const [firstName, ...rest] = (options.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const [row] = await db
    .insert(contacts)
    .values({
      brandId: options.brandId,
      profileId: newProfileId(),
      email: options.address,
      firstName: firstName ?? null,
      lastName: rest.length > 0 ? rest.join(' ') : null,
    })
    .returning(summaryColumns);
  if (!row) throw new Error('the contact was not created');
  await db
    .insert(contactEmails)
    .values({ brandId: options.brandId, contactId: row.id, email: options.address, isPrimary: true });
  return { ...toSummary(row), created: true };
}
