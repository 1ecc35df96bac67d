import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import type { RecentActivityFilter } from '../../../shared/graphql/schema-types.generated.ts';
import {
  RecentActivityAgentsDocument,
  type RecentActivityAgentsQuery,
  RecentActivityContactDocument,
  RecentActivityContactsDocument,
  type RecentActivityContactsQuery,
  RecentActivityDocument,
  RecentActivityEventNamesDocument,
  type RecentActivityQuery,
} from './recent-activity.generated.ts';

// The recent-activity feed and what its filters offer (docs/recent-activity.md). The feed's failure
// is shown by the page (skipDefault: no toast); the pickers' leave them empty.

export type ActivityPage = RecentActivityQuery['recentActivity'];
export type ActivityItem = ActivityPage['items'][number];
export type AgentOption = RecentActivityAgentsQuery['agents'][number];
export type ContactOption = RecentActivityContactsQuery['searchContacts']['items'][number];

/** Items per page: the server's default (at most 100). */
export const ACTIVITY_PAGE_SIZE = 50;

/** Event types whose names the Type filter offers: the platform's events and the brand's own. */
const EVENT_TYPES = ['parley_voice_event', 'track'] as const;

export async function fetchActivityPage(
  filter: RecentActivityFilter,
  after: string | null,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const data = await graphqlRequest(
    RecentActivityDocument,
    { filter, after, limit: ACTIVITY_PAGE_SIZE },
    { signal, skipDefault: true },
  );
  return data.recentActivity;
}

export async function fetchAgentOptions(signal?: AbortSignal): Promise<AgentOption[]> {
  const data = await graphqlRequest(RecentActivityAgentsDocument, {}, { signal, skipDefault: true });
  return data.agents;
}

export async function searchContactOptions(query: string, signal?: AbortSignal): Promise<ContactOption[]> {
  const data = await graphqlRequest(RecentActivityContactsDocument, { query }, { signal, skipDefault: true });
  return data.searchContacts.items;
}

/** The contact a URL's profileId names, to label the filter. */
export async function fetchContactOption(profileId: string, signal?: AbortSignal): Promise<ContactOption> {
  const data = await graphqlRequest(
    RecentActivityContactDocument,
    { profileId },
    { signal, skipDefault: true },
  );
  return data.getProfile;
}

/** Every event name the brand has seen, platform and custom, alphabetical, plus page views. */
export async function fetchEventNameOptions(signal?: AbortSignal): Promise<string[]> {
  const lists = await Promise.all(
    EVENT_TYPES.map(async (eventType) => {
      const data = await graphqlRequest(
        RecentActivityEventNamesDocument,
        { eventType },
        { signal, skipDefault: true },
      );
      return data.getEventNames.items;
    }),
  );
  return [...new Set([...lists.flat(), 'page'])].sort((a, b) => a.localeCompare(b));
}
