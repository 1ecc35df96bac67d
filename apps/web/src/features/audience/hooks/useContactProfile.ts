import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../api/audience-api.ts';
import { audienceKeys } from '../api/audience-keys.ts';

export function useContactProfile(profileId: string) {
  return useQuery({
    queryKey: audienceKeys.profile(profileId),
    queryFn: ({ signal }) => fetchProfile(profileId, signal),
  });
}
