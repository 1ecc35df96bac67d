import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Timeline, Tooltip } from '@mantine/core';
import { formatDateTimeWithZone } from '@parley/core/common/date-format';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ContactTimelineItem } from './contact-timeline-api.ts';
import { CONTACT_TIMELINE_TEXTS } from './contact-timeline-texts.ts';
import { useContactTimeline } from './useContactTimeline.ts';
import { useTimelineFollowsWork } from './useTimelineFollowsWork.ts';

export type ContactTimelineProps = {
  profileId: string;
  /** Said when the timeline cannot load (and toasted); the generic text without a toast otherwise. */
  failureText?: string;
  retries?: number;
  /** More about an item under its summary (the profile shows an ingested event's properties). */
  renderDetails?: (item: ContactTimelineItem) => ReactNode;
};

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "May 2, 2024": the day at a glance; the tooltip has the time and zone. */
function shortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : SHORT_DATE.format(date);
}

function TimelineEntry({ item, details }: { item: ContactTimelineItem; details: ReactNode }) {
  const fullDate = formatDateTimeWithZone(item.occurredAt) ?? item.occurredAt;
  return (
    <Timeline.Item
      data-testid="contact-timeline-item"
      title={
        <Text size="sm" fw={500}>
          {item.summary}
        </Text>
      }
    >
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={fullDate} withArrow>
          <Text size="xs" c="dimmed" component="time" dateTime={item.occurredAt}>
            {shortDate(item.occurredAt)}
          </Text>
        </Tooltip>
        {item.agent ? (
          <Text size="xs" c="dimmed" truncate="end">
            · {item.agent.name}
          </Text>
        ) : null}
        {item.recordingUrl ? (
          <Anchor href={item.recordingUrl} target="_blank" rel="noreferrer" size="xs">
            <Group gap={4} wrap="nowrap">
              <IconPlayerPlay size={12} aria-hidden />
              {CONTACT_TIMELINE_TEXTS.recording}
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {details}
    </Timeline.Item>
  );
}

/**
 * Everything that happened with one contact (issue 17 item 1), newest first, each item's summary with
 * its date (the full time and zone in a tooltip), a page at a time behind "Load more". Shown on the
 * desk's customer panel and on /audience's profile.
 */
export function ContactTimeline({ profileId, failureText, retries, renderDetails }: ContactTimelineProps) {
  const timeline = useContactTimeline(profileId, { failureMessage: failureText, retries });
  useTimelineFollowsWork(profileId);
  if (timeline.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={CONTACT_TIMELINE_TEXTS.loading} />
      </Center>
    );
  if (timeline.isError)
    return (
      <Alert color="red" title={failureText ?? CONTACT_TIMELINE_TEXTS.failed}>
        <Button size="xs" variant="light" onClick={() => void timeline.refetch()}>
          {CONTACT_TIMELINE_TEXTS.retry}
        </Button>
      </Alert>
    );
  const items = timeline.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {CONTACT_TIMELINE_TEXTS.empty}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Timeline bulletSize={12} lineWidth={2} aria-label={CONTACT_TIMELINE_TEXTS.label}>
        {items.map((item) => (
          <TimelineEntry key={item.id} item={item} details={renderDetails?.(item)} />
        ))}
      </Timeline>
      {timeline.hasNextPage ? (
        <Button
          size="xs"
          variant="subtle"
          loading={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          {CONTACT_TIMELINE_TEXTS.loadMore}
        </Button>
      ) : null}
    </Stack>
  );
}
