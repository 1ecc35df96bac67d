import { HEADER_BRAND, HEADER_CSRF, HEADER_TAB_ID } from '@parley/core/common/http-contract';
import { forgetCsrfToken, loadCsrfToken } from './csrf-token.ts';
import { embeddedFrameHeaders } from './embedded-frame.ts';
import { type FetchOutcome, fetchWithRetry } from './fetch-with-retry.ts';
import { getBrandSlug, getCsrfToken } from './request-context.ts';
import { getTabId } from './tab-id.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SendRequestInit = {
  url: string;
  method: HttpMethod;
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  signal?: AbortSignal;
  retries: number;
};

const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD']);

/** Sign-in and sign-out change the session, and with it the CSRF token the server expects. */
const SESSION_CHANGES = ['/auth/session/create', '/auth/session/destroy'];

/**
 * spec 000 §7: the per-tab id always, the CSRF token once loaded, the brand once the session is known;
 * in a frame, the embedded marker (docs/embedding.md).
 */
function requestHeaders(hasJsonBody: boolean): Headers {
  const headers = new Headers({
    accept: 'application/json',
    [HEADER_TAB_ID]: getTabId(),
    ...embeddedFrameHeaders(),
  });
  const csrfToken = getCsrfToken();
  if (csrfToken) headers.set(HEADER_CSRF, csrfToken);
  const brandSlug = getBrandSlug();
  if (brandSlug) headers.set(HEADER_BRAND, brandSlug);
  if (hasJsonBody) headers.set('content-type', 'application/json');
  return headers;
}

function requestInit(init: SendRequestInit): RequestInit {
  const isForm = init.body instanceof FormData;
  const hasJsonBody = init.body !== undefined && !isForm;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (hasJsonBody) body = JSON.stringify(init.body);
  return {
    method: init.method,
    credentials: 'include',
    headers: requestHeaders(hasJsonBody),
    body,
    signal: init.signal,
  };
}

async function isCsrfRejection(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return typeof body === 'object' && body !== null && Reflect.get(body, 'code') === 'csrf_invalid';
}

/**
 * Sends one API request with the common headers. A state-changing request first makes sure the
 * CSRF token is loaded; if the server still refuses the token (it rotated, or its cookie was
 * cleared) the token is fetched again and the request sent once more.
 */
export async function sendRequest(init: SendRequestInit): Promise<FetchOutcome> {
  const changesState = !SAFE_METHODS.has(init.method);
  if (changesState && !getCsrfToken()) await loadCsrfToken();
  const outcome = await fetchWithRetry(init.url, requestInit(init), init.retries);
  if (changesState && outcome.kind === 'response' && (await isCsrfRejection(outcome.response))) {
    await loadCsrfToken({ force: true });
    return fetchWithRetry(init.url, requestInit(init), init.retries);
  }
  if (
    outcome.kind === 'response' &&
    outcome.response.ok &&
    SESSION_CHANGES.some((path) => init.url.endsWith(path))
  ) {
    forgetCsrfToken();
  }
  return outcome;
}
