import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import { CONTACT_SEARCH_MAX_LENGTH, CONTACT_SEARCH_PAGE_SIZE } from '@parley/core/contacts/search';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { emailPrefixLookups, namePrefixLookups } from './contact-search-sql.ts';
import { type ContactProfilePage, findProfilesPage } from './search-contacts.ts';

const startsWith = z
  .object({
    starts_with: z
      .string()
      .trim()
      .max(CONTACT_SEARCH_MAX_LENGTH, `must be at most ${CONTACT_SEARCH_MAX_LENGTH} characters`)
      .nullish(),
  })
  .nullish();

/** spec 001 §7 getPhonesEmails: filterBy name or email starts_with, order updatedAt desc, page 0, size 25. */
export const phonesEmailsInput = z.object({
  filterBy: z.object({ name: startsWith, email: startsWith }).nullish(),
  order: z
    .object({
      field: z.string().pipe(z.literal('updatedAt', { message: 'must be updatedAt' })),
      direction: z
        .string()
        .nullish()
        .transform((value) => (value ?? 'desc').toLowerCase())
        .pipe(z.enum(['asc', 'desc'], { message: 'must be asc or desc' })),
    })
    .nullish(),
  page: pageNumberInput,
  size: pageSizeInput(CONTACT_SEARCH_PAGE_SIZE, CONTACT_SEARCH_PAGE_SIZE),
});
export type PhonesEmailsInput = z.input<typeof phonesEmailsInput>;

/**
 * A page of the brand's contacts (with their phones and emails) whose name (first, last or full)
 * or email address starts with the texts given (either matches); no filter lists every contact.
 * Most recently updated first unless the order says asc.
 */
export async function listPhonesEmails(
  db: DbExecutor,
  options: { brandId: string; input: PhonesEmailsInput },
): Promise<ContactProfilePage> {
  const { filterBy, order, page, size } = phonesEmailsInput.parse(options.input);
  const { brandId } = options;
  const name = filterBy?.name?.starts_with;
  const email = filterBy?.email?.starts_with;
  const lookups = [
    ...(name ? namePrefixLookups(brandId, name) : []),
    ...(email ? emailPrefixLookups(brandId, email) : []),
  ];
  return findProfilesPage(db, { brandId, lookups, direction: order?.direction ?? 'desc', page, size });
}
