import { ThemeIcon } from '@mantine/core';
import type { ActivityChannel } from '../../../shared/graphql/schema-types.generated.ts';
import { RECENT_ACTIVITY_TEXTS } from '../recent-activity-texts.ts';
import { CHANNEL_ICONS } from '../utils/channel-icons.ts';

export type ChannelIconProps = { channel: ActivityChannel; size?: number };

export function ChannelIcon({ channel, size = 32 }: ChannelIconProps) {
  const { icon: Icon, color } = CHANNEL_ICONS[channel];
  const label = RECENT_ACTIVITY_TEXTS.channels[channel];
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="xl" aria-label={label} title={label}>
      <Icon size={size * 0.55} stroke={1.6} aria-hidden />
    </ThemeIcon>
  );
}
