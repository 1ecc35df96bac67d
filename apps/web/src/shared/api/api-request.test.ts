import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isAbortError } from './api-error.ts';
import { apiRequest } from './api-request.ts';
import { goTo } from './browser-location.ts';
import { setBrandSlug, setManualLogout } from './request-context.ts';
import {
  installFetch,
  jsonResponse,
  resetApiState,
  shownToasts,
  toastMessages,
  withCsrf,
} from './testing/api-test-kit.ts';

vi.mock('./browser-location.ts', () => ({ goTo: vi.fn(), currentPathname: () => '/agent' }));

beforeEach(() => {
  resetApiState();
  vi.mocked(goTo).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('apiRequest headers and body', () => {
  it('sends the tab id, the CSRF token and the brand, with cookies and JSON', async () => {
    const { calls } = installFetch(withCsrf(() => jsonResponse(200, { ok: true })));
    setBrandSlug('acme');
    await expect(
      apiRequest('/tasks/accept', { method: 'POST', base: '/conv', body: { sid: 'T1' } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/csrf-token', '/conv/tasks/accept']);
    const [csrfCall, call] = calls;
    const tabId = call?.headers.get('x-tab-id');
    expect(tabId).toMatch(/^[0-9a-f-]{36}$/);
    expect(csrfCall?.headers.get('x-tab-id')).toBe(tabId);
    expect(window.sessionStorage.getItem('parley-tab-id')).toBe(tabId);
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(call?.headers.get('x-brand-slug')).toBe('acme');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ sid: 'T1' });
    expect(vi.mocked(fetch).mock.calls[1]?.[1]?.credentials).toBe('include');
  });

  it('does not load the CSRF token for a GET, and omits headers it does not know yet', async () => {
    const { calls } = installFetch(() => jsonResponse(200, [1, 2]));
    await expect(apiRequest('/things')).resolves.toEqual([1, 2]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.has('x-csrf-token')).toBe(false);
    expect(calls[0]?.headers.has('x-brand-slug')).toBe(false);
  });

  it('resolves an empty answer with null', async () => {
    installFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/nothing')).resolves.toBeNull();
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const { calls } = installFetch(withCsrf(() => jsonResponse(200, { ok: true })));
    const form = new FormData();
    form.append('subject', 'Hello');
    await apiRequest('/email/new-message', { method: 'POST', base: '/conv', body: form });
    expect(calls[1]?.body).toBe(form);
    expect(calls[1]?.headers.has('content-type')).toBe(false);
  });
});

describe('apiRequest errors (spec 000 §8)', () => {
  it('throws the body of a 400 without a toast', async () => {
    installFetch(
      withCsrf(() =>
        jsonResponse(400, { code: 'validation_failed', message: 'name is required', field: 'name' }),
      ),
    );
    const error = await rejection(apiRequest('/x', { method: 'POST', failureMessage: 'Nope' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'body',
      status: 400,
      code: 'validation_failed',
      message: 'name is required',
      field: 'name',
    });
    expect(shownToasts()).toEqual([]);
  });

  it('throws the body of any failure with skipDefault, without a toast', async () => {
    installFetch(() => jsonResponse(409, { code: 'conflict', message: 'Taken' }));
    await expect(apiRequest('/x', { skipDefault: true })).rejects.toMatchObject({
      kind: 'body',
      code: 'conflict',
      message: 'Taken',
    });
    expect(shownToasts()).toEqual([]);
  });

  it('toasts the notFound message on 404 and the failure message otherwise', async () => {
    installFetch(({ url }) =>
      url.endsWith('/missing')
        ? jsonResponse(404, { code: 'not_found', message: 'Route not found' })
        : jsonResponse(500, { code: 'internal', message: 'There was an error' }),
    );
    await expect(
      apiRequest('/missing', {
        notFoundMessage: 'Contact not found',
        failureMessage: 'Error fetching results',
      }),
    ).rejects.toMatchObject({ kind: 'notFound', message: 'Contact not found', handled: true });
    await expect(apiRequest('/broken', { failureMessage: 'Could not wrap the task.' })).rejects.toMatchObject(
      {
        kind: 'failure',
        status: 500,
        message: 'Could not wrap the task.',
      },
    );
    expect(toastMessages()).toEqual(['Contact not found', 'Could not wrap the task.']);
    expect(shownToasts()[0]).toMatchObject({ color: 'red', autoClose: 7_000 });
  });

  it("falls back to the server's message, then to 'There was an error'", async () => {
    installFetch(({ url }) =>
      url.endsWith('/a')
        ? jsonResponse(409, { code: 'conflict', message: 'Already taken' })
        : new Response('oops', { status: 502 }),
    );
    await expect(apiRequest('/a')).rejects.toMatchObject({ message: 'Already taken' });
    await expect(apiRequest('/b')).rejects.toMatchObject({ message: 'There was an error', code: 'http_502' });
  });

  it('sends the user to /login?expired=true on 401 and 403, once', async () => {
    installFetch(({ url }) =>
      jsonResponse(url.endsWith('/a') ? 401 : 403, { code: 'unauthenticated', message: 'Not signed in' }),
    );
    await expect(apiRequest('/a')).rejects.toMatchObject({ kind: 'expired', status: 401 });
    await expect(apiRequest('/b')).rejects.toMatchObject({ kind: 'expired', status: 403 });
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/login?expired=true&next=%2Fagent');
    expect(shownToasts()).toEqual([]);
  });

  it('does not redirect during a manual logout', async () => {
    installFetch(() => jsonResponse(401, { code: 'unauthenticated', message: 'Not signed in' }));
    setManualLogout(true);
    await expect(apiRequest('/a')).rejects.toMatchObject({ kind: 'expired' });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('leaves 401 of the auth endpoints to their callers', async () => {
    installFetch(
      withCsrf(() => jsonResponse(401, { code: 'invalid_credentials', message: 'Failed to sign in' })),
    );
    await expect(
      apiRequest('/auth/sign-in', { method: 'POST', body: {}, skipDefault: true }),
    ).rejects.toMatchObject({
      kind: 'body',
      status: 401,
      code: 'invalid_credentials',
    });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('fetches a new CSRF token and repeats the request once when the server refuses the token', async () => {
    let tokens = 0;
    const { calls } = installFetch((call) => {
      if (call.url === '/api/auth/csrf-token') {
        tokens += 1;
        return jsonResponse(200, { csrfToken: `csrf-${tokens}` });
      }
      return call.headers.get('x-csrf-token') === 'csrf-2'
        ? jsonResponse(200, { ok: true })
        : jsonResponse(403, { code: 'csrf_invalid', message: 'Missing or invalid CSRF token' });
    });
    await expect(apiRequest('/x', { method: 'POST' })).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/auth/csrf-token',
      '/api/x',
      '/api/auth/csrf-token',
      '/api/x',
    ]);
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('apiRequest retries and aborts', () => {
  it('retries a failed fetch only as often as configured, with the spec backoff', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let attempts = 0;
    installFetch(() => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { ok: 1 });
    });
    const result = apiRequest('/x', { retries: 2 });
    await vi.advanceTimersByTimeAsync(99);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(attempts).toBe(3);
    await expect(result).resolves.toEqual({ ok: 1 });
  });

  it('does not retry without configured retries, and toasts the failure message', async () => {
    let attempts = 0;
    installFetch(() => {
      attempts += 1;
      throw new TypeError('Failed to fetch');
    });
    await expect(
      apiRequest('/x', { failureMessage: 'Could not load conversations token.' }),
    ).rejects.toMatchObject({
      kind: 'network',
      status: null,
      message: 'Could not load conversations token.',
    });
    expect(attempts).toBe(1);
    expect(toastMessages()).toEqual(['Could not load conversations token.']);
  });

  it('does not retry an answer that came back as an error', async () => {
    let attempts = 0;
    installFetch(() => {
      attempts += 1;
      return jsonResponse(500, { code: 'internal', message: 'There was an error' });
    });
    await expect(apiRequest('/x', { retries: 3 })).rejects.toMatchObject({ kind: 'failure' });
    expect(attempts).toBe(1);
  });

  it('rejects an aborted request with an abort error and no toast', async () => {
    installFetch(() => jsonResponse(200, {}));
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(apiRequest('/x', { signal: controller.signal, failureMessage: 'Nope' }));
    expect(isAbortError(error)).toBe(true);
    expect(shownToasts()).toEqual([]);
  });

  it('stops waiting to retry when aborted', async () => {
    vi.useFakeTimers();
    installFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const controller = new AbortController();
    const result = rejection(apiRequest('/x', { retries: 5, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(isAbortError(await result)).toBe(true);
    expect(shownToasts()).toEqual([]);
  });
});
