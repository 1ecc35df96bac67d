import { Button, Menu, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconVoice } from '@tabler/icons-react';
import { formatDropLength } from '../../settings/utils/voicemail-drop-format.ts';
import type { DropChoice } from '../hooks/useVoicemailDrop.ts';
import { CALL_TEXTS } from '../voice-texts.ts';

export type VoicemailDropMenuProps = {
  drops: DropChoice[];
  /** Shown as the disabled button's tooltip. */
  blockedReason: string | null;
  dropping: boolean;
  onDrop: (drop: DropChoice) => void;
};

/**
 * "Voicemail drop" on the call's toolbar: the campaign's drops (a campaign's call; its default marked),
 * then the agent's pre-recorded ones; choosing one drops it.
 */
export function VoicemailDropMenu({ drops, blockedReason, dropping, onDrop }: VoicemailDropMenuProps) {
  const button = (
    <Button
      variant="default"
      leftSection={<IconVoice size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      loading={dropping}
      disabled={blockedReason !== null}
    >
      {CALL_TEXTS.voicemailDrop}
    </Button>
  );
  if (blockedReason !== null) {
    return (
      <Tooltip label={blockedReason}>
        <span>{button}</span>
      </Tooltip>
    );
  }
  const campaign = drops.filter((drop) => drop.fromCampaign);
  const own = drops.filter((drop) => !drop.fromCampaign);
  const item = (drop: DropChoice) => (
    <Menu.Item
      key={drop.id}
      onClick={() => onDrop(drop)}
      rightSection={
        <Text size="xs" c="dimmed">
          {formatDropLength(drop.durationSeconds)}
        </Text>
      }
    >
      {drop.isDefault ? CALL_TEXTS.defaultVoicemailDrop(drop.name) : drop.name}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown aria-label={CALL_TEXTS.voicemailDropMenu}>
        {campaign.length > 0 && <Menu.Label>{CALL_TEXTS.campaignVoicemailDrops}</Menu.Label>}
        {campaign.map(item)}
        {own.length > 0 && <Menu.Label>{CALL_TEXTS.voicemailDropMenu}</Menu.Label>}
        {own.map(item)}
      </Menu.Dropdown>
    </Menu>
  );
}
