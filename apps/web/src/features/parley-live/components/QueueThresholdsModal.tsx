import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PARLEY_LIVE_TEXTS } from '../parley-live-texts.ts';
import type { QueueThresholds } from '../utils/live-thresholds.ts';

const TEXTS = PARLEY_LIVE_TEXTS.thresholds;

export type QueueThresholdsModalProps = {
  queueName: string;
  value: QueueThresholds;
  opened: boolean;
  onClose: () => void;
  onSave: (thresholds: QueueThresholds) => void;
};

type Draft = Record<keyof QueueThresholds, number | string>;

const toDraft = (value: QueueThresholds): Draft => ({
  waitingAbove: value.waitingAbove ?? '',
  longestWaitAboveSeconds: value.longestWaitAboveSeconds ?? '',
  serviceLevelBelowPercent: value.serviceLevelBelowPercent ?? '',
});

const KEYS = ['waitingAbove', 'longestWaitAboveSeconds', 'serviceLevelBelowPercent'] as const;

function fromDraft(draft: Draft): QueueThresholds {
  const thresholds: QueueThresholds = {};
  for (const key of KEYS) {
    const value = draft[key];
    if (typeof value === 'number') thresholds[key] = value;
  }
  return thresholds;
}

/** A queue's alert thresholds, each optional (empty: no alert on it). */
export function QueueThresholdsModal({
  queueName,
  value,
  opened,
  onClose,
  onSave,
}: QueueThresholdsModalProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const field = (key: keyof QueueThresholds, label: string, max?: number) => (
    <NumberInput
      label={label}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      value={draft[key]}
      onChange={(next) => setDraft((current) => ({ ...current, [key]: next }))}
    />
  );
  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS.title(queueName)}>
      <Stack>
        <Text size="sm" c="dimmed">
          {TEXTS.help}
        </Text>
        {field('waitingAbove', TEXTS.waitingAbove)}
        {field('longestWaitAboveSeconds', TEXTS.longestWaitAbove)}
        {field('serviceLevelBelowPercent', TEXTS.serviceLevelBelow, 100)}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              onSave({});
              onClose();
            }}
          >
            {TEXTS.clear}
          </Button>
          <Button
            onClick={() => {
              onSave(fromDraft(draft));
              onClose();
            }}
          >
            {TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
