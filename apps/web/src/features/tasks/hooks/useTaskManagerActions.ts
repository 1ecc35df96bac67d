import { TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { OPEN_TASKS_QUERY_KEY } from '../api/open-tasks-api.ts';
import { TASK_COUNTS_QUERY_KEY } from '../api/task-counts-api.ts';
import { assignTask, cancelOpenTask } from '../api/task-manager-actions-api.ts';

/** The server's refusal names why (the agent's status, their capacity): show it, unless already shown. */
function toastFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.handled) return;
  showErrorToast(error instanceof ApiError && error.message ? error.message : fallback);
}

export type AssignRequest = { taskSid: string; workerSid: string; agentName: string; reason: string | null };

/**
 * Cancel and assign on /tasks: a success toast and the list read again (task.updated would do it
 * too, a moment later); a refusal as an error toast with the server's text. `onDone` closes the modal.
 */
export function useTaskManagerActions(onDone: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: OPEN_TASKS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: TASK_COUNTS_QUERY_KEY });
  };
  const cancel = useMutation({
    mutationFn: (request: { taskSid: string; cancellationReasonId: string }) =>
      cancelOpenTask(request.taskSid, request.cancellationReasonId),
    onSuccess: () => {
      showSuccessToast(TASK_MANAGER_TEXTS.canceled);
      refresh();
      onDone();
    },
    onError: (error) => toastFailure(error, TASK_MANAGER_TEXTS.cancelFailed),
  });
  const assign = useMutation({
    mutationFn: (request: AssignRequest) =>
      assignTask({ taskSid: request.taskSid, workerSid: request.workerSid, reason: request.reason }),
    onSuccess: (_result, request) => {
      showSuccessToast(TASK_MANAGER_TEXTS.assigned(request.agentName));
      refresh();
      onDone();
    },
    onError: (error) => toastFailure(error, TASK_MANAGER_TEXTS.assignFailed),
  });
  return { cancel, assign };
}
