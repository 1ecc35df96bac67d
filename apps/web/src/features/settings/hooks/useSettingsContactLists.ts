import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { deleteSavedView } from '../../contact-lists/api/contact-lists-api.ts';
import { contactListKeys } from '../../contact-lists/api/contact-lists-keys.ts';
import { type BrandContactListFilters, fetchBrandContactLists } from '../api/contact-lists-admin-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';

/** One page of every contact list of the brand (Settings › Contact Lists). */
export function useBrandContactLists(filters: BrandContactListFilters) {
  return useQuery({
    queryKey: settingsKeys.contactListPage(filters),
    queryFn: ({ signal }) => fetchBrandContactLists(filters, signal),
    // The page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Delete a list with the toasts of spec 002 §8. The settings table and the agent side navigation
 * (contact lists' own queries) both load again.
 */
export function useDeleteContactList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedView(id),
    onSuccess: async () => {
      showSuccessToast(CONTACT_LIST_TEXTS.deleted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.contactLists() }),
        queryClient.invalidateQueries({ queryKey: contactListKeys.all }),
      ]);
    },
    onError: (error) => {
      // The client already told the user (an expired session, say).
      if (error instanceof ApiError && error.handled) return;
      showErrorToast(CONTACT_LIST_TEXTS.deleteFailed);
    },
  });
}
