// TanStack Query keys of the recent-activity feature.
import type { RecentActivityFilter } from '../../../shared/graphql/schema-types.generated.ts';

export const recentActivityKeys = {
  all: ['recentActivity'] as const,
  feed: (filter: RecentActivityFilter) => ['recentActivity', 'feed', JSON.stringify(filter)] as const,
  agents: () => ['recentActivity', 'options', 'agents'] as const,
  contacts: (query: string) => ['recentActivity', 'options', 'contacts', query] as const,
  contact: (profileId: string) => ['recentActivity', 'options', 'contact', profileId] as const,
  eventNames: () => ['recentActivity', 'options', 'eventNames'] as const,
};
