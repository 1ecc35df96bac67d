import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { jsonObject } from '../../../shared/graphql/json-scalar.ts';
import {
  ContactListContactsDocument,
  ContactListDocument,
  ContactListsDocument,
  ContactListTeamsDocument,
  type ContactListTeamsQuery,
  type ContactListViewFragment,
  CreateContactListDocument,
  DeleteContactListDocument,
  type ListedContactsFragment,
  MyContactsDocument,
  UpdateContactListDocument,
} from './contact-lists.generated.ts';

// Contact lists over GraphQL (spec 002 §7; apps/server/src/modules/contact-lists/saved-views.graphql.ts).
// Mutations skip the client's default toasts: the caller shows the spec's texts (spec 002 §8).

/** spec 002 §7 getAllSavedViewsForPage item; its pageQuery is JSON text (joinType, dynamicConditions, sortBy, order, keyType). */
export type SavedView = ContactListViewFragment;

export type SavedViewVariables = {
  name: string;
  page: string;
  pageQuery: string;
  shareWithAllUsers: boolean;
  teamIds: string[];
};

export type Team = ContactListTeamsQuery['getTeams'][number];

type ListedContactsAnswer = ListedContactsFragment;

/** A contact of a list, its custom and reverse-lookup properties as objects. */
export type ListedContact = Omit<
  ListedContactsAnswer['items'][number],
  'customProperties' | 'rvProperties'
> & {
  customProperties: Record<string, unknown>;
  rvProperties: Record<string, unknown>;
};

/** At most `limit` (500) contacts and how many match in all. */
export type ListedContacts = Omit<ListedContactsAnswer, 'items'> & { items: ListedContact[] };

function toListedContacts(answer: ListedContactsAnswer): ListedContacts {
  return {
    ...answer,
    items: answer.items.map((contact) => ({
      ...contact,
      customProperties: jsonObject(contact.customProperties),
      rvProperties: jsonObject(contact.rvProperties),
    })),
  };
}

export type ContactSort = {
  sortBy: string | null;
  order: 'asc' | 'desc';
  keyType: 'string' | 'number' | 'datetime' | null;
};

export async function fetchSavedViews(page: string, signal?: AbortSignal): Promise<SavedView[]> {
  const data = await graphqlRequest(
    ContactListsDocument,
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
  const data = await graphqlRequest(ContactListDocument, { id }, { signal, skipDefault: true });
  return data.savedView;
}

export async function createSavedView(variables: SavedViewVariables): Promise<SavedView> {
  const data = await graphqlRequest(CreateContactListDocument, variables, { skipDefault: true });
  return data.createSavedView;
}

export async function updateSavedView(id: string, variables: SavedViewVariables): Promise<SavedView> {
  const data = await graphqlRequest(UpdateContactListDocument, { id, ...variables }, { skipDefault: true });
  return data.updateSavedView;
}

export async function deleteSavedView(id: string): Promise<string> {
  const data = await graphqlRequest(DeleteContactListDocument, { id }, { skipDefault: true });
  return data.deleteSavedView.id;
}

/** spec 002 §7 getTeams: the brand's teams a list can be shared with. */
export async function fetchTeams(signal?: AbortSignal): Promise<Team[]> {
  const data = await graphqlRequest(
    ContactListTeamsDocument,
    {},
    {
      signal,
    },
  );
  return data.getTeams;
}

export async function fetchSavedViewContacts(id: string, signal?: AbortSignal): Promise<ListedContacts> {
  const data = await graphqlRequest(ContactListContactsDocument, { id }, { signal });
  return toListedContacts(data.savedViewContacts);
}

export async function fetchMyContacts(sort: ContactSort, signal?: AbortSignal): Promise<ListedContacts> {
  const data = await graphqlRequest(MyContactsDocument, sort, { signal });
  return toListedContacts(data.myContacts);
}
