import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TaskCounts } from '../api/task-counts-api.ts';

export type TaskCountsSummaryProps = { counts: TaskCounts | undefined };

const FIGURES: [keyof Omit<TaskCounts, 'queues'>, string][] = [
  ['waiting', 'Waiting'],
  ['offered', 'Offered'],
  ['accepted', 'Accepted'],
  ['wrapping', 'Wrapping up'],
  ['completedToday', 'Completed today'],
  ['canceledToday', 'Canceled today'],
];

/** The brand's live task counts, one figure per state (GraphQL taskCounts). */
export function TaskCountsSummary({ counts }: TaskCountsSummaryProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="dl" m={0}>
      {FIGURES.map(([key, label]) => (
        <Paper key={key} withBorder p="sm" radius="md">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} aria-label={`${label}: ${counts?.[key] ?? 'loading'}`}>
            {counts ? counts[key] : <Skeleton h={28} w={40} mt={4} />}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
