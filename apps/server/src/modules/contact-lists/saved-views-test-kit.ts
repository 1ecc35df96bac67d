import { type PageQuery, serializePageQuery } from '@parley/core/contact-lists/page-query';
import { firstNameGroup } from '../../test/condition-factories.ts';
import { gql, gqlError, gqlField } from '../../test/settings-factories.ts';
import type { TestClient } from '../../test/test-app.ts';

// GraphQL documents and builders shared by the saved-views integration tests.

export const PAGE = '/agent/contacts';

const VIEW = 'id isDefault name page shareWithAllUsers teams { id } pageQuery createdBy createdById';
export const LIST_VIEWS = `query ($page: String!) { getAllSavedViewsForPage(page: $page) { items { ${VIEW} } } }`;
export const CREATE_VIEW = `mutation ($name: String!, $pageQuery: String!, $page: String!, $shareWithAllUsers: Boolean!, $teamIds: [ID!]!) {
  createSavedView(name: $name, pageQuery: $pageQuery, page: $page, shareWithAllUsers: $shareWithAllUsers, teamIds: $teamIds) { ${VIEW} } }`;
export const UPDATE_VIEW = `mutation ($id: ID!, $name: String!, $pageQuery: String!, $page: String!, $shareWithAllUsers: Boolean!, $teamIds: [ID!]!) {
  updateSavedView(id: $id, name: $name, pageQuery: $pageQuery, page: $page, shareWithAllUsers: $shareWithAllUsers, teamIds: $teamIds) { ${VIEW} } }`;
export const DELETE_VIEW = 'mutation ($id: ID!) { deleteSavedView(id: $id) { id } }';
export const GET_VIEW = `query ($id: ID!) { savedView(id: $id) { ${VIEW} } }`;
export const VIEW_CONTACTS = `query ($id: ID!) { savedViewContacts(id: $id) {
  total limit items { id firstName lastName email contactPhone leadScore customProperties } } }`;

export type ViewAnswer = {
  id: string;
  isDefault: boolean;
  name: string;
  page: string;
  shareWithAllUsers: boolean;
  teams: { id: string }[];
  pageQuery: string;
  createdBy: string | null;
  createdById: string | null;
};

/** A pageQuery: "firstName equals `firstName`" when given, else no conditions. */
export function pageQueryText(options: { firstName?: string } & Partial<PageQuery> = {}): string {
  const { firstName, ...rest } = options;
  const query: PageQuery = {
    joinType: 'all',
    dynamicConditions: firstName ? [firstNameGroup(firstName)] : [],
    sortBy: null,
    order: 'desc',
    keyType: null,
    ...rest,
  };
  return serializePageQuery(query);
}

export type ViewArgs = {
  name: string;
  pageQuery?: string;
  page?: string;
  shareWithAllUsers?: boolean;
  teamIds?: string[];
};

export function viewVariables(args: ViewArgs): Record<string, unknown> {
  return {
    page: PAGE,
    pageQuery: pageQueryText(),
    shareWithAllUsers: false,
    teamIds: [],
    ...args,
  };
}

export function createView(client: TestClient, args: ViewArgs): Promise<ViewAnswer> {
  return gqlField<ViewAnswer>(client, CREATE_VIEW, 'createSavedView', viewVariables(args));
}

export function createViewError(client: TestClient, args: ViewArgs) {
  return gqlError(client, CREATE_VIEW, viewVariables(args));
}

export async function listViews(client: TestClient): Promise<ViewAnswer[]> {
  const page = await gqlField<{ items: ViewAnswer[] }>(client, LIST_VIEWS, 'getAllSavedViewsForPage', {
    page: PAGE,
  });
  return page.items;
}

export async function listedNames(client: TestClient): Promise<string[]> {
  return (await listViews(client)).map((view) => view.name);
}

export { gql, gqlError, gqlField };
