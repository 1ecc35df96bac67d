import { TASK_CREATION_FAILED_TEXT } from '@parley/core/common/error-catalogue';
import type { CreateTaskCommand } from '@parley/core/embedding/commands';
import { apiRequest } from '../../../shared/api/api-request.ts';

/**
 * Where a task the parent frame asks for is created: `POST /conv/tasks/custom-task { title,
 * attributes }` → `{ success, taskSid }`, a custom task reserved to the agent in the frame
 * (docs/embedding.md "create-task").
 */
export const PARENT_TASK_PATH = '/tasks/custom-task';

export async function createParentTask(command: CreateTaskCommand): Promise<{ taskSid?: string }> {
  return apiRequest<{ taskSid?: string }>(PARENT_TASK_PATH, {
    base: '/conv',
    method: 'POST',
    body: { title: command.title, attributes: command.attributes ?? {} },
    // spec 001 §8 "Tasks".
    failureMessage: TASK_CREATION_FAILED_TEXT,
    notFoundMessage: TASK_CREATION_FAILED_TEXT,
  });
}
