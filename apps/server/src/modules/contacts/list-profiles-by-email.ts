import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import {
  CONTACT_SEARCH_MAX_LENGTH,
  CONTACT_SEARCH_MIN_LENGTH,
  CONTACT_SEARCH_PAGE_SIZE,
} from '@parley/core/contacts/search';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { emailContainsLookups } from './contact-search-sql.ts';
import { type ContactProfilePage, findProfilesPage } from './search-contacts.ts';

/** spec 001 §7 getProfiles(filter: { email: { contains } }). */
export const profilesByEmailInput = z.object({
  filter: z.object({
    email: z.object({
      contains: z
        .string()
        .trim()
        .max(CONTACT_SEARCH_MAX_LENGTH, `must be at most ${CONTACT_SEARCH_MAX_LENGTH} characters`),
    }),
  }),
  page: pageNumberInput,
  size: pageSizeInput(CONTACT_SEARCH_PAGE_SIZE, CONTACT_SEARCH_PAGE_SIZE),
});
export type ProfilesByEmailInput = z.input<typeof profilesByEmailInput>;

/**
 * The brand's contacts with an email address (main or any) containing the text, case-insensitive,
 * most recently updated first. "Contains" cannot use a prefix index: the lookup reads the brand's
 * addresses, which is why the text needs 2 characters and a page holds at most 25 (docs/search.md).
 */
export async function listProfilesByEmail(
  db: DbExecutor,
  options: { brandId: string; input: ProfilesByEmailInput },
): Promise<ContactProfilePage> {
  const { filter, page, size } = profilesByEmailInput.parse(options.input);
  if (filter.email.contains.length < CONTACT_SEARCH_MIN_LENGTH) {
    throw new AppError('validation_failed', CONTACT_SEARCH_TEXTS.minimumLength, {
      field: 'filter.email.contains',
    });
  }
  return findProfilesPage(db, {
    brandId: options.brandId,
    lookups: emailContainsLookups(options.brandId, filter.email.contains),
    page,
    size,
  });
}
