// The campaign page's figure cards and progress bar (issue 14 campaign page).
import { Card, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CampaignMessageType } from '@parley/core/campaigns/campaign-model';
import type { CampaignStats } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { doneCount, percentOfSent, progressValue } from '../utils/campaign-figures.ts';

export type CampaignFiguresProps = { stats: CampaignStats; messageType: CampaignMessageType };

const PAGE = CAMPAIGNS_TEXTS.page;
type Figure = keyof typeof PAGE.figureLabels;

/** A text campaign's figures, and a call campaign's (its calls are with agents, answered, or left a voicemail). */
const FIGURES: Record<CampaignMessageType, readonly Figure[]> = {
  sms: ['targets', 'pending', 'reached', 'delivered', 'failed', 'skipped', 'replied', 'converted'],
  phoneCall: [
    'targets',
    'pending',
    'dialing',
    'answered',
    'voicemail',
    'abandoned',
    'failed',
    'skipped',
    'converted',
  ],
};
/** Shown with their share of the sent (the reached). */
const RATED: readonly Figure[] = ['delivered', 'failed', 'replied', 'converted', 'answered', 'voicemail'];

/** The campaign's figures from its targets, the rates as a percent of the sent, and its progress. */
export function CampaignFigures({ stats, messageType }: CampaignFiguresProps) {
  const done = doneCount(stats);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={PAGE.figures}>
        {FIGURES[messageType].map((figure) => {
          const label = PAGE.figureLabels[figure];
          const rate =
            RATED.includes(figure) && messageType === 'sms'
              ? percentOfSent(stats[figure], stats.reached)
              : null;
          return (
            <Card key={figure} withBorder padding="sm" role="group" aria-label={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="xl" fw={600}>
                {stats[figure].toLocaleString('en-US')}
              </Text>
              {rate && (
                <Text size="xs" c="dimmed">
                  {PAGE.ofSent(rate)}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm">{PAGE.progressText(done, stats.targets)}</Text>
        <Progress value={progressValue(done, stats.targets)} aria-label={PAGE.progress} />
      </Stack>
    </Stack>
  );
}
