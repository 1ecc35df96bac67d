import { CONTACT_SEARCH_PAGE_SIZE } from '@parley/core/contact-search';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';

// The audience pages read the contacts module's calls (spec 001 §7): getPhonesEmails to browse,
// searchContacts to search (spec 001 §5 rules), getProfile to open one, and the activity feed
// GET /profile-feeds/profile/{profileId without dashes}.

export type AudienceContact = {
  profileId: string;
  name: string | null;
  contactPhone: string | null;
  email: string | null;
  externalId: string | null;
  updatedAt: string;
};

export type AudiencePage = { items: AudienceContact[]; page: number; size: number; hasMore: boolean };

const ROW_FIELDS = 'items { profileId name contactPhone email externalId updatedAt } page size hasMore';

/** Every contact of the brand, most recently updated first, 25 a page. */
export async function fetchAllContacts(page: number, signal?: AbortSignal): Promise<AudiencePage> {
  const data = await graphqlRequest<{ getPhonesEmails: AudiencePage }>(
    `query AudienceContacts($page: Int, $size: Int, $order: PhonesEmailsOrderInput) {
      getPhonesEmails(page: $page, size: $size, order: $order) { ${ROW_FIELDS} }
    }`,
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
  const data = await graphqlRequest<{ searchContacts: AudiencePage }>(
    `query AudienceSearch($query: String!, $page: Int, $size: Int) {
      searchContacts(query: $query, page: $page, size: $size) { ${ROW_FIELDS} }
    }`,
    { query, page, size: CONTACT_SEARCH_PAGE_SIZE },
    { signal, failureMessage: AUDIENCE_TEXTS.loadFailed },
  );
  return data.searchContacts;
}

type OptIn = { subscribed: boolean };

export type AudienceProfile = {
  profileId: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  contactPhone: string | null;
  email: string | null;
  externalId: string | null;
  optIn: boolean;
  customProperties: Record<string, unknown>;
  rvProperties: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  phones: {
    label: string | null;
    phoneNumber: string;
    isPrimary: boolean;
    smsOptIn: OptIn;
    voiceOptIn: OptIn;
  }[];
  emails: { label: string | null; email: string; isPrimary: boolean; emailOptIn: OptIn }[];
};

/** spec 001 §7 getProfile(profileId); an unknown one toasts 'Contact not found'. */
export async function fetchProfile(profileId: string, signal?: AbortSignal): Promise<AudienceProfile> {
  const data = await graphqlRequest<{ getProfile: AudienceProfile }>(
    `query AudienceProfile($profileId: String) {
      getProfile(profileId: $profileId) {
        profileId name firstName lastName contactPhone email externalId optIn customProperties rvProperties
        createdAt updatedAt
        phones { label phoneNumber isPrimary smsOptIn { subscribed } voiceOptIn { subscribed } }
        emails { label email isPrimary emailOptIn { subscribed } }
      }
    }`,
    { profileId },
    { signal, notFoundMessage: AUDIENCE_TEXTS.contactNotFound },
  );
  return data.getProfile;
}

export type FeedItem = {
  id: string;
  eventType: string;
  eventName: string;
  properties: Record<string, unknown>;
  occurredAt: string;
  receivedAt: string;
};

/** The newest activity first; spec 001 §7 passes `limit`. */
export const PROFILE_FEED_LIMIT = 50;

/** spec 001 §7: the id goes "without dashes" (a UUID-shaped profile id loses its dashes). */
export function feedProfileId(profileId: string): string {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(profileId)
    ? profileId.replaceAll('-', '')
    : profileId;
}

/** spec 001 §7 GET /profile-feeds/profile/{id}?limit (5 retries); failure: 'Could not load activity feed for {id}'. */
export async function fetchProfileFeed(profileId: string, signal?: AbortSignal): Promise<FeedItem[]> {
  const id = feedProfileId(profileId);
  const message = AUDIENCE_TEXTS.feedFailed(id);
  const page = await apiRequest<{ items: FeedItem[] }>(
    `/profile-feeds/profile/${encodeURIComponent(id)}?limit=${PROFILE_FEED_LIMIT}`,
    { signal, retries: 5, notFoundMessage: message, failureMessage: message },
  );
  return page.items;
}
