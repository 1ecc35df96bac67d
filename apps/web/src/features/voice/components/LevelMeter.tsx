import { Group, Progress, Text } from '@mantine/core';
import { meterFill } from '../media/audio-level.ts';

export type LevelMeterProps = { label: string; level: number };

/** An audio level (0–1 RMS) as a meter in decibels; its value is readable by people and tests. */
export function LevelMeter({ label, level }: LevelMeterProps) {
  const fill = Math.round(meterFill(level) * 100);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" w={88} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Progress
        flex={1}
        value={fill}
        color={fill > 85 ? 'red' : 'teal'}
        size="sm"
        aria-label={label}
        data-level={level.toFixed(4)}
        transitionDuration={100}
      />
    </Group>
  );
}
