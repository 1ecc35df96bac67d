// A campaign's state badge (issue 14 list and page).
import { Badge } from '@mantine/core';
import type { CampaignState } from '@parley/core/campaigns/campaign-model';
import { CAMPAIGN_STATE_LABELS } from '@parley/core/campaigns/campaign-states';

export type CampaignStateBadgeProps = { state: CampaignState };

const COLORS: Record<CampaignState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  active: 'teal',
  paused: 'yellow',
  completed: 'indigo',
  archived: 'dark',
};

/** A campaign's lifecycle state (campaign-states.ts labels). */
export function CampaignStateBadge({ state }: CampaignStateBadgeProps) {
  return (
    <Badge variant="light" color={COLORS[state]} data-badge-kind={state}>
      {CAMPAIGN_STATE_LABELS[state]}
    </Badge>
  );
}
