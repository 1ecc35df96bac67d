import { Alert, Badge, Center, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { eventLabel, eventTypeLabel } from '@parley/core/contacts/field-labels';
import { propertyEntries } from '@parley/core/contacts/property-entries';
import { feedProfileId } from '../api/audience-api.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { useProfileFeed } from '../hooks/useContactProfile.ts';
import { displayDate } from '../utils/audience-format.ts';
import { EventPropertyList } from './EventPropertyList.tsx';

export type ActivityFeedProps = { profileId: string };

/**
 * The contact's activity (GET /profile-feeds/profile/{id}), newest first; each event by its label
 * with its properties as label: value pairs (issue 17 item 8: never names or JSON as stored).
 */
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
      {items.map((item) => {
        const title = eventLabel(item.eventName);
        const entries = propertyEntries(item.properties);
        return (
          <Timeline.Item
            key={item.id}
            title={
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {title}
                </Text>
                <Badge size="xs" variant="outline">
                  {eventTypeLabel(item.eventType)}
                </Badge>
              </Group>
            }
          >
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {displayDate(item.occurredAt)}
              </Text>
              {entries.length > 0 && (
                <EventPropertyList label={AUDIENCE_TEXTS.eventDetails(title)} entries={entries} />
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
