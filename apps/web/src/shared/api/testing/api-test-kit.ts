// Test support for code that calls the API: a scripted fetch, and a reset of the client's module state.
import { cleanNotifications, type NotificationData, notificationsStore } from '@mantine/notifications';
import { vi } from 'vitest';
import { resetCsrfTokenForTests } from '../csrf-token.ts';
import { resetRequestContextForTests } from '../request-context.ts';
import { resetSessionExpiryForTests } from '../session-expiry.ts';
import { resetTabIdForTests } from '../tab-id.ts';

export type FetchCall = { url: string; method: string; headers: Headers; body: unknown };

export type FetchScript = (call: FetchCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  return JSON.parse(body);
}

/** Replaces fetch: every call is recorded and answered by `script`. */
export function installFetch(script: FetchScript): { calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      const call: FetchCall = {
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: parseBody(init.body),
      };
      calls.push(call);
      return script(call);
    }),
  );
  return { calls };
}

/** A fetch script that hands out a CSRF token and delegates every other call. */
export function withCsrf(script: FetchScript, token = 'csrf-1'): FetchScript {
  return (call) =>
    call.url === '/api/auth/csrf-token' ? jsonResponse(200, { csrfToken: token }) : script(call);
}

/** Back to a fresh tab: no token, no brand, no toasts. */
export function resetApiState(): void {
  resetRequestContextForTests();
  resetCsrfTokenForTests();
  resetSessionExpiryForTests();
  resetTabIdForTests();
  cleanNotifications();
}

/** Every toast currently shown or queued. */
export function shownToasts(): NotificationData[] {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue];
}

export function toastMessages(): string[] {
  return shownToasts().map((toast) => String(toast.message));
}
