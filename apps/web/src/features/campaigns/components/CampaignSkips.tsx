// The "Skipped by reason" list of the campaign page (issue 14 campaign page).
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { CAMPAIGN_SKIP_LABELS } from '@parley/core/campaigns/campaign-deferral';
import { SKIP_REASON_LABELS } from '@parley/core/compliance/compliance-texts';
import type { CampaignStats } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

export type CampaignSkipsProps = { skippedByReason: CampaignStats['skippedByReason'] };

/** The compliance gate's reasons and the campaign's own, by their labels. */
const REASON_LABELS: Readonly<Record<string, string>> = { ...SKIP_REASON_LABELS, ...CAMPAIGN_SKIP_LABELS };

/** How many contacts were skipped, by reason, most first. */
export function CampaignSkips({ skippedByReason }: CampaignSkipsProps) {
  const skips = [...skippedByReason].sort((a, b) => b.count - a.count);
  return (
    <Card withBorder padding="lg" component="section" aria-label={CAMPAIGNS_TEXTS.page.skippedByReason}>
      <Stack gap="sm">
        <Title order={4}>{CAMPAIGNS_TEXTS.page.skippedByReason}</Title>
        {skips.length === 0 ? (
          <Text size="sm" c="dimmed">
            {CAMPAIGNS_TEXTS.page.noSkips}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {skips.map((skip) => (
              <Group key={skip.reason} justify="space-between" component="li">
                <Text size="sm">{REASON_LABELS[skip.reason] ?? skip.reason}</Text>
                <Text size="sm" fw={500}>
                  {skip.count.toLocaleString('en-US')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
