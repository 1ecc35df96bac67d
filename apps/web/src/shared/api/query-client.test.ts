import { describe, expect, it } from 'vitest';
import { ApiAbortError, ApiError, type ApiErrorKind } from './api-error.ts';
import { shouldRetryQuery } from './query-client.ts';

function apiError(kind: ApiErrorKind, status: number | null): ApiError {
  return new ApiError({ kind, status, code: 'x', message: 'x', handled: true });
}

describe('shouldRetryQuery', () => {
  it('retries a server failure or a lost connection once', () => {
    expect(shouldRetryQuery(0, apiError('failure', 500))).toBe(true);
    expect(shouldRetryQuery(0, apiError('network', null))).toBe(true);
    expect(shouldRetryQuery(1, apiError('failure', 503))).toBe(false);
  });

  it('never retries a 4xx, an expired session or an abort', () => {
    expect(shouldRetryQuery(0, apiError('body', 400))).toBe(false);
    expect(shouldRetryQuery(0, apiError('notFound', 404))).toBe(false);
    expect(shouldRetryQuery(0, apiError('failure', 409))).toBe(false);
    expect(shouldRetryQuery(0, apiError('expired', 401))).toBe(false);
    expect(shouldRetryQuery(0, new ApiAbortError())).toBe(false);
  });
});
