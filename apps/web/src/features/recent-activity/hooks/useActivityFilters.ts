// The filters live in the URL (/recent-activity?profileId=…&agentId=…&channel=…&type=…), so a link
// from a profile opens the feed of that contact and a filtered view can be shared.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { RecentActivityFilter } from '../../../shared/graphql/schema-types.generated.ts';

export const ACTIVITY_FILTER_PARAMS = ['profileId', 'agentId', 'channel', 'type'] as const;
export type ActivityFilterParam = (typeof ACTIVITY_FILTER_PARAMS)[number];
export type ActivityFilterValues = Record<ActivityFilterParam, string | null>;

export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(
        ACTIVITY_FILTER_PARAMS.map((name) => [name, params.get(name)?.trim() || null]),
      ) as ActivityFilterValues, // every key of ACTIVITY_FILTER_PARAMS is set by the map
    [params],
  );
  const filter = useMemo<RecentActivityFilter>(() => {
    const set: RecentActivityFilter = {};
    for (const name of ACTIVITY_FILTER_PARAMS) {
      const value = values[name];
      if (value) set[name] = value;
    }
    return set;
  }, [values]);
  const setFilter = useCallback(
    (name: ActivityFilterParam, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const filtered = Object.values(values).some((value) => value !== null);
  return { values, filter, filtered, setFilter, clear };
}
