import { type PageQuery, parsePageQuery } from '@parley/core/contact-lists/page-query';
import { useQuery } from '@tanstack/react-query';
import {
  type ContactSort,
  fetchMyContacts,
  fetchSavedViewContacts,
  type SavedView,
} from '../api/contact-lists-api.ts';
import { contactListKeys } from '../api/contact-lists-keys.ts';

/** The contacts of a saved list (savedViewContacts), refetched when the list changes. */
export function useSavedViewContacts(view: SavedView | null) {
  return useQuery({
    queryKey: [...contactListKeys.contacts(view?.id ?? ''), view?.pageQuery ?? ''],
    queryFn: ({ signal }) => fetchSavedViewContacts(view?.id ?? '', signal),
    enabled: view !== null,
  });
}

/** My Contacts (myContacts) in the chosen order. */
export function useMyContacts(sort: ContactSort) {
  return useQuery({
    queryKey: [...contactListKeys.myContacts(sort.sortBy, sort.order), sort.keyType],
    queryFn: ({ signal }) => fetchMyContacts(sort, signal),
  });
}

/** The stored sort attribute of a list (for its table's extra column). */
export function savedSortBy(view: SavedView | null): PageQuery['sortBy'] {
  if (!view) return null;
  const parsed = parsePageQuery(view.pageQuery);
  return parsed.success ? parsed.data.sortBy : null;
}
