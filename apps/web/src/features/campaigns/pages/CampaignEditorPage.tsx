// /campaigns/new and /campaigns/:campaignId/edit: the campaign editor (issue 14 editor).
import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { canApply, refusalText } from '@parley/core/campaigns/campaign-states';
import { Link, useParams } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { CampaignForm } from '../components/CampaignForm.tsx';
import { ManagersOnlyNotice } from '../components/ManagersOnlyNotice.tsx';
import { useCampaign } from '../hooks/useCampaignQueries.ts';
import { useCanManageCampaigns } from '../hooks/useCanManageCampaigns.ts';

function Refusal({ message, backTo }: { message: string; backTo: string }) {
  return (
    <Stack p="xl" gap="md">
      <Alert color="red">{message}</Alert>
      <Anchor component={Link} to={backTo} size="sm">
        {CAMPAIGNS_TEXTS.back}
      </Anchor>
    </Stack>
  );
}

function CampaignLoader({ id }: { id: string }) {
  const campaign = useCampaign(id);
  if (campaign.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={CAMPAIGNS_TEXTS.loadingOne} />
      </Center>
    );
  if (campaign.isError)
    return <Refusal message={campaign.error.message || CAMPAIGNS_TEXTS.notFound} backTo="/campaigns" />;
  // campaign-states.ts: an active campaign is paused before it is changed; a completed one is done.
  if (!canApply('edit', campaign.data.state))
    return <Refusal message={refusalText('edit', campaign.data.state)} backTo={`/campaigns/${id}`} />;
  // Keyed: another campaign starts a fresh form.
  return <CampaignForm key={campaign.data.id} campaign={campaign.data} />;
}

/** /campaigns/new and /campaigns/:campaignId/edit: the campaign editor. */
export function CampaignEditorPage() {
  const title = useRouteTitle(CAMPAIGNS_TEXTS.title);
  const { campaignId } = useParams();
  if (!useCanManageCampaigns()) return <ManagersOnlyNotice title={title} />;
  return campaignId ? <CampaignLoader id={campaignId} /> : <CampaignForm campaign={null} />;
}
