import { Badge, Box, Stack } from '@mantine/core';
import { eventLabel, eventTypeLabel } from '@parley/core/contacts/field-labels';
import { propertyEntries } from '@parley/core/contacts/property-entries';
import { ContactTimeline } from '../../../shared/contact-timeline/ContactTimeline.tsx';
import type { ContactTimelineItem } from '../../../shared/contact-timeline/contact-timeline-api.ts';
import { jsonObject } from '../../../shared/graphql/json-scalar.ts';
import { feedProfileId } from '../api/audience-api.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { EventPropertyList } from './EventPropertyList.tsx';

export type ActivityFeedProps = { profileId: string };

/** spec 001 §7: the profile feed is asked up to 5 more times before it says it failed. */
const FEED_RETRIES = 5;

/** An ingested event (track, page) by its type, its properties as label: value pairs, never JSON. */
function IngestedEventDetails({ item }: { item: ContactTimelineItem }) {
  if (item.properties === null || item.properties === undefined) return null;
  const entries = propertyEntries(jsonObject(item.properties));
  return (
    <Stack gap={4} mt={4}>
      <Badge size="xs" variant="outline">
        {eventTypeLabel(item.eventType)}
      </Badge>
      {entries.length > 0 && (
        <EventPropertyList label={AUDIENCE_TEXTS.eventDetails(eventLabel(item.type))} entries={entries} />
      )}
    </Stack>
  );
}

/**
 * The contact's activity (issue 17 item 1): the same timeline as the desk's customer panel (every
 * call, text, task, journey step and ingested event, all time, newest first, a page at a time), each
 * ingested event with its properties by label (issue 17 item 8).
 */
export function ActivityFeed({ profileId }: ActivityFeedProps) {
  return (
    <Box component="section" aria-label={AUDIENCE_TEXTS.sections.activity}>
      <ContactTimeline
        profileId={profileId}
        failureText={AUDIENCE_TEXTS.feedFailed(feedProfileId(profileId))}
        retries={FEED_RETRIES}
        renderDetails={(item) => <IngestedEventDetails item={item} />}
      />
    </Box>
  );
}
