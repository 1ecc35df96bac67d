// What the filters offer: the brand's agents and event names (read once per visit), the contacts a
// search finds, and the contact a URL names.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchAgentOptions,
  fetchContactOption,
  fetchEventNameOptions,
  searchContactOptions,
} from '../api/recent-activity-api.ts';
import { recentActivityKeys } from '../api/recent-activity-keys.ts';

const OPTIONS_STALE_MS = 5 * 60_000;

export function useAgentOptions() {
  return useQuery({
    queryKey: recentActivityKeys.agents(),
    queryFn: ({ signal }) => fetchAgentOptions(signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useEventNameOptions() {
  return useQuery({
    queryKey: recentActivityKeys.eventNames(),
    queryFn: ({ signal }) => fetchEventNameOptions(signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useContactSearch(query: string) {
  return useQuery({
    queryKey: recentActivityKeys.contacts(query),
    queryFn: ({ signal }) => searchContactOptions(query, signal),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useContactOption(profileId: string | null) {
  return useQuery({
    queryKey: recentActivityKeys.contact(profileId ?? ''),
    queryFn: ({ signal }) => fetchContactOption(profileId ?? '', signal),
    enabled: profileId !== null,
    staleTime: OPTIONS_STALE_MS,
  });
}
