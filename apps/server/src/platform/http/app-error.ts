// Errors: AppError(code, message, { field }); the HTTP layer maps codes to statuses (CONVENTIONS.md).
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  // spec 000 §8 task-creation errors: the browser maps these codes to their texts.
  invalid_phone_number: 400,
  chat_already_in_progress: 409,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  csrf_invalid: 403,
  brand_mismatch: 403,
  not_found: 404,
  conflict: 409,
  // Issue 14 (docs/compliance.md): the brand's restrictions or do-not-call list refused a text or call.
  outbound_restricted: 409,
  // docs/email.md "Sending": the mailbox refused Parley's credentials (spec 001 §8: reauthorize).
  email_integration_unauthorized: 422,
  rate_limited: 429,
  internal: 500,
  // The mailbox's server could not be reached or failed: the send may be tried again.
  email_send_failed: 502,
  // PostgreSQL down or restarting (database-unavailable.ts): the client may retry.
  database_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, options: { field?: string; details?: unknown } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.details = options.details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
