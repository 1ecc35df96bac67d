import { z } from 'zod';
import { type StreamEventCatalogue, streamEventEntries } from '../realtime/stream-event-catalogue.ts';
import { CAMPAIGN_STATES } from './campaign-model.ts';

/**
 * `campaign.updated`: a campaign's state or figures changed (issue 14 "Live campaign page": updated
 * over the event stream within a second). Published to the whole brand at most once a second per
 * campaign, with no figures in it (agents are on the brand's stream too): the campaign pages, which
 * only staff open, read the figures again.
 */
export const campaignUpdatedSchema = z.object({
  campaignId: z.string().min(1),
  state: z.enum(CAMPAIGN_STATES),
  updatedAt: z.string().min(1),
});
export type CampaignUpdatedData = z.infer<typeof campaignUpdatedSchema>;

export const CAMPAIGNS_STREAM_EVENTS = {
  'campaign.updated': campaignUpdatedSchema,
} as const satisfies StreamEventCatalogue;

export const CAMPAIGNS_STREAM = streamEventEntries(CAMPAIGNS_STREAM_EVENTS);
