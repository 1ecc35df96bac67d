import { Group, Text, Tooltip } from '@mantine/core';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import type { NodeStats } from '../utils/flow-mapping.ts';

export type NodeStatsLineProps = { stats: NodeStats | null };

/** A node's counts on the analytics overlay: entered · waiting · completed · failed. */
export function NodeStatsLine({ stats }: NodeStatsLineProps) {
  const counts = stats ?? { entered: 0, waiting: 0, completed: 0, skipped: 0, failed: 0 };
  const { stats: labels } = BUILDER_TEXTS;
  const items = [
    ['entered', labels.entered, counts.entered],
    ['waiting', labels.waiting, counts.waiting],
    ['completed', labels.completed, counts.completed],
    ['failed', labels.failed, counts.failed],
  ] as const;
  return (
    <Group gap={6} wrap="nowrap" aria-label="Step analytics">
      {items.map(([key, label, value]) => (
        <Tooltip key={key} label={label} withArrow>
          <Text
            size="xs"
            c={key === 'failed' && value > 0 ? 'red' : 'dimmed'}
            aria-label={`${label} ${value}`}
          >
            {value.toLocaleString('en-US')}
          </Text>
        </Tooltip>
      ))}
    </Group>
  );
}
