import { useQuery } from '@tanstack/react-query';
import { fetchTeams } from '../api/contact-lists-api.ts';
import { contactListKeys } from '../api/contact-lists-keys.ts';

/** spec 002 §7 getTeams, for sharing a list with specific teams. */
export function useTeams(enabled: boolean) {
  return useQuery({
    queryKey: contactListKeys.teams,
    queryFn: ({ signal }) => fetchTeams(signal),
    enabled,
  });
}
