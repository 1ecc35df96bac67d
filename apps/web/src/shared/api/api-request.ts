import { toApiErrorBody } from './api-error.ts';
import { type FailureRules, handleRequestFailure } from './request-failure.ts';
import { type HttpMethod, sendRequest } from './send-request.ts';

/** spec 000 §7: REST under /api, the conversations service under /conv. */
export type ApiBase = '/api' | '/conv';

export type ApiRequestOptions = {
  method?: HttpMethod;
  base?: ApiBase;
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Retries after a failed fetch (no response at all); none unless the endpoint says so (spec 000 §7). */
  retries?: number;
  /** Toast text when the endpoint answers 404. */
  notFoundMessage?: string;
  /** Toast text for other failures (e.g. 'Could not accept the task.'). */
  failureMessage?: string;
  /** Throw the response body for every failure instead of toasting. */
  skipDefault?: boolean;
};

/** Parses a successful answer; an empty one (204, or no body) is null. */
export async function readResponseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  // JSON.parse gives `any`: the server contract is trusted here, as the typed GraphQL documents
  // and REST shapes are shared with the server; callers that must not trust it parse with zod.
  return JSON.parse(text === '' ? 'null' : text);
}

async function readErrorBody(response: Response) {
  const value: unknown = await response.json().catch(() => null);
  return toApiErrorBody(value);
}

/**
 * Calls a REST endpoint with the common headers and cookies (spec 000 §7) and the error rules of
 * spec 000 §8: an abort rejects with ApiAbortError and no toast; 401/403 go to
 * /login?expired=true (the /api/auth endpoints answer for themselves); 400 or skipDefault throw the
 * body as an ApiError; 404 and other failures toast the endpoint's message and throw it.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const base = options.base ?? '/api';
  const rules: FailureRules = {
    notFoundMessage: options.notFoundMessage,
    failureMessage: options.failureMessage,
    skipDefault: options.skipDefault,
    exemptFromExpiry: base === '/api' && path.startsWith('/auth/'),
  };
  const outcome = await sendRequest({
    url: `${base}${path}`,
    method: options.method ?? 'GET',
    body: options.body,
    signal: options.signal,
    retries: options.retries ?? 0,
  });
  if (outcome.kind === 'network') throw handleRequestFailure(null, null, rules);
  const { response } = outcome;
  if (response.ok) return readResponseBody<T>(response);
  throw handleRequestFailure(response.status, await readErrorBody(response), rules);
}
