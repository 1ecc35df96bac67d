import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  SettingsContactListsDocument,
  type SettingsContactListsQuery,
} from './contact-lists-admin.generated.ts';

// Settings › Contact Lists over GraphQL (brandContactLists in
// apps/server/src/modules/contact-lists/saved-views.graphql.ts). Deleting uses the contact lists'
// own deleteSavedView (features/contact-lists/api/contact-lists-api.ts).

/** A list as Settings › Contact Lists shows it; its pageQuery is JSON text (spec 002 §3), `teams` none and not shared with all users means private. */
export type BrandContactListPage = SettingsContactListsQuery['brandContactLists'];
export type BrandContactList = BrandContactListPage['items'][number];

export type BrandContactListFilters = { name: string; page: number; size: number };

export async function fetchBrandContactLists(
  filters: BrandContactListFilters,
  signal?: AbortSignal,
): Promise<BrandContactListPage> {
  const data = await graphqlRequest(
    SettingsContactListsDocument,
    { filter: { name: filters.name }, page: filters.page, size: filters.size },
    { signal },
  );
  return data.brandContactLists;
}
