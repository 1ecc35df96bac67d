import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatStatusDuration } from '@parley/core/agent-desktop/status-timer';
import { AGENTS_TEXTS } from '../agents-texts.ts';
import type { AgentDay } from '../api/agents-api.ts';

export type ActivityBreakdownProps = {
  /** Seconds per status today (spec 001 §3 agentActivityBreakdown), as the server sends them. */
  breakdown: AgentDay['activityBreakdown'];
};

/** An agent's time per status today: one bar per status, its share of the day so far. */
export function ActivityBreakdown({ breakdown }: ActivityBreakdownProps) {
  const total = breakdown.reduce((sum, entry) => sum + entry.duration, 0);
  if (breakdown.length === 0 || total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {AGENTS_TEXTS.noActivity}
      </Text>
    );
  }
  return (
    <Stack gap={6} maw={480} aria-label={AGENTS_TEXTS.breakdownTitle}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {AGENTS_TEXTS.breakdownTitle}
      </Text>
      {breakdown.map((entry) => (
        <Stack key={entry.activityName} gap={2} data-activity={entry.activityName}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{entry.activityName}</Text>
            <Text size="sm" ff="monospace">
              {formatStatusDuration(entry.duration * 1000)}
            </Text>
          </Group>
          <Progress value={(entry.duration / total) * 100} size="sm" aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}
