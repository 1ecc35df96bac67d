import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole } from './demo.ts';

/**
 * Signs an API request context in as a demo user through the auth API (spec 000 §7: CSRF token,
 * sign-in, session cookie). Returns the session's CSRF token (the one from before sign-in no longer
 * passes) that every later state-changing call must echo in x-csrf-token. A page's context shares its cookies with `page.request`, so signing that in
 * signs the page in.
 */
export async function signInRequest(request: APIRequestContext, role: DemoRole): Promise<string> {
  const csrf = await request.get('/api/auth/csrf-token');
  expect(csrf.ok(), 'GET /api/auth/csrf-token').toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const signIn = await request.post('/api/auth/sign-in', {
    headers,
    data: { username: DEMO_USERS[role].email, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), `POST /api/auth/sign-in as ${role}: ${signIn.status()}`).toBe(true);
  const { sessionToken } = (await signIn.json()) as { sessionToken: string };
  const created = await request.post('/api/auth/session/create', { headers, data: { sessionToken } });
  expect(created.ok(), 'POST /api/auth/session/create').toBe(true);
  // Sign-in rotates the CSRF token to the session's (docs/security/sessions.md): load that one.
  const rotated = await request.get('/api/auth/csrf-token');
  expect(rotated.ok(), 'GET /api/auth/csrf-token after sign-in').toBe(true);
  return ((await rotated.json()) as { csrfToken: string }).csrfToken;
}
