import type { ApiErrorBody } from '@parley/core/common/http-contract';

/**
 * How a failed request ended:
 * - body: HTTP 400 or an endpoint with skipDefault; the server's body is thrown for the caller to show;
 * - notFound / failure: a toast with the endpoint's message was already shown;
 * - network: the request never got an answer (after the configured retries);
 * - expired: 401/403, the browser is on its way to /login?expired=true.
 */
export type ApiErrorKind = 'body' | 'notFound' | 'failure' | 'network' | 'expired';

export type ApiErrorInit = ApiErrorBody & { kind: ApiErrorKind; status: number | null; handled: boolean };

/** A failed API call. It is an ApiErrorBody (code, message, field), so callers read it like the body. */
export class ApiError extends Error implements ApiErrorBody {
  readonly code: string;
  readonly field?: string;
  readonly details?: unknown;
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when there was no response. */
  readonly status: number | null;
  /** True when the client already told the user (toast or redirect): callers should not show it again. */
  readonly handled: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    if (init.field !== undefined) this.field = init.field;
    if (init.details !== undefined) this.details = init.details;
    this.kind = init.kind;
    this.status = init.status;
    this.handled = init.handled;
  }
}

/** A request cancelled by its AbortSignal. Silent (spec 000 §8): never toasted. */
export class ApiAbortError extends Error {
  constructor() {
    super('The request was aborted');
    this.name = 'AbortError';
  }
}

/** True for our abort error and for the platform's (a DOMException named AbortError). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an ApiErrorBody out of an unknown JSON value, or null when it is not one. */
export function toApiErrorBody(value: unknown): ApiErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const code: unknown = Reflect.get(value, 'code');
  const message: unknown = Reflect.get(value, 'message');
  if (typeof message !== 'string') return null;
  const field: unknown = Reflect.get(value, 'field');
  const body: ApiErrorBody = { code: typeof code === 'string' ? code : 'error', message };
  if (typeof field === 'string') body.field = field;
  const details: unknown = Reflect.get(value, 'details');
  if (details !== undefined) body.details = details;
  return body;
}
