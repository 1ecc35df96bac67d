import { REST_ERROR_TEXTS } from '@parley/core/texts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// spec 001 §5 / §7: the dial pad's contact search (the server detects the kind of text again and
// refuses what the browser would not send).

export type FoundContactPhone = { phoneNumber: string; label: string | null; isPrimary: boolean };
export type FoundContactEmail = { email: string; isPrimary: boolean };

export type FoundContact = {
  /** The profile id. */
  id: string;
  name: string | null;
  contactPhone: string | null;
  email: string | null;
  externalId: string | null;
  phones: FoundContactPhone[];
  emails: FoundContactEmail[];
};

export type ContactSearchPage = {
  kind: 'phone' | 'email' | 'name';
  page: number;
  hasMore: boolean;
  items: FoundContact[];
};

const SEARCH_CONTACTS_QUERY = `query SearchContacts($query: String!, $page: Int) {
  searchContacts(query: $query, page: $page) {
    kind page hasMore
    items {
      id name contactPhone email externalId
      phones { phoneNumber label isPrimary }
      emails { email isPrimary }
    }
  }
}`;

export async function searchContacts(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ContactSearchPage> {
  const data = await graphqlRequest<{ searchContacts: ContactSearchPage }>(
    SEARCH_CONTACTS_QUERY,
    { query, page },
    { signal, failureMessage: REST_ERROR_TEXTS.fetchingResults },
  );
  return data.searchContacts;
}
