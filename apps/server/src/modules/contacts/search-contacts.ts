import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import {
  CONTACT_SEARCH_MAX_LENGTH,
  CONTACT_SEARCH_PAGE_SIZE,
  detectContactSearch,
  type SearchableContactQuery,
} from '@parley/core/contacts/search';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type ContactProfile, loadProfiles } from './contact-profile.ts';
import { contactSearchLookups, pageOfMatchesSql } from './contact-search-sql.ts';
import { contacts } from './contacts.tables.ts';

/** The contact search call: a text, a page (0-based) and a size up to the spec's 25. */
export const contactSearchInput = z.object({
  query: z.string().max(CONTACT_SEARCH_MAX_LENGTH, `must be at most ${CONTACT_SEARCH_MAX_LENGTH} characters`),
  page: pageNumberInput,
  size: pageSizeInput(CONTACT_SEARCH_PAGE_SIZE, CONTACT_SEARCH_PAGE_SIZE),
});
export type ContactSearchInput = z.input<typeof contactSearchInput>;

export type ContactProfilePage = { items: ContactProfile[]; page: number; size: number; hasMore: boolean };

/**
 * One page of the brand's contacts found by any of the lookups (contact-search-sql.ts), most
 * recently updated first unless `direction` is asc; no lookups: every contact. `hasMore` says
 * whether another page follows (one extra row is read to know).
 */
export async function findProfilesPage(
  db: DbExecutor,
  options: {
    brandId: string;
    lookups: SQL[];
    direction?: 'asc' | 'desc';
    page: number;
    size: number;
  },
): Promise<ContactProfilePage> {
  const { brandId, lookups, page, size } = options;
  const direction = options.direction ?? 'desc';
  const order = direction === 'asc' ? asc : desc;
  const orderBy = [order(contacts.updatedAt), order(contacts.id)];
  const limit = size + 1;
  const offset = page * size;
  let rows: ContactProfile[];
  if (lookups.length === 0) {
    rows = await loadProfiles(db, { brandId, orderBy, limit, offset });
  } else {
    const matches = await db.execute<{ id: string }>(pageOfMatchesSql(lookups, { direction, limit, offset }));
    // node-postgres and PGlite both answer with { rows }.
    const ids = (matches as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    rows =
      ids.length === 0
        ? []
        : await loadProfiles(db, { brandId, where: inArray(contacts.id, ids), orderBy, limit });
  }
  return { items: rows.slice(0, size), page, size, hasMore: rows.length > size };
}

/** One page of the contacts a detected search finds (spec 001 §5), most recently updated first. */
export function findContactsByQuery(
  db: DbExecutor,
  options: { brandId: string; query: SearchableContactQuery; page: number; size: number },
): Promise<ContactProfilePage> {
  const { brandId, query, page, size } = options;
  return findProfilesPage(db, { brandId, lookups: contactSearchLookups(brandId, query), page, size });
}

/**
 * The dial pad's contact search (spec 001 §5): the text's kind decides what it matches; under 2
 * characters or an invalid phone number of 10 characters or more is refused with the spec's text.
 */
export async function searchContacts(
  db: DbExecutor,
  options: { brandId: string; input: ContactSearchInput },
): Promise<ContactProfilePage & { kind: SearchableContactQuery['kind'] }> {
  const { query: text, page, size } = contactSearchInput.parse(options.input);
  const query = detectContactSearch(text);
  if (query.kind === 'tooShort') {
    throw new AppError('validation_failed', CONTACT_SEARCH_TEXTS.minimumLength, { field: 'query' });
  }
  if (query.kind === 'invalidPhone') {
    throw new AppError('validation_failed', CONTACT_SEARCH_TEXTS.invalidPhone, { field: 'query' });
  }
  const result = await findContactsByQuery(db, { brandId: options.brandId, query, page, size });
  return { ...result, kind: query.kind };
}
