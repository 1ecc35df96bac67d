import { useDebouncedValue } from '@mantine/hooks';
import {
  MIN_MATCH_LENGTH,
  SPOTLIGHT_DEBOUNCE_MS,
  type SpotlightItem,
} from '@parley/core/global-search/ranking';
import type { RailAccess } from '@parley/core/shell/navigation';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchSpotlightItems } from '../api/spotlight-api.ts';
import { isReachablePath } from '../utils/route-catalogue.ts';

export type SpotlightSearchState = { items: SpotlightItem[] | null; loading: boolean; failed: boolean };

/**
 * The server's contacts and users for the query, 300 ms after typing stops (spec 001 §9), from 2
 * characters; items linking to pages the user may not open are left out.
 */
export function useSpotlightSearch(query: string, options: { enabled: boolean; access: RailAccess | null }) {
  const [settled] = useDebouncedValue(query.trim(), SPOTLIGHT_DEBOUNCE_MS);
  const enabled = options.enabled && settled.length >= MIN_MATCH_LENGTH;
  const result = useQuery({
    queryKey: ['spotlight', settled],
    queryFn: ({ signal }) => fetchSpotlightItems(settled, signal),
    enabled,
  });
  const { access } = options;
  const items = useMemo(
    () =>
      result.data && access ? result.data.filter((item) => isReachablePath(item.source.url, access)) : null,
    [result.data, access],
  );
  const typing = settled !== query.trim();
  return {
    items: enabled ? items : null,
    loading: options.enabled && (typing || (enabled && result.isPending)),
    failed: enabled && result.isError,
  } satisfies SpotlightSearchState;
}
