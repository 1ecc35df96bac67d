import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { ContactState } from './contact-state.ts';
import { contactEmails, contactMerges, contactPhones, contacts } from './contacts.tables.ts';

/** What identifies a contact, in matching order (docs/events.md "Finding the contact"). */
export type ContactKeys = {
  profileId: string | null;
  externalId: string | null;
  /** E.164, in the order they are tried. */
  phones: string[];
  /** Lower-case, in the order they are tried. */
  emails: string[];
};

type ContactRow = typeof contacts.$inferSelect;

function toState(
  row: ContactRow,
  phones: ContactState['phones'],
  emails: ContactState['emails'],
): ContactState {
  const state: ContactState = {
    id: row.id,
    profileId: row.profileId,
    externalId: row.externalId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    contactPhone: row.contactPhone,
    homepageUrl: row.homepageUrl,
    leadScore: row.leadScore,
    optIn: row.optIn,
    shortUrl: row.shortUrl,
    // JSONB objects: written only by this module, always objects.
    customProperties: { ...(row.customProperties as Record<string, unknown>) },
    rvProperties: { ...(row.rvProperties as Record<string, unknown>) },
    contactCreatedAt: row.contactCreatedAt,
    createdAt: row.createdAt,
    phones,
    emails,
    isNew: false,
    changed: false,
  };
  // A main phone / email without its row (older data) becomes one, so the merge rules see it.
  if (state.contactPhone && !phones.some((phone) => phone.phoneNumber === state.contactPhone))
    phones.unshift({ phoneNumber: state.contactPhone, label: null, isPrimary: true, optIn: false });
  if (state.email && !emails.some((email) => email.email === state.email))
    emails.unshift({ email: state.email, label: null, isPrimary: true, optIn: false });
  return state;
}

/**
 * Loads, and locks until the transaction ends, every contact one of `keys` could match (by profile
 * id or a merged-away profile id, external id, phone or email), with their phones and emails.
 * Returns the states and the merged-away profile ids pointing at them.
 */
export async function loadContactsForKeys(
  tx: DbExecutor,
  options: { brandId: string; keys: ContactKeys[] },
): Promise<{ states: ContactState[]; aliases: Map<string, string> }> {
  const { brandId } = options;
  const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const profileIds = unique(options.keys.map((key) => key.profileId));
  const externalIds = unique(options.keys.map((key) => key.externalId));
  const phones = unique(options.keys.flatMap((key) => key.phones));
  const emails = unique(options.keys.flatMap((key) => key.emails));

  const aliases = new Map<string, string>();
  if (profileIds.length) {
    const rows = await tx
      .select({ profileId: contactMerges.mergedProfileId, contactId: contactMerges.contactId })
      .from(contactMerges)
      .where(and(eq(contactMerges.brandId, brandId), inArray(contactMerges.mergedProfileId, profileIds)));
    for (const row of rows) aliases.set(row.profileId, row.contactId);
  }
  const matches: SQL[] = [];
  if (profileIds.length) matches.push(inArray(contacts.profileId, profileIds));
  if (aliases.size) matches.push(inArray(contacts.id, [...new Set(aliases.values())]));
  if (externalIds.length) matches.push(inArray(contacts.externalId, externalIds));
  if (phones.length) {
    matches.push(inArray(contacts.contactPhone, phones));
    const owners = tx
      .select({ id: contactPhones.contactId })
      .from(contactPhones)
      .where(and(eq(contactPhones.brandId, brandId), inArray(contactPhones.phoneNumber, phones)));
    matches.push(inArray(contacts.id, owners));
  }
  if (emails.length) {
    matches.push(inArray(contacts.email, emails));
    const owners = tx
      .select({ id: contactEmails.contactId })
      .from(contactEmails)
      .where(and(eq(contactEmails.brandId, brandId), inArray(contactEmails.email, emails)));
    matches.push(inArray(contacts.id, owners));
  }
  if (!matches.length) return { states: [], aliases };
  // Locked in id order, so two ingests touching the same contacts cannot deadlock each other.
  const rows = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.brandId, brandId), or(...matches)))
    .orderBy(asc(contacts.id))
    .for('update');
  return { states: await withChannels(tx, brandId, rows), aliases };
}

/** Loads and locks contacts by id, with their phones and emails (missing ids are left out). */
export async function loadContactsById(
  tx: DbExecutor,
  options: { brandId: string; ids: string[] },
): Promise<ContactState[]> {
  if (!options.ids.length) return [];
  const rows = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.brandId, options.brandId), inArray(contacts.id, options.ids)))
    .orderBy(asc(contacts.id))
    .for('update');
  return withChannels(tx, options.brandId, rows);
}

async function withChannels(tx: DbExecutor, brandId: string, rows: ContactRow[]): Promise<ContactState[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [phoneRows, emailRows] = [
    await tx
      .select()
      .from(contactPhones)
      .where(and(eq(contactPhones.brandId, brandId), inArray(contactPhones.contactId, ids)))
      .orderBy(asc(contactPhones.phoneNumber)),
    await tx
      .select()
      .from(contactEmails)
      .where(and(eq(contactEmails.brandId, brandId), inArray(contactEmails.contactId, ids)))
      .orderBy(asc(contactEmails.email)),
  ];
  const phonesOf = groupBy(phoneRows, ({ contactId, phoneNumber, label, isPrimary, optIn }) => [
    contactId,
    { phoneNumber, label, isPrimary, optIn },
  ]);
  const emailsOf = groupBy(emailRows, ({ contactId, email, label, isPrimary, optIn }) => [
    contactId,
    { email, label, isPrimary, optIn },
  ]);
  return rows.map((row) => toState(row, phonesOf.get(row.id) ?? [], emailsOf.get(row.id) ?? []));
}

function groupBy<Row, Value>(rows: Row[], entry: (row: Row) => [string, Value]): Map<string, Value[]> {
  const groups = new Map<string, Value[]>();
  for (const row of rows) {
    const [key, value] = entry(row);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}
