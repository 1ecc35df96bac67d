import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { SearchContactsDocument, type SearchContactsQuery } from './contact-search.generated.ts';

// spec 001 §5 / §7: the dial pad's contact search (the server detects the kind of text again and
// refuses what the browser would not send).

export type ContactSearchPage = SearchContactsQuery['searchContacts'];
export type FoundContact = ContactSearchPage['items'][number];
export type FoundContactPhone = FoundContact['phones'][number];
export type FoundContactEmail = FoundContact['emails'][number];

export async function searchContacts(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ContactSearchPage> {
  const data = await graphqlRequest(
    SearchContactsDocument,
    { query, page },
    { signal, failureMessage: REST_ERROR_TEXTS.fetchingResults },
  );
  return data.searchContacts;
}
