import { TASK_CREATION_ERROR_TEXTS } from '@parley/core/error-catalogue';
import type { FastifyInstance } from 'fastify';

export type TaskCreationErrorCode = keyof typeof TASK_CREATION_ERROR_TEXTS;

const STATUS: Record<TaskCreationErrorCode, number> = {
  invalid_phone_number: 400,
  chat_already_in_progress: 409,
};

/**
 * spec 000 §8 task-creation errors: the browser shows TASK_CREATION_ERROR_TEXTS[code], so the answer
 * must carry these codes. platform/http/app-error.ts has no such codes yet; until it does, routes
 * that create tasks install registerTaskCreationErrors in their scope (elsewhere the app's handler
 * answers the right status and text, with a generic code).
 */
export class TaskCreationError extends Error {
  readonly code: TaskCreationErrorCode;
  readonly field: string | undefined;

  constructor(code: TaskCreationErrorCode, options: { field?: string } = {}) {
    super(TASK_CREATION_ERROR_TEXTS[code]);
    this.name = 'TaskCreationError';
    this.code = code;
    this.field = options.field;
  }

  get status(): number {
    return STATUS[this.code];
  }

  /** Outside a scope with registerTaskCreationErrors, the app's handler still answers this status. */
  get statusCode(): number {
    return this.status;
  }
}

/**
 * Answers a TaskCreationError in this Fastify scope as `{ code, message, field }`; anything else is
 * rethrown to the app's error handler.
 */
export function registerTaskCreationErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof TaskCreationError)) throw error;
    return reply
      .status(error.status)
      .send({ code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
  });
}
