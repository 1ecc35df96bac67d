import { ActionIcon, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import type { LiveQueue } from '../api/parley-live-api.ts';
import { PARLEY_LIVE_TEXTS } from '../parley-live-texts.ts';
import { formatSince, percentOf } from '../utils/live-format.ts';
import { type QueueThresholds, queueAlerts } from '../utils/live-thresholds.ts';
import { QueueThresholdsModal } from './QueueThresholdsModal.tsx';

const TEXTS = PARLEY_LIVE_TEXTS.queues;

export type LiveQueueTileProps = {
  queue: LiveQueue;
  serviceLevelSeconds: number;
  thresholds: QueueThresholds;
  onThresholdsChange: (thresholds: QueueThresholds) => void;
  now: number;
};

function Figure({ label, value, big = false }: { label: string; value: string | number; big?: boolean }) {
  return (
    <div>
      <Text size="xs" c="gray.4" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={big ? 48 : 26} fw={800} c="white" lh={1.1} ff={big ? undefined : 'monospace'}>
        {value}
      </Text>
    </div>
  );
}

/** One queue on the wallboard: waiting, longest wait, today's service level; red with the reasons past a threshold. */
export function LiveQueueTile({
  queue,
  serviceLevelSeconds,
  thresholds,
  onThresholdsChange,
  now,
}: LiveQueueTileProps) {
  const [editing, setEditing] = useState(false);
  const alerts = queueAlerts(queue, thresholds, now);
  const level = percentOf(queue.today.serviceLevel);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg={alerts.length > 0 ? 'red.9' : 'dark.7'}
      style={alerts.length > 0 ? { borderColor: 'var(--mantine-color-red-5)', borderWidth: 3 } : undefined}
      data-testid="live-queue"
      data-alert={alerts.length > 0 ? 'true' : 'false'}
      aria-label={queue.name}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fz="xl" fw={800} c="white" truncate>
            {queue.name}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={TEXTS.thresholds(queue.name)}
            onClick={() => setEditing(true)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Figure label={TEXTS.waiting} value={queue.waiting} big />
          <Figure
            label={TEXTS.longestWait}
            value={queue.longestWaitSince ? formatSince(queue.longestWaitSince, now) : TEXTS.none}
            big
          />
          <Figure label={TEXTS.offered} value={queue.offered} />
          <Figure label={TEXTS.inProgress} value={queue.inProgress} />
          <Figure
            label={TEXTS.serviceLevel(serviceLevelSeconds)}
            value={level === null ? TEXTS.none : `${level}%`}
          />
          <Figure label={TEXTS.handledToday} value={queue.today.handled} />
        </SimpleGrid>
        {alerts.length > 0 && (
          <List
            spacing={2}
            icon={<IconAlertTriangle size={16} color="var(--mantine-color-yellow-4)" />}
            aria-label="alerts"
          >
            {alerts.map((reason) => (
              <List.Item key={reason}>
                <Text fw={700} c="yellow.2">
                  {reason}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      {editing && (
        <QueueThresholdsModal
          queueName={queue.name}
          value={thresholds}
          opened={editing}
          onClose={() => setEditing(false)}
          onSave={onThresholdsChange}
        />
      )}
    </Paper>
  );
}
