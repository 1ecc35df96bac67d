// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContactListSortKeyType =
  | 'datetime'
  | 'number'
  | 'string';

export type ContactListSortOrder =
  | 'asc'
  | 'desc';

export type ContactListViewFragment = { id: string, isDefault: boolean, name: string, page: string, shareWithAllUsers: boolean, pageQuery: string, createdBy: string | null, createdById: string | null, teams: Array<{ id: string }> };

export type ListedContactsFragment = { total: number, limit: number, items: Array<{ id: string, firstName: string | null, lastName: string | null, email: string | null, contactPhone: string | null, externalId: string | null, leadScore: number | null, homepageUrl: string | null, shortUrl: string | null, optIn: boolean, customProperties: unknown, rvProperties: unknown, contactCreatedAt: string, createdAt: string, updatedAt: string }> };

export type ContactListsQueryVariables = Exact<{
  page: string;
}>;


export type ContactListsQuery = { getAllSavedViewsForPage: { items: Array<{ id: string, isDefault: boolean, name: string, page: string, shareWithAllUsers: boolean, pageQuery: string, createdBy: string | null, createdById: string | null, teams: Array<{ id: string }> }> } };

export type ContactListQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactListQuery = { savedView: { id: string, isDefault: boolean, name: string, page: string, shareWithAllUsers: boolean, pageQuery: string, createdBy: string | null, createdById: string | null, teams: Array<{ id: string }> } };

export type CreateContactListMutationVariables = Exact<{
  name: string;
  pageQuery: string;
  page: string;
  shareWithAllUsers: boolean;
  teamIds: Array<string | number> | string | number;
}>;


export type CreateContactListMutation = { createSavedView: { id: string, isDefault: boolean, name: string, page: string, shareWithAllUsers: boolean, pageQuery: string, createdBy: string | null, createdById: string | null, teams: Array<{ id: string }> } };

export type UpdateContactListMutationVariables = Exact<{
  id: string | number;
  name: string;
  pageQuery: string;
  page: string;
  shareWithAllUsers: boolean;
  teamIds: Array<string | number> | string | number;
}>;


export type UpdateContactListMutation = { updateSavedView: { id: string, isDefault: boolean, name: string, page: string, shareWithAllUsers: boolean, pageQuery: string, createdBy: string | null, createdById: string | null, teams: Array<{ id: string }> } };

export type DeleteContactListMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteContactListMutation = { deleteSavedView: { id: string } };

export type ContactListTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactListTeamsQuery = { getTeams: Array<{ id: string, name: string }> };

export type ContactListContactsQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactListContactsQuery = { savedViewContacts: { total: number, limit: number, items: Array<{ id: string, firstName: string | null, lastName: string | null, email: string | null, contactPhone: string | null, externalId: string | null, leadScore: number | null, homepageUrl: string | null, shortUrl: string | null, optIn: boolean, customProperties: unknown, rvProperties: unknown, contactCreatedAt: string, createdAt: string, updatedAt: string }> } };

export type MyContactsQueryVariables = Exact<{
  sortBy?: string | null | undefined;
  order?: Types.ContactListSortOrder | null | undefined;
  keyType?: Types.ContactListSortKeyType | null | undefined;
}>;


export type MyContactsQuery = { myContacts: { total: number, limit: number, items: Array<{ id: string, firstName: string | null, lastName: string | null, email: string | null, contactPhone: string | null, externalId: string | null, leadScore: number | null, homepageUrl: string | null, shortUrl: string | null, optIn: boolean, customProperties: unknown, rvProperties: unknown, contactCreatedAt: string, createdAt: string, updatedAt: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ContactListViewFragmentDoc = new TypedDocumentString(`
    fragment ContactListView on SavedView {
  id
  isDefault
  name
  page
  shareWithAllUsers
  teams {
    id
  }
  pageQuery
  createdBy
  createdById
}
    `, {"fragmentName":"ContactListView"}) as unknown as TypedDocumentString<ContactListViewFragment, unknown>;
export const ListedContactsFragmentDoc = new TypedDocumentString(`
    fragment ListedContacts on ContactListContacts {
  total
  limit
  items {
    id
    firstName
    lastName
    email
    contactPhone
    externalId
    leadScore
    homepageUrl
    shortUrl
    optIn
    customProperties
    rvProperties
    contactCreatedAt
    createdAt
    updatedAt
  }
}
    `, {"fragmentName":"ListedContacts"}) as unknown as TypedDocumentString<ListedContactsFragment, unknown>;
export const ContactListsDocument = new TypedDocumentString(`
    query ContactLists($page: String!) {
  getAllSavedViewsForPage(page: $page) {
    items {
      ...ContactListView
    }
  }
}
    fragment ContactListView on SavedView {
  id
  isDefault
  name
  page
  shareWithAllUsers
  teams {
    id
  }
  pageQuery
  createdBy
  createdById
}`) as unknown as TypedDocumentString<ContactListsQuery, ContactListsQueryVariables>;
export const ContactListDocument = new TypedDocumentString(`
    query ContactList($id: ID!) {
  savedView(id: $id) {
    ...ContactListView
  }
}
    fragment ContactListView on SavedView {
  id
  isDefault
  name
  page
  shareWithAllUsers
  teams {
    id
  }
  pageQuery
  createdBy
  createdById
}`) as unknown as TypedDocumentString<ContactListQuery, ContactListQueryVariables>;
export const CreateContactListDocument = new TypedDocumentString(`
    mutation CreateContactList($name: String!, $pageQuery: String!, $page: String!, $shareWithAllUsers: Boolean!, $teamIds: [ID!]!) {
  createSavedView(
    name: $name
    pageQuery: $pageQuery
    page: $page
    shareWithAllUsers: $shareWithAllUsers
    teamIds: $teamIds
  ) {
    ...ContactListView
  }
}
    fragment ContactListView on SavedView {
  id
  isDefault
  name
  page
  shareWithAllUsers
  teams {
    id
  }
  pageQuery
  createdBy
  createdById
}`) as unknown as TypedDocumentString<CreateContactListMutation, CreateContactListMutationVariables>;
export const UpdateContactListDocument = new TypedDocumentString(`
    mutation UpdateContactList($id: ID!, $name: String!, $pageQuery: String!, $page: String!, $shareWithAllUsers: Boolean!, $teamIds: [ID!]!) {
  updateSavedView(
    id: $id
    name: $name
    pageQuery: $pageQuery
    page: $page
    shareWithAllUsers: $shareWithAllUsers
    teamIds: $teamIds
  ) {
    ...ContactListView
  }
}
    fragment ContactListView on SavedView {
  id
  isDefault
  name
  page
  shareWithAllUsers
  teams {
    id
  }
  pageQuery
  createdBy
  createdById
}`) as unknown as TypedDocumentString<UpdateContactListMutation, UpdateContactListMutationVariables>;
export const DeleteContactListDocument = new TypedDocumentString(`
    mutation DeleteContactList($id: ID!) {
  deleteSavedView(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteContactListMutation, DeleteContactListMutationVariables>;
export const ContactListTeamsDocument = new TypedDocumentString(`
    query ContactListTeams {
  getTeams {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ContactListTeamsQuery, ContactListTeamsQueryVariables>;
export const ContactListContactsDocument = new TypedDocumentString(`
    query ContactListContacts($id: ID!) {
  savedViewContacts(id: $id) {
    ...ListedContacts
  }
}
    fragment ListedContacts on ContactListContacts {
  total
  limit
  items {
    id
    firstName
    lastName
    email
    contactPhone
    externalId
    leadScore
    homepageUrl
    shortUrl
    optIn
    customProperties
    rvProperties
    contactCreatedAt
    createdAt
    updatedAt
  }
}`) as unknown as TypedDocumentString<ContactListContactsQuery, ContactListContactsQueryVariables>;
export const MyContactsDocument = new TypedDocumentString(`
    query MyContacts($sortBy: String, $order: ContactListSortOrder, $keyType: ContactListSortKeyType) {
  myContacts(sortBy: $sortBy, order: $order, keyType: $keyType) {
    ...ListedContacts
  }
}
    fragment ListedContacts on ContactListContacts {
  total
  limit
  items {
    id
    firstName
    lastName
    email
    contactPhone
    externalId
    leadScore
    homepageUrl
    shortUrl
    optIn
    customProperties
    rvProperties
    contactCreatedAt
    createdAt
    updatedAt
  }
}`) as unknown as TypedDocumentString<MyContactsQuery, MyContactsQueryVariables>;