import type { DbExecutor } from '../../platform/db/database.ts';
import { contactEmails, contactPhones, contacts } from './contacts.tables.ts';
import { newProfileId } from './import-contacts.ts';

// Test support for the contact search tests: a contact with its phones and emails, written directly.

export type SeededContact = { id: string; profileId: string };

export async function seedContact(
  db: DbExecutor,
  options: {
    brandId: string;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    phone?: string | null;
    externalId?: string | null;
    profileId?: string;
    updatedAt?: Date;
    otherPhones?: string[];
    otherEmails?: string[];
    optIn?: boolean;
  },
): Promise<SeededContact> {
  const { brandId } = options;
  const [row] = await db
    .insert(contacts)
    .values({
      brandId,
      profileId: options.profileId ?? newProfileId(),
      firstName: options.firstName ?? null,
      lastName: options.lastName ?? null,
      email: options.email ?? null,
      contactPhone: options.phone ?? null,
      externalId: options.externalId ?? null,
      optIn: options.optIn ?? false,
      updatedAt: options.updatedAt ?? new Date(),
    })
    .returning({ id: contacts.id, profileId: contacts.profileId });
  if (!row) throw new Error('contact not written');
  const phones = [
    ...(options.phone ? [{ phoneNumber: options.phone, isPrimary: true, label: 'mobile' }] : []),
    ...(options.otherPhones ?? []).map((phoneNumber) => ({ phoneNumber, isPrimary: false, label: 'work' })),
  ];
  const emails = [
    ...(options.email ? [{ email: options.email, isPrimary: true, label: 'personal' }] : []),
    ...(options.otherEmails ?? []).map((email) => ({ email, isPrimary: false, label: 'work' })),
  ];
  if (phones.length > 0) {
    await db
      .insert(contactPhones)
      .values(
        phones.map((phone) => ({ brandId, contactId: row.id, optIn: options.optIn ?? false, ...phone })),
      );
  }
  if (emails.length > 0) {
    await db
      .insert(contactEmails)
      .values(
        emails.map((email) => ({ brandId, contactId: row.id, optIn: options.optIn ?? false, ...email })),
      );
  }
  return row;
}

/** Contacts updated one minute apart, the last one newest. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}
