import { useQuery } from '@tanstack/react-query';
import { fetchProfile, fetchProfileFeed } from '../api/audience-api.ts';
import { audienceKeys } from '../api/audience-keys.ts';

export function useContactProfile(profileId: string) {
  return useQuery({
    queryKey: audienceKeys.profile(profileId),
    queryFn: ({ signal }) => fetchProfile(profileId, signal),
  });
}

/** The activity feed, asked once the profile is known to exist (its own failure text). */
export function useProfileFeed(profileId: string, enabled: boolean) {
  return useQuery({
    queryKey: audienceKeys.feed(profileId),
    queryFn: ({ signal }) => fetchProfileFeed(profileId, signal),
    enabled,
    // The call itself retries a failed fetch 5 times (spec 001 §7).
    retry: false,
  });
}
