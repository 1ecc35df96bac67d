import type { AnalyticsRange, JourneyUsersQueryInput } from './journey-analytics-api.ts';
import type { JourneyListQuery } from './journeys-api.ts';

export const journeyKeys = {
  all: ['journeys'] as const,
  list: (query: JourneyListQuery) => ['journeys', 'list', query] as const,
  tags: () => ['journeys', 'tags'] as const,
  detail: (id: string) => ['journeys', 'detail', id] as const,
  versions: (id: string) => ['journeys', 'versions', id] as const,
  analytics: (id: string, range: AnalyticsRange) => ['journeys', 'analytics', id, range] as const,
  edgeAnalytics: (id: string, range: AnalyticsRange) => ['journeys', 'edge-analytics', id, range] as const,
  users: (input: JourneyUsersQueryInput) => ['journeys', 'users', input] as const,
};
