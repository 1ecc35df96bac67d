import { USER_TEXTS } from '@parley/core/settings/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { deactivateUser, type ManagedUser, reactivateUser } from '../api/users-api.ts';

/**
 * Deactivates or reactivates a user: a toast either way, then the users lists and that user reload.
 * Refusals the request layer did not show already (a 400, e.g. deactivating yourself) are toasted.
 */
export function useUserActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, deactivate }: { user: ManagedUser; deactivate: boolean }) =>
      deactivate ? deactivateUser(user.id) : reactivateUser(user.id),
    onSuccess: async (saved, { deactivate }) => {
      showSuccessToast(deactivate ? USER_TEXTS.deactivated : USER_TEXTS.reactivated);
      queryClient.setQueryData(settingsKeys.user(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.users() });
    },
    onError: (error) => {
      if (!isApiError(error) || !error.handled) showErrorToastFor(error);
    },
  });
}
