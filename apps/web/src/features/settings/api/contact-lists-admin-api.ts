import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// Settings › Contact Lists over GraphQL (brandContactLists in
// apps/server/src/modules/saved-views/saved-views.graphql.ts). Deleting uses the contact lists'
// own deleteSavedView (features/contact-lists/api/contact-lists-api.ts).

export type BrandContactList = {
  id: string;
  name: string;
  page: string;
  isDefault: boolean;
  shareWithAllUsers: boolean;
  /** The teams it is shared with; none and not shared with all users means private. */
  teams: { id: string; name: string }[];
  /** JSON text: joinType, dynamicConditions, sortBy, order, keyType (spec 002 §3). */
  pageQuery: string;
  /** The creator's name; null when the list has no creator (or the creator is no longer a user). */
  createdBy: string | null;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
};

export type BrandContactListPage = { items: BrandContactList[]; total: number; page: number; size: number };

export type BrandContactListFilters = { name: string; page: number; size: number };

const LIST_FIELDS =
  'id name page isDefault shareWithAllUsers teams { id name } pageQuery createdBy createdById createdAt updatedAt';

export async function fetchBrandContactLists(
  filters: BrandContactListFilters,
  signal?: AbortSignal,
): Promise<BrandContactListPage> {
  const data = await graphqlRequest<{ brandContactLists: BrandContactListPage }>(
    `query SettingsContactLists($filter: BrandContactListsFilterInput, $page: Int, $size: Int) {
      brandContactLists(filter: $filter, page: $page, size: $size) { total page size items { ${LIST_FIELDS} } }
    }`,
    { filter: { name: filters.name }, page: filters.page, size: filters.size },
    { signal },
  );
  return data.brandContactLists;
}
