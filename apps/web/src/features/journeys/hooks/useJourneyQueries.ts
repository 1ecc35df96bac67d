import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AnalyticsRange,
  fetchEdgeAnalytics,
  fetchJourneyUsers,
  fetchNodeAnalytics,
  type JourneyUsersQueryInput,
} from '../api/journey-analytics-api.ts';
import {
  fetchJourney,
  fetchJourneys,
  fetchJourneyTags,
  fetchJourneyVersions,
  type JourneyListQuery,
} from '../api/journeys-api.ts';
import { journeyKeys } from '../api/journeys-keys.ts';

/** journeys-contract.md: the canvas refreshes its analytics every 10 s while open. */
export const ANALYTICS_REFRESH_MS = 10_000;

export function useJourneyList(query: JourneyListQuery) {
  return useQuery({
    queryKey: journeyKeys.list(query),
    queryFn: ({ signal }) => fetchJourneys(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJourneyTags() {
  return useQuery({ queryKey: journeyKeys.tags(), queryFn: ({ signal }) => fetchJourneyTags(signal) });
}

export function useJourney(id: string) {
  return useQuery({
    queryKey: journeyKeys.detail(id),
    queryFn: ({ signal }) => fetchJourney(id, signal),
    // The builder holds its own copy while editing: a background refetch must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useJourneyVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: journeyKeys.versions(id),
    queryFn: ({ signal }) => fetchJourneyVersions(id, signal),
    enabled,
  });
}

export function useNodeAnalytics(id: string, range: AnalyticsRange, enabled: boolean) {
  return useQuery({
    queryKey: journeyKeys.analytics(id, range),
    queryFn: ({ signal }) => fetchNodeAnalytics(id, range, signal),
    enabled,
    refetchInterval: enabled ? ANALYTICS_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
}

export function useEdgeAnalytics(id: string, range: AnalyticsRange, enabled: boolean) {
  return useQuery({
    queryKey: journeyKeys.edgeAnalytics(id, range),
    queryFn: ({ signal }) => fetchEdgeAnalytics(id, range, signal),
    enabled,
    refetchInterval: enabled ? ANALYTICS_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
}

export function useJourneyUsers(input: JourneyUsersQueryInput) {
  return useQuery({
    queryKey: journeyKeys.users(input),
    queryFn: ({ signal }) => fetchJourneyUsers(input, signal),
    placeholderData: keepPreviousData,
  });
}
