// The collapsible campaign info panel (spec 001 §2 "Other UI"; issue 14 campaign page).
import { ActionIcon, Box, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { CAMPAIGN_INFO_WIDTH, SIDEBAR_COLLAPSED_WIDTH } from '@parley/core/shell/navigation';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePanelExpanded } from '../../../shared/layout/panels-store.ts';
import type { Campaign } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { useQueueOptions } from '../hooks/useCampaignOptions.ts';
import { formatCampaignDate } from '../utils/format-campaign-date.ts';

export type CampaignInfoPanelProps = { campaign: Campaign };

const PAGE = CAMPAIGNS_TEXTS.page;
const LABELS = PAGE.infoLabels;
const AUDIENCE = CAMPAIGNS_TEXTS.audience;

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Stack>
  );
}

function Settings({ campaign }: { campaign: Campaign }) {
  const sms = campaign.smsCampaign;
  const call = campaign.phoneCallCampaign;
  const queues = useQueueOptions(call !== null);
  const queueName = queues.data?.find((queue) => queue.sid === call?.targetQueueSid)?.friendlyName;
  return (
    <Stack gap="sm" component="dl" m={0}>
      <Info label={LABELS.type}>{CAMPAIGNS_TEXTS.typeLabels[campaign.messageType]}</Info>
      {campaign.description && <Info label={LABELS.description}>{campaign.description}</Info>}
      {sms && (
        <>
          <Info label={LABELS.text}>{sms.content}</Info>
          {sms.mediaURL && <Info label={LABELS.media}>{sms.mediaURL}</Info>}
          <Info label={LABELS.fromNumber}>{formatPhoneForDisplay(sms.fromNumber)}</Info>
          <Info label={LABELS.sendRate}>{PAGE.perSecond(sms.sendRatePerSecond)}</Info>
        </>
      )}
      {call && (
        <>
          <Info label={LABELS.fromNumber}>{formatPhoneForDisplay(call.fromNumber)}</Info>
          <Info label={LABELS.dialingMode}>{CAMPAIGNS_TEXTS.dialingModes[call.dialingMode].label}</Info>
          <Info label={LABELS.targetQueue}>{queueName ?? call.targetQueueSid}</Info>
          <Info label={LABELS.maxParallelCalls}>{call.maxParallelCalls}</Info>
        </>
      )}
      <Info label={LABELS.audience}>
        <Stack gap={2}>
          {campaign.segments.map((segment) => (
            <Text key={segment.id} size="sm">
              {AUDIENCE.withCount(segment.name ?? AUDIENCE.deletedSegment, segment.count)}
            </Text>
          ))}
          {campaign.contactLists.map((list) => (
            <Text key={list.id} size="sm">
              {AUDIENCE.withCount(list.name ?? AUDIENCE.deletedList, list.count)}
            </Text>
          ))}
        </Stack>
      </Info>
      {campaign.conversionEvent && <Info label={LABELS.conversionEvent}>{campaign.conversionEvent}</Info>}
      {campaign.bypassOptIn && <Info label={LABELS.bypassOptIn}>{PAGE.bypassOn}</Info>}
      <Info label={LABELS.startAt}>{formatCampaignDate(campaign.startAt) ?? PAGE.atOnce}</Info>
      {campaign.startedAt && <Info label={LABELS.startedAt}>{formatCampaignDate(campaign.startedAt)}</Info>}
      {campaign.completedAt && (
        <Info label={LABELS.completedAt}>{formatCampaignDate(campaign.completedAt)}</Info>
      )}
      <Divider />
      <Info label={LABELS.created}>{formatCampaignDate(campaign.createdAt)}</Info>
      <Info label={LABELS.updated}>{formatCampaignDate(campaign.updatedAt)}</Info>
    </Stack>
  );
}

/**
 * spec 001 §2 "Other UI": the campaign info panel on the right, 368 px wide, collapsible; whether it
 * is open is kept with the other panels under 'parley-toggleable-panels' (panel 'campaignInfo').
 */
export function CampaignInfoPanel({ campaign }: CampaignInfoPanelProps) {
  const [expanded, toggle] = usePanelExpanded('campaignInfo');
  return (
    <Box
      component="aside"
      aria-label={PAGE.info}
      // Pixels, as the spec gives them, not theme-scaled rem.
      style={{
        width: expanded ? CAMPAIGN_INFO_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        flexShrink: 0,
        borderLeft: '1px solid var(--mantine-color-default-border)',
        overflowY: 'auto',
      }}
      p="md"
    >
      <Group justify={expanded ? 'space-between' : 'center'} mb="md" wrap="nowrap">
        {expanded && <Title order={4}>{PAGE.info}</Title>}
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={toggle}
          aria-label={expanded ? PAGE.collapseInfo : PAGE.expandInfo}
          aria-expanded={expanded}
        >
          {expanded ? (
            <IconLayoutSidebarRightCollapse size={18} aria-hidden />
          ) : (
            <IconLayoutSidebarRightExpand size={18} aria-hidden />
          )}
        </ActionIcon>
      </Group>
      {expanded && <Settings campaign={campaign} />}
    </Box>
  );
}
