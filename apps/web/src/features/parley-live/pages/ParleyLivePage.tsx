import { Alert, Box, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import { isPrivileged } from '@parley/core/auth/roles';
import { localTimeZone, timeZoneAbbreviation } from '@parley/core/common/date-format';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useState } from 'react';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { useNow } from '../../../shared/time/useNow.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import type { LiveSnapshot } from '../api/parley-live-api.ts';
import { LiveAgentsBoard } from '../components/LiveAgentsBoard.tsx';
import { LiveCampaigns } from '../components/LiveCampaigns.tsx';
import { LiveQueueTile } from '../components/LiveQueueTile.tsx';
import { LiveSummary } from '../components/LiveSummary.tsx';
import { useParleyLive } from '../hooks/useParleyLive.ts';
import { PARLEY_LIVE_TEXTS } from '../parley-live-texts.ts';
import { useLiveThresholdsStore, useQueueThresholds } from '../state/live-thresholds-store.ts';

const TEXTS = PARLEY_LIVE_TEXTS;

function Board({ snapshot, thresholdsOwner }: { snapshot: LiveSnapshot; thresholdsOwner: string }) {
  const now = useNow();
  const thresholds = useQueueThresholds(thresholdsOwner);
  const setThresholds = useLiveThresholdsStore((state) => state.setThresholds);
  return (
    <Stack gap="xl">
      <LiveSummary snapshot={snapshot} />
      <section aria-label={TEXTS.queues.title}>
        <Title order={2} c="white" mb="sm">
          {TEXTS.queues.title}
        </Title>
        {snapshot.queues.length === 0 ? (
          <Text c="gray.4">{TEXTS.queues.empty}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} spacing="md">
            {snapshot.queues.map((queue) => (
              <LiveQueueTile
                key={queue.sid}
                queue={queue}
                serviceLevelSeconds={snapshot.serviceLevelSeconds}
                thresholds={thresholds[queue.sid] ?? {}}
                onThresholdsChange={(next) => setThresholds(thresholdsOwner, queue.sid, next)}
                now={now}
              />
            ))}
          </SimpleGrid>
        )}
      </section>
      <section aria-label={TEXTS.agents.title}>
        <Title order={2} c="white" mb="sm">
          {TEXTS.agents.title}
        </Title>
        <LiveAgentsBoard agents={snapshot.agents} now={now} />
      </section>
      <section aria-label={TEXTS.campaigns.title}>
        <Title order={2} c="white" mb="sm">
          {TEXTS.campaigns.title}
        </Title>
        <LiveCampaigns campaigns={snapshot.campaigns} />
      </section>
    </Stack>
  );
}

/** /parley-live: the wallboard (issue 15; docs/reporting.md "Parley Live"), for admins and supervisors. */
export function ParleyLivePage() {
  const title = useRouteTitle(TEXTS.title);
  const { profile } = useSession();
  const allowed = isPrivileged(profile?.roles ?? []);
  const [timeZone] = useState(localTimeZone);
  const live = useParleyLive(timeZone, allowed);
  const { ref, toggle, fullscreen } = useFullscreenElement();
  if (!allowed)
    return (
      <Stack p="xl">
        <Title order={2}>{title}</Title>
        <Text>{TEXTS.managersOnly}</Text>
      </Stack>
    );
  const thresholdsOwner = `${profile?.brandSlug ?? ''}:${profile?.oktaUserId ?? ''}`;
  return (
    <Box ref={ref} bg="dark.9" mih="100%" p="xl" style={{ overflow: 'auto' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} c="white">
            {title}
          </Title>
          <Group>
            {live.data && (
              <Text c="gray.4" size="sm">
                {TEXTS.updatedAt(
                  `${new Date(live.data.at).toLocaleTimeString()} ${timeZoneAbbreviation(live.data.timeZone)}`,
                )}
              </Text>
            )}
            <Button
              variant="light"
              leftSection={fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
              onClick={() => void toggle()}
            >
              {fullscreen ? TEXTS.exitFullScreen : TEXTS.fullScreen}
            </Button>
          </Group>
        </Group>
        {live.isPending ? (
          <Center py="xl">
            <Loader aria-label={TEXTS.loading} />
          </Center>
        ) : live.isError ? (
          <Alert color="red">{live.error.message || TEXTS.failed}</Alert>
        ) : (
          <Board snapshot={live.data} thresholdsOwner={thresholdsOwner} />
        )}
      </Stack>
    </Box>
  );
}
