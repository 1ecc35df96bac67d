import { Anchor, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { formatDateTimeWithZone } from '@parley/core/common/date-format';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ActivityItem } from '../api/recent-activity-api.ts';
import { RECENT_ACTIVITY_TEXTS } from '../recent-activity-texts.ts';
import { relativeTime } from '../utils/relative-time.ts';
import { ChannelIcon } from './ChannelIcon.tsx';

export type ActivityRowProps = { item: ActivityItem; now: number };

/** /audience?profileId=: the contact's profile (features/audience). */
export function profilePath(profileId: string): string {
  return `/audience?profileId=${encodeURIComponent(profileId)}`;
}

/** One event: its channel, summary, contact, agent and time; the row opens the contact's profile. */
export function ActivityRow({ item, now }: ActivityRowProps) {
  const contactName = item.contact.name || item.contact.phone || RECENT_ACTIVITY_TEXTS.unknownContact;
  const fullDate = formatDateTimeWithZone(item.occurredAt) ?? item.occurredAt;
  return (
    <Paper withBorder radius="md" px="md" py="sm" component="li" data-testid="activity-row">
      <Group gap="sm" wrap="nowrap" align="center">
        <UnstyledButton
          component={Link}
          to={profilePath(item.contact.profileId)}
          aria-label={RECENT_ACTIVITY_TEXTS.openProfile(contactName)}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap="sm" wrap="nowrap">
            <ChannelIcon channel={item.channel} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end">
                {item.summary}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {[contactName, item.agent?.name].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        {item.recordingUrl ? (
          <Anchor href={item.recordingUrl} target="_blank" rel="noreferrer" size="xs">
            <Group gap={4} wrap="nowrap">
              <IconPlayerPlay size={14} aria-hidden />
              {RECENT_ACTIVITY_TEXTS.recording}
            </Group>
          </Anchor>
        ) : null}
        <Tooltip label={fullDate} withArrow>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={item.occurredAt}
            style={{ whiteSpace: 'nowrap' }}
          >
            {relativeTime(item.occurredAt, now)}
          </Text>
        </Tooltip>
      </Group>
    </Paper>
  );
}
