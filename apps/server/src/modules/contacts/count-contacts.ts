import {
  CONTACT_SEARCH_MAX_LENGTH,
  detectContactSearch,
  normalizeSearchText,
} from '@parley/core/contacts/search';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { contactSearchLookups } from './contact-search-sql.ts';
import { contacts } from './contacts.tables.ts';

/**
 * Contacts are counted up to this many; past it the count says "at least" (the audience shows
 * "10,000+"). An exact count of a large brand's contacts, or of a common prefix, would read every
 * matching index entry on each keystroke (docs/audience.md "Total").
 */
export const CONTACT_COUNT_CAP = 10_000;

export const contactCountInput = z.object({
  query: z
    .string()
    .max(CONTACT_SEARCH_MAX_LENGTH, `must be at most ${CONTACT_SEARCH_MAX_LENGTH} characters`)
    .nullish(),
});
export type ContactCountInput = z.input<typeof contactCountInput>;

/** `capped`: more contacts match than were counted, and `count` is the cap. */
export type ContactCount = { count: number; capped: boolean };

/** Every contact of the brand, at most `limit` index entries read (contacts_* indexes lead with brand_id). */
function allContactsSql(brandId: string, limit: number): SQL {
  return sql`select count(*)::int as "count" from (
    select 1 from ${contacts} where ${contacts.brandId} = ${brandId} limit ${limit}) as "counted"`;
}

/**
 * The distinct contacts the lookups find, each lookup cut at `limit` rows before the union: every
 * branch stays a bounded index range scan, however many contacts a short prefix matches.
 */
export function countMatchesSql(lookups: SQL[], limit: number): SQL {
  const branches = lookups.map((lookup) => sql`(select "id" from (${lookup}) as "branch" limit ${limit})`);
  return sql`select count(*)::int as "count" from (${sql.join(branches, sql` union `)}) as "matches"`;
}

/**
 * How many of the brand's contacts the audience search matches: every contact without a text, else
 * the contact search of spec 001 §5 (same kinds, same refusals as searchContacts), counted up to
 * CONTACT_COUNT_CAP (`cap`: tests count a smaller brand).
 */
export async function countContacts(
  db: DbExecutor,
  options: { brandId: string; input: ContactCountInput; cap?: number },
): Promise<ContactCount> {
  const text = normalizeSearchText(contactCountInput.parse(options.input).query ?? '');
  const { brandId, cap = CONTACT_COUNT_CAP } = options;
  const limit = cap + 1;
  let statement: SQL;
  if (text === '') statement = allContactsSql(brandId, limit);
  else {
    const query = detectContactSearch(text);
    if (query.kind === 'tooShort') {
      throw new AppError('validation_failed', CONTACT_SEARCH_TEXTS.minimumLength, { field: 'query' });
    }
    if (query.kind === 'invalidPhone') {
      throw new AppError('validation_failed', CONTACT_SEARCH_TEXTS.invalidPhone, { field: 'query' });
    }
    statement = countMatchesSql(contactSearchLookups(brandId, query), limit);
  }
  const result = await db.execute<{ count: number }>(statement);
  // node-postgres and PGlite both answer with { rows }.
  const count = (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}
