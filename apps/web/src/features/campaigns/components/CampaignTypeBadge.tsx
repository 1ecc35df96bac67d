// The SMS / Call badge of a campaign (issue 14 list and page).
import { Badge } from '@mantine/core';
import type { CampaignMessageType } from '@parley/core/campaigns/campaign-model';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

export type CampaignTypeBadgeProps = { messageType: CampaignMessageType };

/** SMS or Call. */
export function CampaignTypeBadge({ messageType }: CampaignTypeBadgeProps) {
  return (
    <Badge variant="outline" color={messageType === 'sms' ? 'grape' : 'cyan'} data-badge-kind={messageType}>
      {CAMPAIGNS_TEXTS.typeLabels[messageType]}
    </Badge>
  );
}
