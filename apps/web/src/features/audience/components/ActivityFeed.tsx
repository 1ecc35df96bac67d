import { Alert, Badge, Center, Code, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { feedProfileId } from '../api/audience-api.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { useProfileFeed } from '../hooks/useContactProfile.ts';
import { displayDate } from '../utils/audience-format.ts';

export type ActivityFeedProps = { profileId: string };

/** The contact's activity (GET /profile-feeds/profile/{id}), newest first. */
export function ActivityFeed({ profileId }: ActivityFeedProps) {
  const feed = useProfileFeed(profileId, true);
  if (feed.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading activity" />
      </Center>
    );
  if (feed.isError) return <Alert color="red">{AUDIENCE_TEXTS.feedFailed(feedProfileId(profileId))}</Alert>;
  if (feed.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {AUDIENCE_TEXTS.noActivity}
      </Text>
    );
  // The server answers newest first; sorted again so the order never depends on it.
  const items = [...feed.data].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label={AUDIENCE_TEXTS.sections.activity}>
      {items.map((item) => (
        <Timeline.Item
          key={item.id}
          title={
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {item.eventName}
              </Text>
              <Badge size="xs" variant="outline">
                {item.eventType}
              </Badge>
            </Group>
          }
        >
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {displayDate(item.occurredAt)}
            </Text>
            {Object.keys(item.properties).length > 0 && (
              <Code block fz="xs">
                {JSON.stringify(item.properties, null, 2)}
              </Code>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
