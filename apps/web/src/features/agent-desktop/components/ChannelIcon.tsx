import { ThemeIcon } from '@mantine/core';
import { channelLabel } from '@parley/core/common/channels';
import {
  IconChecklist,
  IconMail,
  IconMessage,
  IconPhone,
  IconRecordMail,
  type TablerIcon,
} from '@tabler/icons-react';

const ICONS: Record<string, TablerIcon> = {
  sms: IconMessage,
  email: IconMail,
  'custom-tasks': IconChecklist,
  voicemail: IconRecordMail,
};

export type ChannelIconProps = { channel: string; size?: number };

/** The task's channel as an icon (calls for every call channel), named for screen readers. */
export function ChannelIcon({ channel, size = 32 }: ChannelIconProps) {
  const Icon = ICONS[channel] ?? IconPhone;
  return (
    <ThemeIcon variant="light" size={size} radius="md" aria-label={channelLabel(channel)} role="img">
      <Icon size={size * 0.55} aria-hidden />
    </ThemeIcon>
  );
}
