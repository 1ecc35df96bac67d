import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// Contact lists over GraphQL (spec 002 §7; apps/server/src/modules/saved-views/saved-views.graphql.ts).
// Mutations skip the client's default toasts: the caller shows the spec's texts (spec 002 §8).

/** spec 002 §7 getAllSavedViewsForPage item. */
export type SavedView = {
  id: string;
  isDefault: boolean;
  name: string;
  page: string;
  shareWithAllUsers: boolean;
  teams: { id: string }[];
  /** JSON text: joinType, dynamicConditions, sortBy, order, keyType. */
  pageQuery: string;
  createdBy: string | null;
  createdById: string | null;
};

export type SavedViewVariables = {
  name: string;
  page: string;
  pageQuery: string;
  shareWithAllUsers: boolean;
  teamIds: string[];
};

export type Team = { id: string; name: string };

export type ListedContact = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  contactPhone: string | null;
  externalId: string | null;
  leadScore: number | null;
  homepageUrl: string | null;
  shortUrl: string | null;
  optIn: boolean;
  customProperties: Record<string, unknown>;
  rvProperties: Record<string, unknown>;
  contactCreatedAt: string;
  createdAt: string;
  updatedAt: string;
};

/** At most `limit` (500) contacts and how many match in all. */
export type ListedContacts = { items: ListedContact[]; total: number; limit: number };

export type ContactSort = {
  sortBy: string | null;
  order: 'asc' | 'desc';
  keyType: 'string' | 'number' | 'datetime' | null;
};

const VIEW_FIELDS = 'id isDefault name page shareWithAllUsers teams { id } pageQuery createdBy createdById';
const CONTACT_FIELDS = `total limit items { id firstName lastName email contactPhone externalId leadScore homepageUrl shortUrl optIn
  customProperties rvProperties contactCreatedAt createdAt updatedAt }`;

export async function fetchSavedViews(page: string, signal?: AbortSignal): Promise<SavedView[]> {
  const data = await graphqlRequest<{ getAllSavedViewsForPage: { items: SavedView[] } }>(
    `query ContactLists($page: String!) { getAllSavedViewsForPage(page: $page) { items { ${VIEW_FIELDS} } } }`,
    { page },
    {
      signal,
      failureMessage: CONTACT_LIST_TEXTS.savedViewsLoadFailed,
      notFoundMessage: CONTACT_LIST_TEXTS.savedViewsLoadFailed,
    },
  );
  return data.getAllSavedViewsForPage.items;
}

/**
 * savedView(id): one list the user may open that the navigation's lists lack (an admin or supervisor
 * opening another user's private list from Settings › Contact Lists). Not found: no toast, the page
 * says so.
 */
export async function fetchSavedView(id: string, signal?: AbortSignal): Promise<SavedView> {
  const data = await graphqlRequest<{ savedView: SavedView }>(
    `query ContactList($id: ID!) { savedView(id: $id) { ${VIEW_FIELDS} } }`,
    { id },
    { signal, skipDefault: true },
  );
  return data.savedView;
}

export async function createSavedView(variables: SavedViewVariables): Promise<SavedView> {
  const data = await graphqlRequest<{ createSavedView: SavedView }>(
    `mutation CreateContactList($name: String!, $pageQuery: String!, $page: String!, $shareWithAllUsers: Boolean!, $teamIds: [ID!]!) {
      createSavedView(name: $name, pageQuery: $pageQuery, page: $page, shareWithAllUsers: $shareWithAllUsers, teamIds: $teamIds) { ${VIEW_FIELDS} }
    }`,
    variables,
    { skipDefault: true },
  );
  return data.createSavedView;
}

export async function updateSavedView(id: string, variables: SavedViewVariables): Promise<SavedView> {
  const data = await graphqlRequest<{ updateSavedView: SavedView }>(
    `mutation UpdateContactList($id: ID!, $name: String!, $pageQuery: String!, $page: String!, $shareWithAllUsers: Boolean!, $teamIds: [ID!]!) {
      updateSavedView(id: $id, name: $name, pageQuery: $pageQuery, page: $page, shareWithAllUsers: $shareWithAllUsers, teamIds: $teamIds) { ${VIEW_FIELDS} }
    }`,
    { id, ...variables },
    { skipDefault: true },
  );
  return data.updateSavedView;
}

export async function deleteSavedView(id: string): Promise<string> {
  const data = await graphqlRequest<{ deleteSavedView: { id: string } }>(
    'mutation DeleteContactList($id: ID!) { deleteSavedView(id: $id) { id } }',
    { id },
    { skipDefault: true },
  );
  return data.deleteSavedView.id;
}

/** spec 002 §7 getTeams: the brand's teams a list can be shared with. */
export async function fetchTeams(signal?: AbortSignal): Promise<Team[]> {
  const data = await graphqlRequest<{ getTeams: Team[] }>(
    'query ContactListTeams { getTeams { id name } }',
    {},
    {
      signal,
    },
  );
  return data.getTeams;
}

export async function fetchSavedViewContacts(id: string, signal?: AbortSignal): Promise<ListedContacts> {
  const data = await graphqlRequest<{ savedViewContacts: ListedContacts }>(
    `query ContactListContacts($id: ID!) { savedViewContacts(id: $id) { ${CONTACT_FIELDS} } }`,
    { id },
    { signal },
  );
  return data.savedViewContacts;
}

export async function fetchMyContacts(sort: ContactSort, signal?: AbortSignal): Promise<ListedContacts> {
  const data = await graphqlRequest<{ myContacts: ListedContacts }>(
    `query MyContacts($sortBy: String, $order: ContactListSortOrder, $keyType: ContactListSortKeyType) {
      myContacts(sortBy: $sortBy, order: $order, keyType: $keyType) { ${CONTACT_FIELDS} }
    }`,
    sort,
    { signal },
  );
  return data.myContacts;
}
