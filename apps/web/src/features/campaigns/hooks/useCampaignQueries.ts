// TanStack Query hooks reading campaigns (issue 14 list and campaign page).
import type { CampaignState } from '@parley/core/campaigns/campaign-model';
import { CAMPAIGNS_STREAM } from '@parley/core/campaigns/stream-events';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignFilterInput } from '../../../shared/graphql/schema-types.generated.ts';
import { useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { fetchCampaign, fetchCampaignProgress, fetchCampaignsPage } from '../api/campaigns-api.ts';
import { campaignKeys } from '../api/campaigns-keys.ts';

/**
 * issue 14: a running campaign's page follows it over the event stream (campaign.updated, at most once
 * a second per campaign); this slow poll only covers a stream that is down.
 */
export const CAMPAIGN_PROGRESS_REFRESH_MS = 15_000;

export function isRunning(state: CampaignState | undefined): boolean {
  return state === 'scheduled' || state === 'active';
}

/** One page of the list; the previous page stays shown while the next one (or a new filter) loads. */
export function useCampaignsPage(filter: CampaignFilterInput, page: number) {
  return useQuery({
    queryKey: campaignKeys.list(filter, page),
    queryFn: ({ signal }) => fetchCampaignsPage(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One campaign with its settings and audience counts (none while `id` is null: a new campaign). */
export function useCampaign(id: string | null) {
  return useQuery({
    queryKey: campaignKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchCampaign(id ?? '', signal),
    enabled: id !== null,
  });
}

/**
 * The campaign's state and figures while it is scheduled or active, read again on each
 * campaign.updated of it (its audience is not counted again: that is the detail's, read once).
 */
export function useCampaignProgress(id: string, state: CampaignState | undefined) {
  const queryClient = useQueryClient();
  useStreamEvent(CAMPAIGNS_STREAM['campaign.updated'], (data) => {
    if (data.campaignId === id) void queryClient.invalidateQueries({ queryKey: campaignKeys.progress(id) });
  });
  return useQuery({
    queryKey: campaignKeys.progress(id),
    queryFn: ({ signal }) => fetchCampaignProgress(id, signal),
    enabled: isRunning(state),
    refetchInterval: (query) =>
      isRunning(query.state.data?.state ?? state) ? CAMPAIGN_PROGRESS_REFRESH_MS : false,
  });
}
