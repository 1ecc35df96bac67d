import { Button, Group } from '@mantine/core';
import { TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import type { OpenTask } from '../api/open-tasks-api.ts';

export type TaskManagerAction = { kind: 'cancel' | 'assign'; task: OpenTask };

export type OpenTaskActionsProps = {
  task: OpenTask;
  label: string;
  onAction: (action: TaskManagerAction) => void;
};

/**
 * A manager's actions on one row: a waiting task can be assigned, an offered one reassigned, both
 * canceled. Accepted and wrapping work is the agent's to finish (docs/routing.md "Manager actions").
 */
export function OpenTaskActions({ task, label, onAction }: OpenTaskActionsProps) {
  if (task.state !== 'waiting' && task.state !== 'offered') return null;
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={TASK_MANAGER_TEXTS.actionsLabel(label)}>
      <Button size="compact-xs" variant="light" onClick={() => onAction({ kind: 'assign', task })}>
        {task.state === 'offered' ? TASK_MANAGER_TEXTS.reassign : TASK_MANAGER_TEXTS.assign}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={() => onAction({ kind: 'cancel', task })}
      >
        {TASK_MANAGER_TEXTS.cancel}
      </Button>
    </Group>
  );
}
