import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import { useState } from 'react';

export type CancelTaskModalProps = {
  /** What the task is called in the list (contact or title). */
  taskLabel: string;
  cancellationReasons: { id: string; name: string }[];
  busy: boolean;
  onConfirm: (cancellationReasonId: string) => void;
  onClose: () => void;
};

/** Confirms canceling a waiting or offered task, with one of the brand's cancellation reasons. */
export function CancelTaskModal({
  taskLabel,
  cancellationReasons,
  busy,
  onConfirm,
  onClose,
}: CancelTaskModalProps) {
  const [reasonId, setReasonId] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={TASK_MANAGER_TEXTS.cancelTitle} centered>
      <Stack gap="md">
        <Text size="sm" fw={500}>
          {taskLabel}
        </Text>
        <Text size="sm">{TASK_MANAGER_TEXTS.cancelBody}</Text>
        <Select
          label={TASK_MANAGER_TEXTS.cancelReasonLabel}
          placeholder={TASK_MANAGER_TEXTS.cancelReasonPlaceholder}
          data={cancellationReasons.map((reason) => ({ value: reason.id, label: reason.name }))}
          value={reasonId}
          onChange={setReasonId}
          required
          description={
            cancellationReasons.length === 0 ? TASK_MANAGER_TEXTS.noCancellationReasons : undefined
          }
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {TASK_MANAGER_TEXTS.keepTask}
          </Button>
          <Button
            color="red"
            loading={busy}
            disabled={!reasonId}
            onClick={() => reasonId && onConfirm(reasonId)}
          >
            {TASK_MANAGER_TEXTS.confirmCancel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
