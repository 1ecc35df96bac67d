import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { StatisticSummary } from '@parley/core/voice/call-statistics';
import { useVoiceStore } from '../state/voice-store.ts';
import { CALL_TEXTS } from '../voice-texts.ts';

export type CallQualityProps = { conferenceSid: string };

function format(value: number | null, digits: number, unit = ''): string {
  return value === null ? '—' : `${value.toFixed(digits)}${unit}`;
}

function Row({
  label,
  summary,
  digits,
  unit,
}: {
  label: string;
  summary: StatisticSummary;
  digits: number;
  unit?: string;
}) {
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
 * spec 000 §9: the call's statistics (min, average, max over the samples so far) and the network
 * warnings standing now (each clears 10 s after its condition ends).
 */
export function CallQuality({ conferenceSid }: CallQualityProps) {
  const quality = useVoiceStore((state) => state.quality[conferenceSid]);
  if (!quality) return null;
  const { statistics, warnings } = quality;
  return (
    <Stack gap="xs">
      {warnings.length > 0 && (
        <Group gap="xs" aria-label={CALL_TEXTS.networkWarnings} role="status">
          {warnings.map((name) => (
            <Badge key={name} color="orange" variant="light" data-warning={name}>
              {CALL_TEXTS.networkWarning[name]}
            </Badge>
          ))}
        </Group>
      )}
      <Table
        withTableBorder
        fz="xs"
        aria-label={CALL_TEXTS.callStatistics}
        data-samples={statistics.rtt.sampleCount}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{CALL_TEXTS.callStatistics}</Table.Th>
            <Table.Th>min</Table.Th>
            <Table.Th>avg</Table.Th>
            <Table.Th>max</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Row label={CALL_TEXTS.mos} summary={statistics.mos} digits={2} />
          <Row label={CALL_TEXTS.rtt} summary={statistics.rtt} digits={0} unit=" ms" />
          <Row label={CALL_TEXTS.jitter} summary={statistics.jitter} digits={1} unit=" ms" />
          <Row label={CALL_TEXTS.audioIn} summary={statistics.audioInputLevel} digits={3} />
          <Row label={CALL_TEXTS.audioOut} summary={statistics.audioOutputLevel} digits={3} />
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {statistics.rtt.sampleCount} samples
      </Text>
    </Stack>
  );
}
