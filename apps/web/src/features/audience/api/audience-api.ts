import { CONTACT_SEARCH_PAGE_SIZE } from '@parley/core/contacts/search';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { jsonObject } from '../../../shared/graphql/json-scalar.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import {
  AudienceContactsDocument,
  type AudienceContactsQuery,
  AudienceProfileDocument,
  type AudienceProfileQuery,
  AudienceSearchDocument,
  AudienceTotalDocument,
  type AudienceTotalQuery,
} from './audience.generated.ts';

// The audience pages read the contacts module's calls (spec 001 §7): getPhonesEmails to browse,
// searchContacts to search (spec 001 §5 rules), getProfile to open one, and the activity feed
// GET /profile-feeds/profile/{profileId without dashes}.

/** The search answers the same page shape (the server's ContactSearchPage). */
export type AudiencePage = AudienceContactsQuery['getPhonesEmails'];
export type AudienceContact = AudiencePage['items'][number];

/** Every contact of the brand, most recently updated first, 25 a page. */
export async function fetchAllContacts(page: number, signal?: AbortSignal): Promise<AudiencePage> {
  const data = await graphqlRequest(
    AudienceContactsDocument,
    { page, size: CONTACT_SEARCH_PAGE_SIZE, order: { field: 'updatedAt', direction: 'desc' } },
    { signal, failureMessage: AUDIENCE_TEXTS.loadFailed },
  );
  return data.getPhonesEmails;
}

/** Contacts matching a name, phone number, email or external id (spec 001 §5), 25 a page. */
export async function searchAudience(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<AudiencePage> {
  const data = await graphqlRequest(
    AudienceSearchDocument,
    { query, page, size: CONTACT_SEARCH_PAGE_SIZE },
    { signal, failureMessage: AUDIENCE_TEXTS.loadFailed },
  );
  return data.searchContacts;
}

/** How many contacts match; `capped`: more than the server counts (10,000), shown as "10,000+". */
export type AudienceTotal = AudienceTotalQuery['countContacts'];

/**
 * The total of the list shown: every contact for an empty text, else the search's matches. No toast
 * when it fails: the list beside it says whether contacts load, and the total is left out.
 */
export async function fetchAudienceTotal(query: string, signal?: AbortSignal): Promise<AudienceTotal> {
  const data = await graphqlRequest(
    AudienceTotalDocument,
    { query: query === '' ? null : query },
    { signal, skipDefault: true },
  );
  return data.countContacts;
}

/** A contact's profile, its custom and reverse-lookup properties as objects. */
export type AudienceProfile = Omit<
  AudienceProfileQuery['getProfile'],
  'customProperties' | 'rvProperties'
> & {
  customProperties: Record<string, unknown>;
  rvProperties: Record<string, unknown>;
};

/** spec 001 §7 getProfile(profileId); an unknown one toasts 'Contact not found'. */
export async function fetchProfile(profileId: string, signal?: AbortSignal): Promise<AudienceProfile> {
  const data = await graphqlRequest(
    AudienceProfileDocument,
    { profileId },
    { signal, notFoundMessage: AUDIENCE_TEXTS.contactNotFound },
  );
  const profile = data.getProfile;
  return {
    ...profile,
    customProperties: jsonObject(profile.customProperties),
    rvProperties: jsonObject(profile.rvProperties),
  };
}

/** spec 001 §7: the id goes "without dashes" (a UUID-shaped profile id loses its dashes). */
export function feedProfileId(profileId: string): string {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(profileId)
    ? profileId.replaceAll('-', '')
    : profileId;
}
