import type { ApiErrorBody } from '@parley/core/common/http-contract';
import { DEFAULT_ERROR_TEXT } from '@parley/core/common/texts';
import { showErrorToast } from '../notifications/toasts.ts';
import { ApiError } from './api-error.ts';
import { redirectToExpiredLogin } from './session-expiry.ts';

/** Per-endpoint error handling (spec 000 §8). */
export type FailureRules = {
  /** Toast text when the endpoint answers 404. */
  notFoundMessage?: string;
  /** Toast text for any other failure. */
  failureMessage?: string;
  /** Throw the response body to the caller for every failure, with no toast. */
  skipDefault?: boolean;
  /** The auth endpoints: a 401/403 is their answer (e.g. wrong password), not an expired session. */
  exemptFromExpiry?: boolean;
};

/**
 * Applies spec 000 §8 to a failed request and returns the error to throw:
 * 401/403 → /login?expired=true (except during a manual logout); 400 or skipDefault → the body;
 * 404 → the endpoint's notFound message; anything else → its failure message. The toasted texts
 * fall back to the server's message, then 'There was an error'.
 */
export function handleRequestFailure(
  status: number | null,
  body: ApiErrorBody | null,
  rules: FailureRules,
): ApiError {
  const code = body?.code ?? (status === null ? 'network_error' : `http_${status}`);
  const base = { code, field: body?.field, details: body?.details, status };
  if ((status === 401 || status === 403) && !rules.exemptFromExpiry) {
    redirectToExpiredLogin();
    return new ApiError({
      ...base,
      kind: 'expired',
      message: body?.message ?? DEFAULT_ERROR_TEXT,
      handled: true,
    });
  }
  if (status === 400 || rules.skipDefault) {
    const message = body?.message ?? rules.failureMessage ?? DEFAULT_ERROR_TEXT;
    return new ApiError({ ...base, kind: status === null ? 'network' : 'body', message, handled: false });
  }
  const notFound = status === 404;
  const message =
    (notFound ? rules.notFoundMessage : undefined) ??
    rules.failureMessage ??
    body?.message ??
    DEFAULT_ERROR_TEXT;
  showErrorToast(message);
  const kind = notFound ? 'notFound' : status === null ? 'network' : 'failure';
  return new ApiError({ ...base, kind, message, handled: true });
}
