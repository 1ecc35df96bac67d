// TanStack Query keys of the campaigns feature.
import type { CampaignFilterInput } from '../../../shared/graphql/schema-types.generated.ts';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (filter: CampaignFilterInput, page: number) =>
    ['campaigns', 'list', JSON.stringify(filter), page] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  progress: (id: string) => ['campaigns', 'progress', id] as const,
  contactLists: () => ['campaigns', 'options', 'contactLists'] as const,
  queues: () => ['campaigns', 'options', 'queues'] as const,
  numbers: (channel: 'sms' | 'voice') => ['campaigns', 'options', 'numbers', channel] as const,
};
