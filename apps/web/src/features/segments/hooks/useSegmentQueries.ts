import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSegment, fetchSegmentMembers, fetchSegments } from '../api/segments-api.ts';
import { segmentKeys } from '../api/segments-keys.ts';

/** The brand's segments with their live counts. */
export function useSegments() {
  return useQuery({ queryKey: segmentKeys.list(), queryFn: ({ signal }) => fetchSegments(signal) });
}

/** One segment (none while `id` is null: the new-segment form). */
export function useSegment(id: string | null) {
  return useQuery({
    queryKey: segmentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchSegment(id ?? '', signal),
    enabled: id !== null,
  });
}

/** One page of a saved segment's members; the previous page stays shown while the next one loads. */
export function useSegmentMembers(id: string, page: number) {
  return useQuery({
    queryKey: segmentKeys.members(id, page),
    queryFn: ({ signal }) => fetchSegmentMembers(id, page, signal),
    placeholderData: keepPreviousData,
  });
}
