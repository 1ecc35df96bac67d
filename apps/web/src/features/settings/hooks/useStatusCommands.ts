import { STATUS_TEXTS } from '@parley/core/settings/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import {
  type BrandStatus,
  createStatus,
  deleteStatus,
  reorderStatuses,
  updateStatus,
} from '../api/statuses-api.ts';

/** Commands on the brand's statuses; each success toasts and refreshes the list (and the users, whose statuses may move). */
export function useStatusCommands() {
  const queryClient = useQueryClient();
  const key = settingsKeys.statuses();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: settingsKeys.users() });
  };
  const done = (message: string) => () => {
    showSuccessToast(message);
    return refresh();
  };
  return {
    create: useMutation({ mutationFn: createStatus, onSuccess: done(STATUS_TEXTS.added) }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: { name?: string; available?: boolean } }) =>
        updateStatus(id, input),
      onSuccess: done(STATUS_TEXTS.saved),
    }),
    remove: useMutation({ mutationFn: deleteStatus, onSuccess: done(STATUS_TEXTS.deleted) }),
    reorder: useMutation({
      mutationFn: (statuses: BrandStatus[]) => reorderStatuses(statuses.map((status) => status.id)),
      onMutate: (statuses) => queryClient.setQueryData(key, statuses),
      onSuccess: done(STATUS_TEXTS.reordered),
      onError: refresh,
    }),
  };
}
