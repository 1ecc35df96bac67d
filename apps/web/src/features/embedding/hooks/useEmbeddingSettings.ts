import { useDebouncedCallback } from '@mantine/hooks';
import { ADMIN_SETTINGS_RELOAD_DEBOUNCE_MS } from '@parley/core/agent-desktop/limits';
import { ADMIN_SETTINGS_UPDATED_EVENT } from '@parley/core/brands/stream-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../../../shared/sse/useServerEvent.ts';
import { EMBEDDING_SETTINGS_QUERY_KEY, fetchEmbeddingSettings } from '../api/embedding-settings-api.ts';

/** The brand's embedding settings (allowed parent origins). */
export function useEmbeddingSettings() {
  return useQuery({
    queryKey: EMBEDDING_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => fetchEmbeddingSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** spec 001 §7: an admin changing them reloads them in open desks, debounced by 1 s. */
export function useEmbeddingSettingsReload(): void {
  const queryClient = useQueryClient();
  const reload = useDebouncedCallback(() => {
    void queryClient.invalidateQueries({ queryKey: EMBEDDING_SETTINGS_QUERY_KEY });
  }, ADMIN_SETTINGS_RELOAD_DEBOUNCE_MS);
  useServerEvent(ADMIN_SETTINGS_UPDATED_EVENT, (data) => {
    const section = typeof data === 'object' && data !== null ? Reflect.get(data, 'section') : undefined;
    if (section === 'embedding') reload();
  });
}
