import { HEADER_TAB_ID } from '@parley/core/common/http-contract';
import { AUTH_FAILURE_TEXTS } from '@parley/core/common/texts';
import { showErrorToast } from '../notifications/toasts.ts';
import { ApiError } from './api-error.ts';
import { embeddedFrameHeaders } from './embedded-frame.ts';
import { fetchWithRetry } from './fetch-with-retry.ts';
import { setCsrfToken } from './request-context.ts';
import { getTabId } from './tab-id.ts';

/** A lost network packet should not stop the app from working: the token gets two retries. */
const CSRF_RETRIES = 2;

let pending: Promise<string> | null = null;

async function fetchCsrfToken(): Promise<string> {
  const outcome = await fetchWithRetry(
    '/api/auth/csrf-token',
    {
      method: 'GET',
      credentials: 'include',
      // In a frame the token's cookie must be one the frame gets back (docs/embedding.md).
      headers: { [HEADER_TAB_ID]: getTabId(), ...embeddedFrameHeaders() },
    },
    CSRF_RETRIES,
  );
  if (outcome.kind === 'response' && outcome.response.ok) {
    const body: unknown = await outcome.response.json().catch(() => null);
    const token = typeof body === 'object' && body !== null ? Reflect.get(body, 'csrfToken') : undefined;
    if (typeof token === 'string' && token !== '') return token;
  }
  throw new ApiError({
    kind: 'failure',
    status: outcome.kind === 'response' ? outcome.response.status : null,
    code: 'csrf_unavailable',
    message: AUTH_FAILURE_TEXTS.loadCsrfToken,
    handled: true,
  });
}

/**
 * GET /api/auth/csrf-token once per page (spec 000 §7), shared by every caller; `force` fetches a
 * fresh one (after the server refused ours). A failure toasts 'Failed to load csrf token' and is
 * forgotten, so the next state-changing request tries again.
 */
export function loadCsrfToken(options: { force?: boolean } = {}): Promise<string> {
  if (pending && !options.force) return pending;
  const request = fetchCsrfToken().then(
    (token) => {
      setCsrfToken(token);
      return token;
    },
    (error: unknown) => {
      if (pending === request) pending = null;
      showErrorToast(AUTH_FAILURE_TEXTS.loadCsrfToken);
      throw error;
    },
  );
  pending = request;
  return request;
}

/**
 * The server gives each session its own token, set anew at sign-in and cleared at sign-out
 * (docs/security/sessions.md "CSRF"): after either, the next state-changing request loads it again.
 */
export function forgetCsrfToken(): void {
  pending = null;
  setCsrfToken(null);
}

/** Tests only. */
export function resetCsrfTokenForTests(): void {
  pending = null;
}
