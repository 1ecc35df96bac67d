import { useQuery } from '@tanstack/react-query';
import { fetchAudienceContactLists } from '../api/journey-audiences-api.ts';

/** The brand's contact lists, for a scheduled trigger's audience (only asked when that picker shows). */
export function useAudienceContactLists(enabled: boolean) {
  return useQuery({
    queryKey: ['journeys', 'audience-contact-lists'],
    queryFn: ({ signal }) => fetchAudienceContactLists(signal),
    enabled,
    staleTime: 60_000,
  });
}
