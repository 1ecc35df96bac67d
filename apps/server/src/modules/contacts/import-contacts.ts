import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactEmails, contactPhones, contacts } from './contacts.tables.ts';

export type NewContact = {
  firstName: string;
  lastName: string;
  email: string | null;
  contactPhone: string | null;
  externalId?: string | null;
  leadScore?: number | null;
  optIn?: boolean;
  customProperties?: Record<string, unknown>;
  rvProperties?: Record<string, unknown>;
  contactCreatedAt?: Date;
};

/** spec 000 §5: a profile id is a string over 20 characters with both letters and digits. */
export function newProfileId(): string {
  return `pr${randomBytes(12).toString('hex')}1a`;
}

/**
 * Writes contacts with their primary phone and email rows, in one transaction. Phones must already
 * be E.164 (the contacts issue adds parsing and merge rules on top of this).
 */
export async function importContacts(
  db: DbExecutor,
  options: { brandId: string; contacts: NewContact[] },
): Promise<number> {
  const { brandId } = options;
  return db.transaction(async (tx) => {
    const batchSize = 200;
    for (let start = 0; start < options.contacts.length; start += batchSize) {
      const batch = options.contacts.slice(start, start + batchSize);
      const rows = await tx
        .insert(contacts)
        .values(
          batch.map((contact) => ({
            brandId,
            profileId: newProfileId(),
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
            contactPhone: contact.contactPhone,
            externalId: contact.externalId ?? null,
            leadScore: contact.leadScore ?? null,
            optIn: contact.optIn ?? false,
            customProperties: contact.customProperties ?? {},
            rvProperties: contact.rvProperties ?? {},
            contactCreatedAt: contact.contactCreatedAt ?? new Date(),
          })),
        )
        .returning({ id: contacts.id });
      const phones = rows.flatMap((row, i) => {
        const phone = batch[i]?.contactPhone;
        return phone
          ? [
              {
                brandId,
                contactId: row.id,
                phoneNumber: phone,
                label: 'mobile',
                isPrimary: true,
                optIn: batch[i]?.optIn ?? false,
              },
            ]
          : [];
      });
      const emails = rows.flatMap((row, i) => {
        const email = batch[i]?.email;
        return email
          ? [
              {
                brandId,
                contactId: row.id,
                email,
                label: 'personal',
                isPrimary: true,
                optIn: batch[i]?.optIn ?? false,
              },
            ]
          : [];
      });
      if (phones.length) await tx.insert(contactPhones).values(phones);
      if (emails.length) await tx.insert(contactEmails).values(emails);
    }
    return options.contacts.length;
  });
}
