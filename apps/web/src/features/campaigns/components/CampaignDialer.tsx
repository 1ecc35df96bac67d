// A predictive campaign's dialer figures (issue 14 "Live campaign page"): the current dial ratio and
// how it paces, calls ringing and waiting for an agent, the answer rate, and the abandon rate over the
// FTC (30 days) and Ofcom (24 hours) windows. Read with the campaign's figures on campaign.updated.
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

const TEXTS = CAMPAIGNS_TEXTS.page.dialer;

function percent(value: number): string {
  return `${(Math.round(value * 1000) / 10).toLocaleString('en-US')}%`;
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {value}
      </Text>
    </Card>
  );
}

export function CampaignDialer({ dialer }: { dialer: NonNullable<Campaign['dialer']> }) {
  const pacing = dialer.forcedProgressive ? TEXTS.forced : (TEXTS.paced[dialer.pacedAs] ?? dialer.pacedAs);
  return (
    <Stack gap="sm" component="section" aria-label={TEXTS.title}>
      <Title order={4}>{TEXTS.title}</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={TEXTS.pacedAs} value={pacing} />
        <Figure label={TEXTS.dialRatio} value={dialer.dialRatio.toLocaleString('en-US')} />
        <Figure label={TEXTS.ringing} value={dialer.ringing.toLocaleString('en-US')} />
        <Figure label={TEXTS.waiting} value={dialer.waiting.toLocaleString('en-US')} />
        <Figure label={TEXTS.answerRate} value={percent(dialer.answerRate)} />
        <Figure label={TEXTS.abandonFtc} value={percent(dialer.abandonRateFtc)} />
        <Figure label={TEXTS.abandonOfcom} value={percent(dialer.abandonRateOfcom)} />
      </SimpleGrid>
    </Stack>
  );
}
