// TanStack Query mutations of campaigns: save, duplicate, start/pause/resume/archive (issue 14).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CampaignInput } from '../../../shared/graphql/schema-types.generated.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  type Campaign,
  type CampaignMove,
  createCampaign,
  duplicateCampaign,
  moveCampaign,
  updateCampaign,
} from '../api/campaigns-api.ts';
import { campaignKeys } from '../api/campaigns-keys.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

const MOVE_TOASTS: Record<CampaignMove, string> = {
  start: CAMPAIGNS_TEXTS.toasts.started,
  pause: CAMPAIGNS_TEXTS.toasts.paused,
  resume: CAMPAIGNS_TEXTS.toasts.resumed,
  archive: CAMPAIGNS_TEXTS.toasts.archived,
};

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}

/**
 * Save (create or update; a refusal is the form's to show under its field), duplicate, and the
 * lifecycle moves, each with its toast. A refused move (e.g. starting a call campaign before the
 * dialer exists) toasts the server's reason.
 */
export function useCampaignCommands() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });
  const remember = (campaign: Campaign) =>
    queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);

  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CampaignInput }) =>
      id ? updateCampaign(id, input) : createCampaign(input),
    onSuccess: async (campaign, { id }) => {
      remember(campaign);
      showSuccessToast(id ? CAMPAIGNS_TEXTS.toasts.updated : CAMPAIGNS_TEXTS.toasts.created);
      navigate(`/campaigns/${campaign.id}`);
      await refresh();
    },
  });
  const duplicate = useMutation({
    mutationFn: (id: string) => duplicateCampaign(id),
    onSuccess: async (id) => {
      showSuccessToast(CAMPAIGNS_TEXTS.toasts.duplicated);
      navigate(`/campaigns/${id}`);
      await refresh();
    },
    onError: (error: unknown) =>
      showErrorToast(messageOf(error) ?? CAMPAIGNS_TEXTS.toasts.duplicateFailed, {
        title: CAMPAIGNS_TEXTS.toasts.duplicateFailed,
      }),
  });
  const move = useMutation({
    mutationFn: ({ move: action, id }: { move: CampaignMove; id: string }) => moveCampaign(action, id),
    onSuccess: async (campaign, { move: action }) => {
      remember(campaign);
      showSuccessToast(MOVE_TOASTS[action]);
      await refresh();
    },
    onError: (error: unknown) =>
      showErrorToast(messageOf(error) ?? CAMPAIGNS_TEXTS.toasts.actionFailed, {
        title: CAMPAIGNS_TEXTS.toasts.actionFailed,
      }),
  });
  return { save, duplicate, move };
}
