// The campaigns table (issue 14 list).
import { Anchor, Progress, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CampaignSummary } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { audienceSummary } from '../utils/audience-summary.ts';
import { progressValue } from '../utils/campaign-figures.ts';
import { formatCampaignDate } from '../utils/format-campaign-date.ts';
import { CampaignRowMenu } from './CampaignRowMenu.tsx';
import { CampaignStateBadge } from './CampaignStateBadge.tsx';
import { CampaignTypeBadge } from './CampaignTypeBadge.tsx';

export type CampaignsTableProps = { campaigns: CampaignSummary[] };

const COLUMNS = CAMPAIGNS_TEXTS.list.columns;

/** The campaigns, newest change first: type, state, audience, how many were reached, last change. */
export function CampaignsTable({ campaigns }: CampaignsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-label={CAMPAIGNS_TEXTS.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{COLUMNS.name}</Table.Th>
            <Table.Th>{COLUMNS.type}</Table.Th>
            <Table.Th>{COLUMNS.state}</Table.Th>
            <Table.Th>{COLUMNS.audience}</Table.Th>
            <Table.Th>{COLUMNS.progress}</Table.Th>
            <Table.Th>{COLUMNS.updated}</Table.Th>
            <Table.Th aria-label={COLUMNS.actions} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => {
            const { reached, targets } = campaign.stats;
            return (
              <Table.Tr key={campaign.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor component={Link} to={`/campaigns/${campaign.id}`} fw={500} size="sm">
                      {campaign.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {campaign.friendlyId}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <CampaignTypeBadge messageType={campaign.messageType} />
                </Table.Td>
                <Table.Td>
                  <CampaignStateBadge state={campaign.state} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{audienceSummary(campaign.segments, campaign.contactLists)}</Text>
                </Table.Td>
                <Table.Td miw={120}>
                  <Stack gap={4}>
                    <Text size="sm">{CAMPAIGNS_TEXTS.list.progress(reached, targets)}</Text>
                    <Progress
                      size="sm"
                      value={progressValue(reached, targets)}
                      aria-label={`${campaign.name} ${COLUMNS.progress}`}
                    />
                  </Stack>
                </Table.Td>
                <Table.Td>{formatCampaignDate(campaign.updatedAt)}</Table.Td>
                <Table.Td>
                  <CampaignRowMenu campaign={campaign} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
