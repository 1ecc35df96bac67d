import { type FetchCall, installFetch, withCsrf } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { SearchContactsDocument } from '../api/contact-search.generated.ts';
import type { ContactSearchPage, FoundContact } from '../api/contact-search-api.ts';

// A scripted server for the contact search: answers searchContacts from a list of contacts by a
// simple name / number / email prefix, 25 a page, and records every call.

export function foundContact(overrides: Partial<FoundContact> & { id: string }): FoundContact {
  return {
    name: null,
    contactPhone: null,
    email: null,
    externalId: null,
    phones: [],
    emails: [],
    ...overrides,
  };
}

export const ADA = foundContact({
  id: 'pr0123456789abcdef0123451a',
  name: 'Ada Lovelace',
  contactPhone: '+14155550100',
  email: 'ada@analytical.org',
  phones: [
    { phoneNumber: '+14155550100', label: 'mobile', isPrimary: true },
    { phoneNumber: '+442071838750', label: 'work', isPrimary: false },
  ],
  emails: [{ email: 'ada@analytical.org', isPrimary: true }],
});

export const ADAM = foundContact({
  id: 'pr0123456789abcdef0123452b',
  name: 'Adam Smith',
  email: 'adam@nations.co.uk',
  emails: [{ email: 'adam@nations.co.uk', isPrimary: true }],
});

type Variables = { query: string; page: number };

export function searchVariables(call: FetchCall): Variables {
  // The recorded body is the parsed JSON the client sent: a GraphQL request with its variables.
  return (call.body as { variables: Variables }).variables;
}

function matches(contact: FoundContact, query: string): boolean {
  const text = query.toLowerCase();
  const digits = text.replace(/\D/g, '');
  return (
    (contact.name ?? '').toLowerCase().startsWith(text) ||
    (contact.email ?? '').toLowerCase().startsWith(text) ||
    (digits.length > 0 &&
      contact.phones.some((phone) => phone.phoneNumber.replace(/\D/g, '').includes(digits)))
  );
}

export function installContactSearchServer(contacts: FoundContact[] = [ADA, ADAM]) {
  const { calls } = installFetch(
    withCsrf((call) => {
      const { query, page } = searchVariables(call);
      const found = contacts.filter((contact) => matches(contact, query));
      const answer: ContactSearchPage = {
        kind: /^[\d+\-() ]+$/.test(query) ? 'phone' : query.includes('@') ? 'email' : 'name',
        page,
        hasMore: found.length > (page + 1) * 25,
        items: found.slice(page * 25, (page + 1) * 25),
      };
      return graphqlData(SearchContactsDocument, { searchContacts: answer });
    }),
  );
  return { searchCalls: () => calls.filter((call) => call.url === '/api/graphql') };
}
