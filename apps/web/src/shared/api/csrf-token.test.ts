import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from './api-request.ts';
import { loadCsrfToken } from './csrf-token.ts';
import { getCsrfToken } from './request-context.ts';
import { installFetch, jsonResponse, resetApiState, toastMessages } from './testing/api-test-kit.ts';

beforeEach(() => {
  resetApiState();
});

describe('loadCsrfToken', () => {
  it('loads the token once for every caller', async () => {
    const { calls } = installFetch(() => jsonResponse(200, { csrfToken: 'abc' }));
    const [first, second] = await Promise.all([loadCsrfToken(), loadCsrfToken()]);
    await loadCsrfToken();
    expect([first, second]).toEqual(['abc', 'abc']);
    expect(getCsrfToken()).toBe('abc');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('x-tab-id')).toBeTruthy();
  });

  it("toasts 'Failed to load csrf token' on failure and tries again next time", async () => {
    let fail = true;
    installFetch(() =>
      fail ? jsonResponse(500, { code: 'internal', message: 'x' }) : jsonResponse(200, { csrfToken: 'ok' }),
    );
    await expect(loadCsrfToken()).rejects.toMatchObject({
      message: 'Failed to load csrf token',
      handled: true,
    });
    expect(toastMessages()).toEqual(['Failed to load csrf token']);
    expect(getCsrfToken()).toBeNull();
    fail = false;
    await expect(loadCsrfToken()).resolves.toBe('ok');
  });

  it('fetches a new token when forced', async () => {
    let n = 0;
    installFetch(() => {
      n += 1;
      return jsonResponse(200, { csrfToken: `t${n}` });
    });
    await loadCsrfToken();
    await expect(loadCsrfToken({ force: true })).resolves.toBe('t2');
    expect(getCsrfToken()).toBe('t2');
  });

  it("loads the session's new token after sign-in and after sign-out", async () => {
    let n = 0;
    const { calls } = installFetch((call) => {
      if (call.url === '/api/auth/csrf-token') {
        n += 1;
        return jsonResponse(200, { csrfToken: `t${n}` });
      }
      return jsonResponse(200, { ok: true });
    });
    await apiRequest('/auth/session/create', { method: 'POST', body: { sessionToken: 's' } });
    await apiRequest('/auth/some-change', { method: 'POST', body: {} });
    await apiRequest('/auth/session/destroy', { method: 'POST' });
    await apiRequest('/auth/another-change', { method: 'POST', body: {} });
    const sent = calls.filter((call) => call.url !== '/api/auth/csrf-token');
    expect(sent.map((call) => call.headers.get('x-csrf-token'))).toEqual(['t1', 't2', 't2', 't3']);
  });
});
