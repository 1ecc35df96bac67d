// The timeline as TanStack Query's infinite query: page after page on the server's keyset cursor.
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  type ContactTimelineRequest,
  contactTimelineKeys,
  fetchContactTimelinePage,
} from './contact-timeline-api.ts';

export function useContactTimeline(profileId: string, request: ContactTimelineRequest = {}) {
  return useInfiniteQuery({
    queryKey: contactTimelineKeys.timeline(profileId),
    queryFn: ({ pageParam, signal }) =>
      fetchContactTimelinePage(profileId, pageParam, { ...request, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A request with retries of its own is not retried again by the query (an undefined `retry`
    // would override the client's default, so it is left out).
    ...(request.retries === undefined ? {} : { retry: false }),
  });
}
