import { Stack, Table, Text } from '@mantine/core';
import {
  CALL_STATISTIC_METRICS,
  type CallStatistics,
  type StatisticSummary,
} from '@parley/core/voice/call-statistics';
import { CALL_TEXTS } from '../voice-texts.ts';

export type CallQualityDetailsProps = { statistics: CallStatistics };

function format(value: number | null, digits: number, unit = ''): string {
  return value === null ? '—' : `${value.toFixed(digits)}${unit}`;
}

type RowProps = { label: string; summary: StatisticSummary; digits: number; unit?: string };

function StatisticRow({ label, summary, digits, unit }: RowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td>{format(summary.min, digits, unit)}</Table.Td>
      <Table.Td>{format(summary.average, digits, unit)}</Table.Td>
      <Table.Td>{format(summary.max, digits, unit)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The call statistics of spec 000 §9 (min, average, max over the samples so far, and how many), shown
 * behind the call card's quality indicator when the agent asks for them (issue 17 item 6).
 */
export function CallQualityDetails({ statistics }: CallQualityDetailsProps) {
  // A second whose sample had any measure counts (audio levels come before the first RTT).
  const samples = Math.max(...CALL_STATISTIC_METRICS.map((metric) => statistics[metric].sampleCount));
  return (
    <Stack gap={4}>
      <Table withTableBorder fz="xs" aria-label={CALL_TEXTS.callStatistics} data-samples={samples}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{CALL_TEXTS.statisticMeasure}</Table.Th>
            <Table.Th>{CALL_TEXTS.statisticMin}</Table.Th>
            <Table.Th>{CALL_TEXTS.statisticAverage}</Table.Th>
            <Table.Th>{CALL_TEXTS.statisticMax}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <StatisticRow label={CALL_TEXTS.mos} summary={statistics.mos} digits={2} />
          <StatisticRow label={CALL_TEXTS.rtt} summary={statistics.rtt} digits={0} unit=" ms" />
          <StatisticRow label={CALL_TEXTS.jitter} summary={statistics.jitter} digits={1} unit=" ms" />
          <StatisticRow label={CALL_TEXTS.audioIn} summary={statistics.audioInputLevel} digits={3} />
          <StatisticRow label={CALL_TEXTS.audioOut} summary={statistics.audioOutputLevel} digits={3} />
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {CALL_TEXTS.statisticSamples(samples)}
      </Text>
    </Stack>
  );
}
