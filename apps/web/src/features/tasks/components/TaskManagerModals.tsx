import { TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import { fetchTaskManagerChoices, TASK_MANAGER_CHOICES_QUERY_KEY } from '../api/task-manager-actions-api.ts';
import { useTaskManagerActions } from '../hooks/useTaskManagerActions.ts';
import { openTaskContact } from '../utils/open-task-label.ts';
import { AssignTaskModal } from './AssignTaskModal.tsx';
import { CancelTaskModal } from './CancelTaskModal.tsx';
import type { TaskManagerAction } from './OpenTaskActions.tsx';

export type TaskManagerModalsProps = {
  action: TaskManagerAction | null;
  onClose: () => void;
};

/** The confirm modal of the chosen manager action, with the agents and reasons it offers. */
export function TaskManagerModals({ action, onClose }: TaskManagerModalsProps) {
  const choices = useQuery({
    queryKey: TASK_MANAGER_CHOICES_QUERY_KEY,
    queryFn: ({ signal }) => fetchTaskManagerChoices(signal),
    enabled: action !== null,
    // Agents' statuses change: read them again each time a modal opens.
    staleTime: 0,
  });
  const { cancel, assign } = useTaskManagerActions(onClose);
  const failed = action !== null && choices.isError;
  useEffect(() => {
    if (failed) showErrorToast(TASK_MANAGER_TEXTS.agentsLoadError);
  }, [failed]);
  if (!action) return null;
  const taskLabel = openTaskContact(action.task).name;
  if (action.kind === 'cancel') {
    return (
      <CancelTaskModal
        taskLabel={taskLabel}
        cancellationReasons={choices.data?.cancellationReasons ?? []}
        busy={cancel.isPending}
        onClose={onClose}
        onConfirm={(cancellationReasonId) =>
          cancel.mutate({ taskSid: action.task.sid, cancellationReasonId })
        }
      />
    );
  }
  return (
    <AssignTaskModal
      taskLabel={taskLabel}
      offeredToWorkerSid={action.task.state === 'offered' ? (action.task.agent?.workerSid ?? null) : null}
      agents={choices.data?.agents ?? []}
      reassignReasons={choices.data?.reassignReasons ?? []}
      busy={assign.isPending}
      onClose={onClose}
      onConfirm={(choice) => assign.mutate({ taskSid: action.task.sid, ...choice })}
    />
  );
}
