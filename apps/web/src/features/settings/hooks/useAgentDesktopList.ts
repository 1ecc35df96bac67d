import {
  AGENT_DESKTOP_LIST_TEXTS,
  type AgentDesktopListKind,
} from '@parley/core/agent-desktop-settings/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  createListItem,
  deleteListItem,
  fetchListItems,
  type ListItem,
  renameListItem,
  reorderListItems,
} from '../api/agent-desktop-lists-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';

/** One agent-desktop list with its commands; each success toasts and refreshes the list. */
export function useAgentDesktopList(kind: AgentDesktopListKind) {
  const queryClient = useQueryClient();
  const key = settingsKeys.list(kind);
  const texts = AGENT_DESKTOP_LIST_TEXTS[kind];
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchListItems(kind, signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const done = (message: string) => () => {
    showSuccessToast(message);
    return refresh();
  };

  const create = useMutation({
    mutationFn: (name: string) => createListItem(kind, name),
    onSuccess: done(texts.added),
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameListItem(kind, id, name),
    onSuccess: done(texts.saved),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteListItem(kind, id),
    onSuccess: done(texts.deleted),
  });
  const reorder = useMutation({
    mutationFn: (items: ListItem[]) =>
      reorderListItems(
        kind,
        items.map((item) => item.id),
      ),
    // Moved at once on screen; put back by the refresh if the server refuses.
    onMutate: (items) => queryClient.setQueryData(key, items),
    onSuccess: done(texts.reordered),
    onError: refresh,
  });
  return { query, create, rename, remove, reorder };
}
