import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { LiveCampaign } from '../api/parley-live-api.ts';
import { PARLEY_LIVE_TEXTS } from '../parley-live-texts.ts';

const TEXTS = PARLEY_LIVE_TEXTS.campaigns;

export type LiveCampaignsProps = { campaigns: LiveCampaign[] };

/** The campaigns running now, with what they are dialing and what is left. */
export function LiveCampaigns({ campaigns }: LiveCampaignsProps) {
  if (campaigns.length === 0) return <Text c="gray.4">{TEXTS.empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} spacing="sm">
      {campaigns.map((campaign) => (
        <Paper key={campaign.id} withBorder p="md" radius="md" bg="dark.7" data-testid="live-campaign">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={800} c="white" truncate>
              {campaign.name}
            </Text>
            <Badge color="blue" variant="filled">
              {campaign.messageType === 'sms' ? TEXTS.sms : (campaign.dialingMode ?? TEXTS.call)}
            </Badge>
          </Group>
          <Group gap="xl" mt="xs">
            {[
              { label: TEXTS.dialing, value: campaign.dialing },
              { label: TEXTS.pending, value: campaign.pending },
              { label: TEXTS.reached, value: campaign.reached },
              ...(campaign.ratio === null ? [] : [{ label: TEXTS.ratio, value: campaign.ratio }]),
            ].map((figure) => (
              <div key={figure.label}>
                <Text size="xs" c="gray.4" tt="uppercase" fw={700}>
                  {figure.label}
                </Text>
                <Text fz={28} fw={800} c="white">
                  {figure.value}
                </Text>
              </div>
            ))}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
