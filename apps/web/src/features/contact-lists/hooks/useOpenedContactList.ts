import { isPrivileged } from '@parley/core/auth/roles';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/hooks/useSession.ts';
import { fetchSavedView, type SavedView } from '../api/contact-lists-api.ts';
import { contactListKeys } from '../api/contact-lists-keys.ts';
import { NEW_CONTACT_LIST_ID } from '../utils/contact-list-paths.ts';
import { useContactLists } from './useContactLists.ts';

/**
 * The list `/agent/contacts/:listId` shows: one of the navigation's lists, else (for an admin or a
 * supervisor, who reach every list of the brand) the list asked by id, such as another user's
 * private list opened from Settings › Contact Lists (docs/contact-lists.md "Who sees what").
 */
export function useOpenedContactList(listId: string) {
  const lists = useContactLists();
  const roles = useSession().profile?.roles ?? [];
  const listed = lists.views.find((candidate) => candidate.id === listId) ?? null;
  const byId = useQuery({
    queryKey: contactListKeys.savedView(listId),
    queryFn: ({ signal }) => fetchSavedView(listId, signal),
    enabled:
      !lists.isLoading &&
      listed === null &&
      listId !== NEW_CONTACT_LIST_ID &&
      listId !== '' &&
      isPrivileged(roles),
    retry: false,
  });
  const view: SavedView | null = listed ?? byId.data ?? null;
  return { lists, view, isLoading: lists.isLoading || byId.isLoading };
}
