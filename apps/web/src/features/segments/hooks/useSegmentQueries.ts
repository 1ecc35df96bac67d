import { useQuery } from '@tanstack/react-query';
import { fetchSegment, fetchSegments } from '../api/segments-api.ts';
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
