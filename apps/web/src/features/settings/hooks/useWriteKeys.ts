import { WRITE_KEY_TEXTS } from '@parley/core/events/write-keys';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { createWriteKey, fetchWriteKeys, revokeWriteKey } from '../api/write-keys-api.ts';

/**
 * One page of the brand's API keys and the two commands (admins only: `enabled` is false for
 * others, who would only be refused). Each success toasts and refreshes every page.
 */
export function useWriteKeys(page: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.writeKeyPages() });
  const query = useQuery({
    queryKey: settingsKeys.writeKeys(page),
    queryFn: ({ signal }) => fetchWriteKeys(page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  // The form shows a refused name under its field; the secret is shown by the page, not toasted.
  const create = useMutation({
    mutationFn: (name: string) => createWriteKey(name),
    onSuccess: async () => {
      showSuccessToast(WRITE_KEY_TEXTS.createdToast);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeWriteKey(id),
    onSuccess: () => showSuccessToast(WRITE_KEY_TEXTS.revokedToast),
    // The request layer toasts refusals itself (not found, failures); a 400 comes back as a body.
    onError: (error) => {
      if (!isApiError(error) || !error.handled) showErrorToastFor(error);
    },
    // Either way (someone may have revoked it first), show what is there now.
    onSettled: refresh,
  });
  return { query, create, revoke };
}
