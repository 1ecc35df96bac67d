import { contactName } from '@parley/core/contacts/search';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactEmails, contactPhones, contacts } from './contacts.tables.ts';

// A contact as the browser reads it (spec 001 §3 "Profile / contact"): the profile calls
// (getProfile, getProfilesById, getProfiles, getPhonesEmails) and the contact search all answer
// with this shape. Rows never leave the module: `loadProfiles` maps them.

export type ProfilePhone = { label: string | null; phoneNumber: string; isPrimary: boolean; optIn: boolean };
export type ProfileEmail = { label: string | null; email: string; isPrimary: boolean; optIn: boolean };

export type ContactProfile = {
  /** The contact's row id: internal, the browser gets the profile id. */
  contactId: string;
  /** The profile id (spec 000 §5): what getProfile and /audience?profileId= take. */
  profileId: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  contactPhone: string | null;
  email: string | null;
  externalId: string | null;
  optIn: boolean;
  customProperties: Record<string, unknown>;
  rvProperties: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  /** Primary first, then by number. */
  phones: ProfilePhone[];
  /** Primary first, then by address. */
  emails: ProfileEmail[];
};

const profileColumns = {
  id: contacts.id,
  profileId: contacts.profileId,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  contactPhone: contacts.contactPhone,
  email: contacts.email,
  externalId: contacts.externalId,
  optIn: contacts.optIn,
  customProperties: contacts.customProperties,
  rvProperties: contacts.rvProperties,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>) // a jsonb object column holds a plain JSON object
    : {};
}

/**
 * The profiles of the brand's contacts matching `where`, in `orderBy` order, with their phones and
 * emails (one query each for the whole page).
 */
export async function loadProfiles(
  db: DbExecutor,
  options: { brandId: string; where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number },
): Promise<ContactProfile[]> {
  const { brandId } = options;
  const rows = await db
    .select(profileColumns)
    .from(contacts)
    .where(and(eq(contacts.brandId, brandId), options.where))
    .orderBy(...(options.orderBy ?? [desc(contacts.updatedAt), desc(contacts.id)]))
    .limit(options.limit ?? 1)
    .offset(options.offset ?? 0);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [phones, emails] = await Promise.all([
    db
      .select({
        contactId: contactPhones.contactId,
        label: contactPhones.label,
        phoneNumber: contactPhones.phoneNumber,
        isPrimary: contactPhones.isPrimary,
        optIn: contactPhones.optIn,
      })
      .from(contactPhones)
      .where(and(eq(contactPhones.brandId, brandId), inArray(contactPhones.contactId, ids)))
      .orderBy(desc(contactPhones.isPrimary), asc(contactPhones.phoneNumber)),
    db
      .select({
        contactId: contactEmails.contactId,
        label: contactEmails.label,
        email: contactEmails.email,
        isPrimary: contactEmails.isPrimary,
        optIn: contactEmails.optIn,
      })
      .from(contactEmails)
      .where(and(eq(contactEmails.brandId, brandId), inArray(contactEmails.contactId, ids)))
      .orderBy(desc(contactEmails.isPrimary), asc(contactEmails.email)),
  ]);
  return rows.map((row) => ({
    contactId: row.id,
    profileId: row.profileId,
    name: contactName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    contactPhone: row.contactPhone,
    email: row.email,
    externalId: row.externalId,
    optIn: row.optIn,
    customProperties: asRecord(row.customProperties),
    rvProperties: asRecord(row.rvProperties),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    phones: phones
      .filter((phone) => phone.contactId === row.id)
      .map(({ contactId: _contactId, ...phone }) => phone),
    emails: emails
      .filter((email) => email.contactId === row.id)
      .map(({ contactId: _contactId, ...email }) => email),
  }));
}

/** The profiles of these contacts of the brand, by row id (other brands' and unknown ids are left out). */
export async function loadProfilesByContactIds(
  db: DbExecutor,
  options: { brandId: string; contactIds: readonly string[] },
): Promise<ContactProfile[]> {
  const ids = [...new Set(options.contactIds)];
  if (ids.length === 0) return [];
  return loadProfiles(db, { brandId: options.brandId, where: inArray(contacts.id, ids), limit: ids.length });
}
