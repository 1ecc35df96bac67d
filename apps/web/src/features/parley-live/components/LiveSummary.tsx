import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { LiveSnapshot } from '../api/parley-live-api.ts';
import { PARLEY_LIVE_TEXTS } from '../parley-live-texts.ts';

const TEXTS = PARLEY_LIVE_TEXTS.summary;

export type LiveSummaryProps = { snapshot: LiveSnapshot };

/** The wallboard's headline numbers, large enough to read across a room. */
export function LiveSummary({ snapshot }: LiveSummaryProps) {
  const figures = [
    { label: TEXTS.agentsAvailable, value: snapshot.agents.filter((agent) => agent.available).length },
    { label: TEXTS.agentsOnTask, value: snapshot.agents.filter((agent) => agent.taskCount > 0).length },
    { label: TEXTS.waiting, value: snapshot.queues.reduce((total, queue) => total + queue.waiting, 0) },
    { label: TEXTS.callsInProgress, value: snapshot.callsInProgress },
    { label: TEXTS.campaignsDialing, value: snapshot.campaigns.length },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md" radius="md" bg="dark.7" aria-label={figure.label}>
          <Text size="sm" c="gray.3" tt="uppercase" fw={700}>
            {figure.label}
          </Text>
          <Text fz={56} fw={800} c="white" lh={1.1} data-testid={`live-summary-${figure.label}`}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
