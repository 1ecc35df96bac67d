// /campaigns/:campaignId: the campaign page (issue 14 campaign page).
import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { hasStarted } from '@parley/core/campaigns/campaign-states';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import type { Campaign } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { CampaignDialer } from '../components/CampaignDialer.tsx';
import { CampaignFigures } from '../components/CampaignFigures.tsx';
import { CampaignHeader } from '../components/CampaignHeader.tsx';
import { CampaignInfoPanel } from '../components/CampaignInfoPanel.tsx';
import { CampaignLive } from '../components/CampaignLive.tsx';
import { CampaignSkips } from '../components/CampaignSkips.tsx';
import { ManagersOnlyNotice } from '../components/ManagersOnlyNotice.tsx';
import { useCampaign, useCampaignProgress } from '../hooks/useCampaignQueries.ts';
import { useCanManageCampaigns } from '../hooks/useCanManageCampaigns.ts';

function CampaignView({ saved, savedAt }: { saved: Campaign; savedAt: number }) {
  // While it runs, the polled state and figures replace the saved ones, unless a move (which answers
  // the whole campaign) came after the last poll.
  const progress = useCampaignProgress(saved.id, saved.state);
  const polled = progress.data && progress.dataUpdatedAt > savedAt ? progress.data : null;
  const campaign: Campaign = polled ? { ...saved, ...polled } : saved;
  return (
    <Group align="stretch" gap={0} wrap="nowrap" mih="100%">
      <Stack p="xl" gap="lg" style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to="/campaigns" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {CAMPAIGNS_TEXTS.back}
          </Group>
        </Anchor>
        <CampaignHeader campaign={campaign} />
        {campaign.stateNote && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={16} aria-hidden />}>
            {campaign.stateNote}
          </Alert>
        )}
        {hasStarted(campaign.state) ? (
          <>
            <CampaignFigures stats={campaign.stats} messageType={campaign.messageType} />
            {campaign.live && <CampaignLive live={campaign.live} />}
            {campaign.dialer && <CampaignDialer dialer={campaign.dialer} />}
            <CampaignSkips skippedByReason={campaign.stats.skippedByReason} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {CAMPAIGNS_TEXTS.page.notStarted}
          </Text>
        )}
      </Stack>
      <CampaignInfoPanel campaign={campaign} />
    </Group>
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
    return (
      <Stack p="xl" gap="md">
        <Alert color="red">{campaign.error.message || CAMPAIGNS_TEXTS.notFound}</Alert>
        <Anchor component={Link} to="/campaigns" size="sm">
          {CAMPAIGNS_TEXTS.back}
        </Anchor>
      </Stack>
    );
  return <CampaignView saved={campaign.data} savedAt={campaign.dataUpdatedAt} />;
}

/** /campaigns/:campaignId: a campaign's figures, its moves and its settings (issue 14). */
export function CampaignPage() {
  const title = useRouteTitle(CAMPAIGNS_TEXTS.title);
  const { campaignId } = useParams();
  if (!useCanManageCampaigns()) return <ManagersOnlyNotice title={title} />;
  return campaignId ? <CampaignLoader id={campaignId} /> : null;
}
