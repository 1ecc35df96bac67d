// The list's filter controls as getCampaigns' filter (issue 14 list).
import { CAMPAIGN_MESSAGE_TYPES, CAMPAIGN_STATES } from '@parley/core/campaigns/campaign-model';
import type { CampaignFilterInput } from '../../../shared/graphql/schema-types.generated.ts';

/** The list's filter controls as getCampaigns' filter (blank ones left out). */
export function toCampaignFilter(values: {
  name: string;
  state: string | null;
  messageType: string | null;
  showArchived: boolean;
}): CampaignFilterInput {
  const state = CAMPAIGN_STATES.find((candidate) => candidate === values.state);
  const messageType = CAMPAIGN_MESSAGE_TYPES.find((candidate) => candidate === values.messageType);
  const name = values.name.trim();
  return {
    ...(name ? { name } : {}),
    ...(state ? { states: [state] } : {}),
    ...(messageType ? { messageType } : {}),
    includeArchived: values.showArchived,
  };
}
