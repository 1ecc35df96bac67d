import { Button, Menu, Text, Tooltip } from '@mantine/core';
import type { VoicemailDrop } from '@parley/core/voice/voicemail-drops';
import { IconChevronDown, IconVoice } from '@tabler/icons-react';
import { formatDropLength } from '../../settings/utils/voicemail-drop-format.ts';
import { CALL_TEXTS } from '../voice-texts.ts';

export type VoicemailDropMenuProps = {
  drops: VoicemailDrop[];
  /** Shown as the disabled button's tooltip. */
  blockedReason: string | null;
  dropping: boolean;
  onDrop: (drop: VoicemailDrop) => void;
};

/** "Voicemail drop" on the call's toolbar: the agent's pre-recorded drops; choosing one drops it. */
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
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown aria-label={CALL_TEXTS.voicemailDropMenu}>
        <Menu.Label>{CALL_TEXTS.voicemailDropMenu}</Menu.Label>
        {drops.map((drop) => (
          <Menu.Item
            key={drop.id}
            onClick={() => onDrop(drop)}
            rightSection={
              <Text size="xs" c="dimmed">
                {formatDropLength(drop.durationSeconds)}
              </Text>
            }
          >
            {drop.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
