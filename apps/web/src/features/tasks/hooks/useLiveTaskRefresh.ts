import { useThrottledCallback } from '@mantine/hooks';
import { LIVE_COUNTS_REFRESH_MS } from '@parley/core/agent-desktop/limits';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../../../shared/sse/useServerEvent.ts';

/**
 * Keeps supervisor pages live: every `task.updated` (brand-wide, docs/routing-contract.md) refetches
 * the given queries, at most once a second while events pour in. The event says what changed but
 * not what it was before, so counts are read again rather than patched.
 */
export function useLiveTaskRefresh(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const refresh = useThrottledCallback(() => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  }, LIVE_COUNTS_REFRESH_MS);
  useServerEvent('task.updated', refresh);
}
