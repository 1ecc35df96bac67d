import { useDebouncedCallback } from '@mantine/hooks';
import { ADMIN_SETTINGS_RELOAD_DEBOUNCE_MS } from '@parley/core/agent-desktop/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../../../shared/sse/useServerEvent.ts';
import {
  BUILT_IN_TASK_PREFERENCES,
  fetchTaskPreferences,
  fetchWrapUpLists,
} from '../api/desk-settings-api.ts';
import { DESK_AGENT_QUERY_KEY } from './useDeskAgent.ts';

export const TASK_PREFERENCES_QUERY_KEY = ['agent-desktop', 'task-preferences'] as const;
export const WRAP_UP_LISTS_QUERY_KEY = ['agent-desktop', 'wrap-up-lists'] as const;

/** Task preferences by title; the built-in ones until (or unless) the brand's load. */
export function useTaskPreferences() {
  const query = useQuery({
    queryKey: TASK_PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => fetchTaskPreferences(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? BUILT_IN_TASK_PREFERENCES;
}

/** The brand's dispositions and tags for wrap-up (read once; reloaded when an admin changes them). */
export const wrapUpListsQuery = {
  queryKey: WRAP_UP_LISTS_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchWrapUpLists(signal),
  staleTime: Number.POSITIVE_INFINITY,
};

export function useWrapUpLists() {
  return useQuery(wrapUpListsQuery);
}

/** spec 001 §7: brand.adminSettingsUpdated reloads the desk's settings, debounced by 1 s. */
export function useAdminSettingsReload(): void {
  const queryClient = useQueryClient();
  const reload = useDebouncedCallback(() => {
    void queryClient.invalidateQueries({ queryKey: TASK_PREFERENCES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: WRAP_UP_LISTS_QUERY_KEY });
    // The brand's statuses are admin settings too (the status dropdown lists them).
    void queryClient.invalidateQueries({ queryKey: DESK_AGENT_QUERY_KEY });
  }, ADMIN_SETTINGS_RELOAD_DEBOUNCE_MS);
  // By its name (typed by the catalogue): the brands catalogue would bring its zod schemas to every
  // page, and the reload needs none of the event's data.
  useServerEvent('brand.adminSettingsUpdated', reload);
}
