// The row menu of the campaigns list (issue 14 list: Open, Edit, Duplicate, Pause/Resume, Archive).
import { ActionIcon, Menu } from '@mantine/core';
import { canApply } from '@parley/core/campaigns/campaign-states';
import {
  IconArchive,
  IconCopy,
  IconDots,
  IconExternalLink,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CampaignSummary } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { useCampaignCommands } from '../hooks/useCampaignCommands.ts';
import { ConfirmCampaignModal } from './ConfirmCampaignModal.tsx';

export type CampaignRowMenuProps = { campaign: CampaignSummary };

const ACTIONS = CAMPAIGNS_TEXTS.actions;

/** A list row's actions: those its state allows (campaign-states.ts canApply); Archive asks first. */
export function CampaignRowMenu({ campaign }: CampaignRowMenuProps) {
  const { duplicate, move } = useCampaignCommands();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const { id, state } = campaign;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={CAMPAIGNS_TEXTS.list.rowMenu(campaign.name)}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={`/campaigns/${id}`} leftSection={<IconExternalLink size={14} />}>
            {ACTIONS.open}
          </Menu.Item>
          {canApply('edit', state) && (
            <Menu.Item component={Link} to={`/campaigns/${id}/edit`} leftSection={<IconPencil size={14} />}>
              {ACTIONS.edit}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => duplicate.mutate(id)}>
            {ACTIONS.duplicate}
          </Menu.Item>
          {canApply('pause', state) && (
            <Menu.Item
              leftSection={<IconPlayerPause size={14} />}
              onClick={() => move.mutate({ move: 'pause', id })}
            >
              {ACTIONS.pause}
            </Menu.Item>
          )}
          {canApply('resume', state) && (
            <Menu.Item
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() => move.mutate({ move: 'resume', id })}
            >
              {ACTIONS.resume}
            </Menu.Item>
          )}
          {canApply('archive', state) && (
            <Menu.Item
              color="red"
              leftSection={<IconArchive size={14} />}
              onClick={() => setConfirmArchive(true)}
            >
              {ACTIONS.archive}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmCampaignModal
        opened={confirmArchive}
        title={CAMPAIGNS_TEXTS.confirm.archiveTitle}
        message={CAMPAIGNS_TEXTS.confirm.archive(campaign.name)}
        confirmLabel={ACTIONS.archive}
        danger
        loading={move.isPending}
        onClose={() => setConfirmArchive(false)}
        onConfirm={() => move.mutate({ move: 'archive', id }, { onSettled: () => setConfirmArchive(false) })}
      />
    </>
  );
}
