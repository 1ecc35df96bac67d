import { Alert, Drawer, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useJourneyVersions } from '../hooks/useJourneyQueries.ts';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { formatJourneyDate } from '../utils/format-journey-date.ts';

export type VersionHistoryDrawerProps = { journeyId: string; opened: boolean; onClose: () => void };

/** Every published version: its number, who published it and when. */
export function VersionHistoryDrawer({ journeyId, opened, onClose }: VersionHistoryDrawerProps) {
  const versions = useJourneyVersions(journeyId, opened);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={BUILDER_TEXTS.versionsTitle}>
      {versions.isPending ? (
        <Loader size="sm" />
      ) : versions.isError ? (
        <Alert color="red">{BUILDER_TEXTS.versionsFailed}</Alert>
      ) : versions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {BUILDER_TEXTS.noVersions}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} aria-label={BUILDER_TEXTS.versionsTitle}>
          {[...versions.data]
            .sort((a, b) => b.version - a.version)
            .map((version) => (
              <Timeline.Item key={version.version} title={BUILDER_TEXTS.versionLine(version.version)}>
                <Stack gap={0}>
                  <Text size="sm">{formatJourneyDate(version.publishedAt)}</Text>
                  {version.publishedBy?.name && (
                    <Text size="xs" c="dimmed">
                      by {version.publishedBy.name}
                    </Text>
                  )}
                </Stack>
              </Timeline.Item>
            ))}
        </Timeline>
      )}
    </Drawer>
  );
}
