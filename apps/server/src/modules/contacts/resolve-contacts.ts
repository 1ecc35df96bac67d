import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
  row: Omit<ContactRow, 'brandId' | 'updatedAt'>,
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

/** A PostgreSQL text[] literal: every element quoted, quotes and backslashes escaped. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** A contact row as loadContactsForKeys selects it, with its channels and the aliases that led to it. */
type LoadedContactRow = Omit<ContactRow, 'brandId' | 'updatedAt' | 'contactCreatedAt' | 'createdAt'> & {
  // Text on node-postgres through drizzle's execute, a Date on PGlite: read with new Date().
  contactCreatedAt: string | Date;
  createdAt: string | Date;
  phones: ContactState['phones'];
  emails: ContactState['emails'];
  aliases: string[] | null;
};

/**
 * Loads, and locks until the transaction ends, every contact one of `keys` could match (by profile
 * id or a merged-away profile id, external id, phone or email), with their phones and emails.
 * Returns the states and the merged-away profile ids pointing at them.
 *
 * One statement (ingestion runs it for every batch): the keys travel as one array parameter each,
 * every key is an index condition (the owners of a phone or email are an uncorrelated `array(…)`, so
 * the OR stays a bitmap OR of index scans), and the channels come back as JSON with their contact.
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

  const brand = sql`${brandId}::uuid`;
  const matches: SQL[] = [];
  if (profileIds.length) {
    const ids = sql`${textArray(profileIds)}::text[]`;
    matches.push(sql`c.profile_id = any(${ids})`);
    matches.push(sql`c.id = any(array(select m.contact_id from ${contactMerges} m
      where m.brand_id = ${brand} and m.merged_profile_id = any(${ids})))`);
  }
  if (externalIds.length) matches.push(sql`c.external_id = any(${textArray(externalIds)}::text[])`);
  if (phones.length) {
    const numbers = sql`${textArray(phones)}::text[]`;
    matches.push(sql`c.contact_phone = any(${numbers})`);
    matches.push(sql`c.id = any(array(select p.contact_id from ${contactPhones} p
      where p.brand_id = ${brand} and p.phone_number = any(${numbers})))`);
  }
  if (emails.length) {
    const addresses = sql`${textArray(emails)}::text[]`;
    matches.push(sql`c.email = any(${addresses})`);
    matches.push(sql`c.id = any(array(select e.contact_id from ${contactEmails} e
      where e.brand_id = ${brand} and e.email = any(${addresses})))`);
  }
  const aliases = new Map<string, string>();
  if (!matches.length) return { states: [], aliases };
  const aliasesOf = profileIds.length
    ? sql`array(select m.merged_profile_id from ${contactMerges} m
        where m.brand_id = c.brand_id and m.contact_id = c.id
          and m.merged_profile_id = any(${textArray(profileIds)}::text[]))`
    : sql`null::text[]`;
  // Locked in id order, so two ingests touching the same contacts cannot deadlock each other.
  const result: unknown = await tx.execute(sql`
    select c.id, c.profile_id as "profileId", c.external_id as "externalId",
      c.first_name as "firstName", c.last_name as "lastName", c.email, c.contact_phone as "contactPhone",
      c.homepage_url as "homepageUrl", c.lead_score as "leadScore", c.opt_in as "optIn",
      c.short_url as "shortUrl", c.custom_properties as "customProperties",
      c.rv_properties as "rvProperties", c.contact_created_at as "contactCreatedAt",
      c.created_at as "createdAt",
      coalesce((select json_agg(json_build_object('phoneNumber', p.phone_number, 'label', p.label,
          'isPrimary', p.is_primary, 'optIn', p.opt_in) order by p.phone_number)
        from ${contactPhones} p where p.brand_id = c.brand_id and p.contact_id = c.id), '[]'::json) as phones,
      coalesce((select json_agg(json_build_object('email', e.email, 'label', e.label,
          'isPrimary', e.is_primary, 'optIn', e.opt_in) order by e.email)
        from ${contactEmails} e where e.brand_id = c.brand_id and e.contact_id = c.id), '[]'::json) as emails,
      ${aliasesOf} as aliases
    from ${contacts} c
    where c.brand_id = ${brand} and (${sql.join(matches, sql` or `)})
    order by c.id
    for update of c`);
  // Both drivers answer with `rows`, named as the statement selects them.
  const rows = (result as { rows: LoadedContactRow[] }).rows;
  const states = rows.map((row) => {
    for (const alias of row.aliases ?? []) aliases.set(alias, row.id);
    return toState(
      {
        ...row,
        contactCreatedAt: new Date(row.contactCreatedAt),
        createdAt: new Date(row.createdAt),
      },
      row.phones,
      row.emails,
    );
  });
  return { states, aliases };
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
