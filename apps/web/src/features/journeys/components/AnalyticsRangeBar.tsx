import { Group, Text, TextInput } from '@mantine/core';
import type { AnalyticsRange } from '../api/journey-analytics-api.ts';
import { BUILDER_TEXTS } from '../journeys-texts.ts';

export type AnalyticsRangeBarProps = { value: AnalyticsRange; onChange: (range: AnalyticsRange) => void };

/** The date range of the analytics overlay (empty: since the start / until now). */
export function AnalyticsRangeBar({ value, onChange }: AnalyticsRangeBarProps) {
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
  const start = (text: string) => (text ? new Date(`${text}T00:00:00`).toISOString() : null);
  const end = (text: string) => (text ? new Date(`${text}T23:59:59.999`).toISOString() : null);
  return (
    <Group gap="xs" px="md" py={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" fw={500}>
        {BUILDER_TEXTS.analyticsRange}
      </Text>
      <TextInput
        type="date"
        size="xs"
        aria-label="From"
        value={day(value.from)}
        onChange={(event) => onChange({ ...value, from: start(event.currentTarget.value) })}
      />
      <Text size="sm">–</Text>
      <TextInput
        type="date"
        size="xs"
        aria-label="To"
        value={day(value.to)}
        onChange={(event) => onChange({ ...value, to: end(event.currentTarget.value) })}
      />
    </Group>
  );
}
