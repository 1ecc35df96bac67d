import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import {
  CALL_COMMAND,
  callCommandName,
  GLOBAL_SEARCH_TEXTS,
  type GlobalSearchTabId,
  MIN_MATCH_LENGTH,
  rankSearchItems,
  type SearchGroup,
  SPOTLIGHT_CATEGORIES,
  type SpotlightItem,
} from '@parley/core/global-search/ranking';
import type { FoundContact } from '../../contact-search/api/contact-search-api.ts';
import type { ContactSearchState } from '../../contact-search/hooks/useContactSearch.ts';
import {
  agentDeskPathFor,
  contactEmail,
  contactPhoneNumbers,
  contactTitle,
} from '../../contact-search/utils/contact-display.ts';
import type { SearchableRoute } from './route-catalogue.ts';

// What each tab of the global search shows for a query (spec 001 §2, §9): pure, so the rules are
// tested without rendering.

export type GlobalSearchAction =
  /** `state`: what the page is handed (the desk's call link takes the contact's name). */
  { type: 'navigate'; path: string; state?: Record<string, unknown> } | { type: 'setQuery'; query: string };

export type GlobalSearchResult = {
  id: string;
  group: SearchGroup;
  label: string;
  description: string;
  action: GlobalSearchAction;
  /** The server matched it (by phone, say): ranked even when its texts do not contain the query. */
  preMatched?: boolean;
};

export type TabContent =
  | { kind: 'results'; results: GlobalSearchResult[]; loading: boolean }
  | { kind: 'message'; text: string }
  | { kind: 'loading' };

export type SearchSources = {
  routes: readonly SearchableRoute[];
  /** The server's items for the query (null until asked), already limited to reachable links. */
  spotlight: { items: readonly SpotlightItem[] | null; loading: boolean; failed: boolean };
  customers: ContactSearchState;
  /** The user may open the agent desktop, where "/call" leads. */
  canCall: boolean;
};

/** The tab "/call {name}" switches to, whatever tab was chosen. */
export function effectiveTab(chosen: GlobalSearchTabId, query: string): GlobalSearchTabId {
  return callCommandName(query) !== null ? 'customers' : chosen;
}

/** The name the Commands/Customers tab searches: after "/call", or the whole text. */
export function customerSearchText(query: string): string {
  return callCommandName(query) ?? query.trim();
}

const CALL_COMMAND_RESULT: GlobalSearchResult = {
  id: 'command:call',
  group: 'customers',
  label: GLOBAL_SEARCH_TEXTS.callCommandLabel,
  description: GLOBAL_SEARCH_TEXTS.callCommandDescription,
  action: { type: 'setQuery', query: `${CALL_COMMAND} ` },
};

function routeResults(routes: readonly SearchableRoute[]): GlobalSearchResult[] {
  return routes.map((route) => ({
    id: `route:${route.path}:${route.label}`,
    group: 'routes',
    label: route.label,
    description: route.description,
    action: { type: 'navigate', path: route.path },
  }));
}

const GROUP_OF_CATEGORY: Record<string, SearchGroup> = {
  [SPOTLIGHT_CATEGORIES.audience]: 'audience',
  [SPOTLIGHT_CATEGORIES.users]: 'users',
};

function spotlightResults(items: readonly SpotlightItem[], group?: SearchGroup): GlobalSearchResult[] {
  return items.flatMap(({ source }) => {
    const itemGroup = GROUP_OF_CATEGORY[source.category];
    if (!itemGroup || (group && itemGroup !== group)) return [];
    return [
      {
        id: `${itemGroup}:${source.url}`,
        group: itemGroup,
        label: source.title,
        description: source.description,
        action: { type: 'navigate', path: source.url },
        preMatched: true,
      },
    ];
  });
}

function customerResult(contact: FoundContact): GlobalSearchResult[] {
  const phone = contactPhoneNumbers(contact)[0];
  if (!phone) return []; // nothing to call
  const email = contactEmail(contact);
  return [
    {
      id: `customer:${contact.id}`,
      group: 'customers',
      label: contactTitle(contact),
      description: [formatPhoneForDisplay(phone), email].filter((part) => part !== null).join(' · '),
      // The desk opens the dial pad at step 2 for this contact (contact-search/DeskCallLink.tsx).
      action: {
        type: 'navigate',
        path: agentDeskPathFor(contact.id, phone),
        state: { contactName: contactTitle(contact) },
      },
    },
  ];
}

function customersContent(query: string, sources: SearchSources): TabContent {
  if (!sources.canCall) return { kind: 'message', text: GLOBAL_SEARCH_TEXTS.callNeedsAgentDesktop };
  if (customerSearchText(query) === '')
    return { kind: 'message', text: GLOBAL_SEARCH_TEXTS.startTypingCustomer };
  const search = sources.customers;
  switch (search.status) {
    case 'idle':
    case 'loading':
      return { kind: 'loading' };
    case 'refused':
      return { kind: 'message', text: search.message };
    case 'failed':
      return { kind: 'message', text: REST_ERROR_TEXTS.fetchingResults };
    case 'empty':
      return { kind: 'message', text: GLOBAL_SEARCH_TEXTS.noResults };
    case 'found': {
      const results = search.contacts.flatMap(customerResult);
      return results.length > 0
        ? { kind: 'results', results, loading: false }
        : { kind: 'message', text: GLOBAL_SEARCH_TEXTS.noResults };
    }
  }
}

function serverContent(query: string, sources: SearchSources, group: SearchGroup): TabContent {
  if (query.trim().length < MIN_MATCH_LENGTH)
    return { kind: 'message', text: CONTACT_SEARCH_TEXTS.minimumLength };
  const { items, loading, failed } = sources.spotlight;
  if (failed) return { kind: 'message', text: REST_ERROR_TEXTS.spotlightData };
  if (items === null || loading) return { kind: 'loading' };
  const results = rankSearchItems(spotlightResults(items, group), query);
  return results.length > 0
    ? { kind: 'results', results, loading: false }
    : { kind: 'message', text: GLOBAL_SEARCH_TEXTS.noResults };
}

function listOrEmpty(results: GlobalSearchResult[], loading: boolean): TabContent {
  if (results.length > 0) return { kind: 'results', results, loading };
  return loading ? { kind: 'loading' } : { kind: 'message', text: GLOBAL_SEARCH_TEXTS.noResults };
}

/** What the tab shows for the query. */
export function tabContent(tab: GlobalSearchTabId, query: string, sources: SearchSources): TabContent {
  switch (effectiveTab(tab, query)) {
    case 'all': {
      const commands = sources.canCall ? [CALL_COMMAND_RESULT] : [];
      const local = [...commands, ...routeResults(sources.routes)];
      if (query.trim().length < MIN_MATCH_LENGTH) return listOrEmpty(local, false);
      const remote = sources.spotlight.items ? spotlightResults(sources.spotlight.items) : [];
      return listOrEmpty(rankSearchItems([...local, ...remote], query), sources.spotlight.loading);
    }
    case 'routes':
      return listOrEmpty(rankSearchItems(routeResults(sources.routes), query), false);
    case 'audience':
      return serverContent(query, sources, 'audience');
    case 'users':
      return serverContent(query, sources, 'users');
    case 'aiAgents':
      return { kind: 'message', text: GLOBAL_SEARCH_TEXTS.aiAgentsNotBuilt };
    case 'journeys':
      return { kind: 'message', text: GLOBAL_SEARCH_TEXTS.journeysNotBuilt };
    case 'docs':
      return { kind: 'message', text: GLOBAL_SEARCH_TEXTS.docsNotBuilt };
    case 'customers':
      return customersContent(query, sources);
  }
}
