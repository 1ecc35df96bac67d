import type { SearchableContactQuery } from '@parley/core/contacts/search';
import { type SQL, sql } from 'drizzle-orm';
import { contactEmails, contactPhones, contacts } from './contacts.tables.ts';

// The SQL of the contact searches: each way a text can match is its own indexed lookup returning
// contact ids with their update time, and a search is the union of the lookups its kind allows,
// sorted and cut to one page before any other column is read (so a common prefix matching many
// contacts never turns into a scan of the brand's contacts). Prefix lookups use the
// lower(...) text_pattern_ops indexes of migration `contact_search_indexes` (docs/search.md), so
// `LIKE 'prefix%'` is an index range scan whatever the database's collation. User text is always a
// bound parameter, never part of the statement.

/** LIKE pattern text with its wildcards escaped (the default escape character is \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function prefixPattern(text: string): string {
  return `${escapeLike(text.toLowerCase())}%`;
}

/**
 * The full-name expression exactly as the contacts_search_full_name index spells it: the planner
 * only uses an expression index for the same expression.
 */
export const fullNameSql = sql`lower(coalesce(${contacts.firstName}, '') || ' ' || coalesce(${contacts.lastName}, ''))`;

type Lookup = SQL;

const matchColumns = sql`${contacts.id} as "id", ${contacts.updatedAt} as "updated_at"`;

function contactsWhere(brandId: string, condition: SQL): Lookup {
  return sql`select ${matchColumns} from ${contacts} where ${contacts.brandId} = ${brandId} and ${condition}`;
}

/** Contacts owning a row of `child` (their phones or emails) that meets the condition. */
function childWhere(
  brandId: string,
  child: typeof contactEmails | typeof contactPhones,
  condition: SQL,
): Lookup {
  return sql`select ${matchColumns} from ${child} join ${contacts}
    on ${contacts.brandId} = ${child.brandId} and ${contacts.id} = ${child.contactId}
    where ${child.brandId} = ${brandId} and ${condition}`;
}

export function namePrefixLookups(brandId: string, text: string): Lookup[] {
  const pattern = prefixPattern(text);
  return [
    contactsWhere(brandId, sql`lower(${contacts.firstName}) like ${pattern}`),
    contactsWhere(brandId, sql`lower(${contacts.lastName}) like ${pattern}`),
    contactsWhere(brandId, sql`${fullNameSql} like ${pattern}`),
  ];
}

export function emailPrefixLookups(brandId: string, text: string): Lookup[] {
  const pattern = prefixPattern(text);
  return [
    contactsWhere(brandId, sql`lower(${contacts.email}) like ${pattern}`),
    childWhere(brandId, contactEmails, sql`lower(${contactEmails.email}) like ${pattern}`),
  ];
}

/** Email addresses containing `text` anywhere (getProfiles): not indexable by a prefix index. */
export function emailContainsLookups(brandId: string, text: string): Lookup[] {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return [
    contactsWhere(brandId, sql`lower(${contacts.email}) like ${pattern}`),
    childWhere(brandId, contactEmails, sql`lower(${contactEmails.email}) like ${pattern}`),
  ];
}

function phoneLookups(brandId: string, condition: (column: SQL) => SQL): Lookup[] {
  return [
    contactsWhere(brandId, condition(sql`${contacts.contactPhone}`)),
    childWhere(brandId, contactPhones, condition(sql`${contactPhones.phoneNumber}`)),
  ];
}

/**
 * A whole number matches exactly (E.164); a few digits match numbers starting with them: after the
 * +, or after +1 as well when no + was typed (numbers parse as US by default, spec 000 §5).
 */
export function phoneLookupsFor(brandId: string, query: Extract<SearchableContactQuery, { kind: 'phone' }>) {
  if (query.e164) {
    const e164 = query.e164;
    return phoneLookups(brandId, (column) => sql`${column} = ${e164}`);
  }
  const prefixes = [`+${query.digits}%`];
  if (!query.international) prefixes.push(`+1${query.digits}%`);
  return prefixes.flatMap((prefix) => phoneLookups(brandId, (column) => sql`${column} like ${prefix}`));
}

export function externalIdLookup(brandId: string, text: string): Lookup {
  return contactsWhere(brandId, sql`${contacts.externalId} = ${text}`);
}

export function profileIdLookup(brandId: string, text: string): Lookup {
  return contactsWhere(brandId, sql`${contacts.profileId} = ${text}`);
}

/** spec 001 §5: the lookups of one typed text, by its kind. */
export function contactSearchLookups(brandId: string, query: SearchableContactQuery): Lookup[] {
  const lookups = [externalIdLookup(brandId, query.text)];
  switch (query.kind) {
    case 'phone':
      lookups.push(...phoneLookupsFor(brandId, query));
      break;
    case 'email':
      lookups.push(...emailPrefixLookups(brandId, query.text));
      break;
    case 'name':
      lookups.push(...namePrefixLookups(brandId, query.text));
      if (query.matchesEmailPrefix) lookups.push(...emailPrefixLookups(brandId, query.text));
      if (query.isProfileId) lookups.push(profileIdLookup(brandId, query.text));
      break;
  }
  return lookups;
}

/**
 * The ids of one page of the contacts any lookup finds (each branch its own index scan), most
 * recently updated first (or oldest first), ties by id.
 */
export function pageOfMatchesSql(
  lookups: Lookup[],
  options: { direction: 'asc' | 'desc'; limit: number; offset: number },
): SQL {
  const direction = sql.raw(options.direction === 'asc' ? 'asc' : 'desc');
  return sql`select "id" from (${sql.join(lookups, sql` union `)}) as "matches"
    order by "updated_at" ${direction}, "id" ${direction} limit ${options.limit} offset ${options.offset}`;
}
