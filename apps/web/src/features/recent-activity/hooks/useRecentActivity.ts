// The feed as TanStack Query's infinite query: page after page on the server's keyset cursor.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { RecentActivityFilter } from '../../../shared/graphql/schema-types.generated.ts';
import { fetchActivityPage } from '../api/recent-activity-api.ts';
import { recentActivityKeys } from '../api/recent-activity-keys.ts';

export function useRecentActivity(filter: RecentActivityFilter) {
  return useInfiniteQuery({
    queryKey: recentActivityKeys.feed(filter),
    queryFn: ({ pageParam, signal }) => fetchActivityPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
