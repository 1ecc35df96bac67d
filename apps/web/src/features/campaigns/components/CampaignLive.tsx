// A call campaign's agents and output (issue 14 "Live campaign page": agents talking / waiting, calls
// and talk minutes per agent-hour). Read with the campaign's figures on campaign.updated.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { Figure } from './CampaignDialer.tsx';

const TEXTS = CAMPAIGNS_TEXTS.page.live;

const rate = (value: number | null) =>
  value === null ? TEXTS.none : value.toLocaleString('en-US', { maximumFractionDigits: 1 });

export function CampaignLive({ live }: { live: NonNullable<Campaign['live']> }) {
  return (
    <Stack gap="sm" component="section" aria-label={TEXTS.title}>
      <Title order={4}>{TEXTS.title}</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={TEXTS.talking} value={live.agentsTalking.toLocaleString('en-US')} />
        <Figure label={TEXTS.waiting} value={live.agentsWaiting.toLocaleString('en-US')} />
        <Figure label={TEXTS.callsPerAgentHour} value={rate(live.callsPerAgentHour)} />
        <Figure label={TEXTS.talkPerAgentHour} value={rate(live.talkMinutesPerAgentHour)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {TEXTS.window(
          live.windowMinutes,
          live.agentHours.toLocaleString('en-US', { maximumFractionDigits: 2 }),
        )}
      </Text>
    </Stack>
  );
}
