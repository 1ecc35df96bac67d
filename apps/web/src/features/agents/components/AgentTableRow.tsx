import { ActionIcon, Stack, Table, Text } from '@mantine/core';
import { elapsedSince, formatStatusDuration } from '@parley/core/agent-desktop/status-timer';
import { channelLabel } from '@parley/core/common/channels';
import { abbreviateNumber } from '@parley/core/common/number-format';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CALL_TEXTS, VOICE_SPEC_TEXTS } from '../../voice/voice-texts.ts';
import { AGENTS_TEXTS } from '../agents-texts.ts';
import { type AgentRow, liveCallOf } from '../api/agents-api.ts';
import { formatOccupancy, statusOf, timeInStatusMs } from '../utils/agent-list.ts';
import { ActivityBreakdown } from './ActivityBreakdown.tsx';

/** Columns of the Agents table, for the breakdown row that spans them. */
export const AGENT_TABLE_COLUMNS = 10;

export type AgentTableRowProps = {
  agent: AgentRow;
  now: number;
  expanded: boolean;
  onToggle: () => void;
  /** The availability badge (voice's transfer availability), drawn by the page. */
  availability: ReactNode;
  /** The manager actions on the agent's live call, if any, drawn by the page. */
  actions: ReactNode;
};

function Missing() {
  return <Text c="dimmed">{AGENTS_TEXTS.none}</Text>;
}

/** The agent's task now: a live call (from their reservations), else the task the overview names. */
function CurrentTaskCell({ agent, now }: { agent: AgentRow; now: number }) {
  const call = liveCallOf(agent);
  const task = agent.day?.currentTask;
  if (!call && !task) return <Missing />;
  const what = call
    ? `${CALL_TEXTS.liveCall}: ${
        call.contact.name ??
        (call.contact.contactPhone
          ? formatPhoneForDisplay(call.contact.contactPhone)
          : VOICE_SPEC_TEXTS.contact)
      }`
    : [channelLabel(task?.channel ?? ''), task?.title, task?.contact].filter(Boolean).join(' · ');
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {what}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {formatStatusDuration(elapsedSince(call ? call.acceptedAt : (task?.since ?? null), now))}
      </Text>
    </Stack>
  );
}

/** One agent on the Agents page, and below it, when expanded, their activity today. */
export function AgentTableRow({ agent, now, expanded, onToggle, availability, actions }: AgentTableRowProps) {
  const inStatus = timeInStatusMs(agent, now);
  const day = agent.day;
  const occupancy = formatOccupancy(day?.occupancy);
  return (
    <>
      <Table.Tr data-agent={agent.email}>
        <Table.Td w={40}>
          {day && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={expanded}
              aria-label={
                expanded ? AGENTS_TEXTS.hideBreakdown(agent.name) : AGENTS_TEXTS.showBreakdown(agent.name)
              }
              onClick={onToggle}
            >
              {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            </ActionIcon>
          )}
        </Table.Td>
        <Table.Td>
          <Text size="sm" fw={500}>
            {agent.name}
          </Text>
          <Text size="xs" c="dimmed">
            {agent.email}
          </Text>
        </Table.Td>
        <Table.Td>{statusOf(agent)}</Table.Td>
        <Table.Td data-figure="time-in-status" ff="monospace">
          {inStatus === null ? <Missing /> : formatStatusDuration(inStatus)}
        </Table.Td>
        <Table.Td>{availability}</Table.Td>
        <Table.Td>
          <CurrentTaskCell agent={agent} now={now} />
        </Table.Td>
        <Table.Td data-figure="handled">{day ? abbreviateNumber(day.handledToday) : <Missing />}</Table.Td>
        <Table.Td data-figure="aht" ff="monospace">
          {day?.averageHandleSeconds != null ? (
            formatStatusDuration(day.averageHandleSeconds * 1000)
          ) : (
            <Missing />
          )}
        </Table.Td>
        <Table.Td data-figure="occupancy">{occupancy ?? <Missing />}</Table.Td>
        <Table.Td>{actions}</Table.Td>
      </Table.Tr>
      {expanded && day && (
        <Table.Tr>
          <Table.Td />
          <Table.Td colSpan={AGENT_TABLE_COLUMNS - 1}>
            <ActivityBreakdown breakdown={day.activityBreakdown} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
