import { useDebouncedValue } from '@mantine/hooks';
import type { ConditionTree } from '@parley/core/conditions/model';
import { isTreeComplete } from '@parley/core/conditions/validate';
import { SEGMENT_LIVE_COUNT_DEBOUNCE_MS } from '@parley/core/segments/segment-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { previewSegmentCount } from '../api/segments-api.ts';
import { segmentKeys } from '../api/segments-keys.ts';

export type LiveCount =
  | { state: 'incomplete' }
  | { state: 'counting'; previous: number | null }
  | { state: 'counted'; count: number }
  | { state: 'failed' };

/**
 * The editor's live count: how many contacts the draft tree matches, asked 500 ms after the last
 * change and only for a complete tree (an incomplete one cannot be counted: spec 002 §5). Nothing
 * is asked while `enabled` is false: a static segment has no conditions, and its empty tree would
 * count every contact of the brand for nobody to see.
 */
export function useSegmentLiveCount(tree: ConditionTree, enabled = true): LiveCount {
  const [settled] = useDebouncedValue(tree, SEGMENT_LIVE_COUNT_DEBOUNCE_MS);
  const complete = isTreeComplete(settled);
  const query = useQuery({
    queryKey: segmentKeys.preview(settled),
    queryFn: ({ signal }) => previewSegmentCount(settled, signal),
    enabled: enabled && complete,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!isTreeComplete(tree)) return { state: 'incomplete' };
  if (settled !== tree || query.isFetching) return { state: 'counting', previous: query.data ?? null };
  if (query.isError) return { state: 'failed' };
  return query.data === undefined
    ? { state: 'counting', previous: null }
    : { state: 'counted', count: query.data };
}
