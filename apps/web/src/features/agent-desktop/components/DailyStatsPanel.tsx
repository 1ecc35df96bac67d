import { Alert, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  businessHoursElapsed,
  completedToday,
  DAILY_TARGET_TASKS,
  DEFAULT_BUSINESS_DAY_OPENS_AT_MINUTE,
  expectedByNow,
  progressPercent,
} from '@parley/core/agent-desktop/stats';
import { AGENT_DESKTOP_SPEC_TEXTS, AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { useQuery } from '@tanstack/react-query';
import { type DailyStats, fetchDailyStats } from '../api/stats-api.ts';

export const DAILY_STATS_QUERY_KEY = ['agent-desktop', 'daily-stats'] as const;

export type DailyStatsPanelProps = { minimumDisplay: boolean };

type ProgressRowProps = { label: string; done: number; target: number; minimumDisplay: boolean };

function ProgressRow({ label, done, target, minimumDisplay }: ProgressRowProps) {
  const percent = progressPercent(done, target, minimumDisplay);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {done} / {target} · {percent}%
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={percent} aria-label={`${label} ${percent}%`} />
      </Progress.Root>
    </Stack>
  );
}

function minutesIntoDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

function ChannelCounts({ stats }: { stats: DailyStats }) {
  const rows: [string, number][] = [
    ['SMS', stats.smsCount],
    ['Calls', stats.callCount],
    ['Emails', stats.emailCount],
    ['Custom tasks', stats.customCount],
    ['Reminders', stats.reminderCount],
    ['Voicemails', stats.voicemailCount],
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
      {rows.map(([label, count]) => (
        <Stack key={label} gap={0}>
          <Text size="lg" fw={600}>
            {count}
          </Text>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * spec 001 §3/§4/§9 "Today's Progress": tasks completed today against the daily target of 150
 * (percent floored, capped at 100, 1 % minimum with the flag), the pace of 15 per business hour,
 * the count per channel and, where the brand sets them, the channel targets. On failure the
 * spec's 'Error Loading Stats.' / 'There was an error loading the stats.' in place.
 */
export function DailyStatsPanel({ minimumDisplay }: DailyStatsPanelProps) {
  const stats = useQuery({
    queryKey: DAILY_STATS_QUERY_KEY,
    queryFn: ({ signal }) => fetchDailyStats(signal),
    staleTime: 0,
  });

  if (stats.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={20} w="60%" />
        <Skeleton h={12} />
        <Skeleton h={40} />
      </Stack>
    );
  }
  if (stats.isError) {
    return (
      <Alert color="red" title={AGENT_DESKTOP_SPEC_TEXTS.statsErrorTitle}>
        {AGENT_DESKTOP_SPEC_TEXTS.statsLoadError}
      </Alert>
    );
  }
  const done = completedToday(stats.data);
  const expected = expectedByNow(
    businessHoursElapsed(minutesIntoDay(new Date()), DEFAULT_BUSINESS_DAY_OPENS_AT_MINUTE),
  );
  const channelTargets: [string, number, number][] = [
    ['SMS', stats.data.smsCount, stats.data.targetSms],
    ['Calls', stats.data.callCount, stats.data.targetCall],
    ['Emails', stats.data.emailCount, stats.data.targetEmail],
  ];
  return (
    <Stack gap="md">
      <Title order={4}>{AGENT_DESKTOP_SPEC_TEXTS.todaysProgress}</Title>
      <ProgressRow
        label="Completed"
        done={done}
        target={DAILY_TARGET_TASKS}
        minimumDisplay={minimumDisplay}
      />
      <Text size="xs" c="dimmed">
        {AGENT_DESKTOP_TEXTS.completedToday(done, DAILY_TARGET_TASKS)}. {AGENT_DESKTOP_TEXTS.onPace(expected)}
        .
      </Text>
      <ChannelCounts stats={stats.data} />
      {channelTargets
        .filter(([, , target]) => target > 0)
        .map(([label, count, target]) => (
          <ProgressRow
            key={label}
            label={label}
            done={count}
            target={target}
            minimumDisplay={minimumDisplay}
          />
        ))}
    </Stack>
  );
}
