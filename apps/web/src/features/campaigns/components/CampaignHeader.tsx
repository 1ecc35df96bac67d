// The campaign page's header and its lifecycle buttons (issue 14 campaign page).
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { canApply } from '@parley/core/campaigns/campaign-states';
import {
  IconArchive,
  IconCopy,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRocket,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { useCampaignCommands } from '../hooks/useCampaignCommands.ts';
import { audienceSize } from '../utils/campaign-figures.ts';
import { CampaignStateBadge } from './CampaignStateBadge.tsx';
import { CampaignTypeBadge } from './CampaignTypeBadge.tsx';
import { ConfirmCampaignModal } from './ConfirmCampaignModal.tsx';

export type CampaignHeaderProps = { campaign: Campaign };

const ACTIONS = CAMPAIGNS_TEXTS.actions;

/**
 * The campaign's name, friendly id and state, and the moves its state allows (campaign-states.ts):
 * Start asks first, with the audience's size now; Archive asks first.
 */
export function CampaignHeader({ campaign }: CampaignHeaderProps) {
  const { duplicate, move } = useCampaignCommands();
  const [confirming, setConfirming] = useState<'start' | 'archive' | null>(null);
  const { id, state } = campaign;
  const busy = move.isPending;
  const audience = [...campaign.segments, ...campaign.contactLists];
  const contacts = audienceSize(audience);
  const confirm = () => {
    if (confirming) move.mutate({ move: confirming, id }, { onSettled: () => setConfirming(null) });
  };

  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Group gap="sm">
          <Title order={2}>{campaign.name}</Title>
          <CampaignTypeBadge messageType={campaign.messageType} />
          <CampaignStateBadge state={state} />
        </Group>
        <Text size="sm" c="dimmed">
          {campaign.friendlyId}
        </Text>
      </Stack>
      <Group gap="xs" role="toolbar" aria-label={CAMPAIGNS_TEXTS.page.actions}>
        {canApply('start', state) && (
          <Button
            leftSection={<IconRocket size={16} aria-hidden />}
            loading={busy}
            onClick={() => setConfirming('start')}
          >
            {ACTIONS.start}
          </Button>
        )}
        {canApply('pause', state) && (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={16} aria-hidden />}
            loading={busy}
            onClick={() => move.mutate({ move: 'pause', id })}
          >
            {ACTIONS.pause}
          </Button>
        )}
        {canApply('resume', state) && (
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={busy}
            onClick={() => move.mutate({ move: 'resume', id })}
          >
            {ACTIONS.resume}
          </Button>
        )}
        {canApply('edit', state) && (
          <Button
            variant="default"
            component={Link}
            to={`/campaigns/${id}/edit`}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {ACTIONS.edit}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          loading={duplicate.isPending}
          onClick={() => duplicate.mutate(id)}
        >
          {ACTIONS.duplicate}
        </Button>
        {canApply('archive', state) && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => setConfirming('archive')}
          >
            {ACTIONS.archive}
          </Button>
        )}
      </Group>
      <ConfirmCampaignModal
        opened={confirming !== null}
        title={
          confirming === 'archive' ? CAMPAIGNS_TEXTS.confirm.archiveTitle : CAMPAIGNS_TEXTS.confirm.startTitle
        }
        message={
          confirming === 'archive'
            ? CAMPAIGNS_TEXTS.confirm.archive(campaign.name)
            : CAMPAIGNS_TEXTS.confirm.start(campaign.name, contacts, audience.length === 1)
        }
        confirmLabel={confirming === 'archive' ? ACTIONS.archive : ACTIONS.start}
        danger={confirming === 'archive'}
        loading={busy}
        onClose={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Group>
  );
}
