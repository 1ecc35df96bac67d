import { type BrowserClient, RequestFailed } from './browser-client.ts';

/**
 * Signs in as the web app's login page does (features/auth): the CSRF token first, then
 * POST /api/auth/sign-in for a one-time token, POST /api/auth/session/create for the session cookie,
 * and GET /api/auth/session/check for the profile, whose brand every later request names.
 */
export async function signInLikeBrowser(
  client: BrowserClient,
  email: string,
  password: string,
): Promise<void> {
  await client.loadCsrfToken();
  const signIn = (await client.call('sign-in', 'POST', '/api/auth/sign-in', {
    username: email,
    password,
  })) as {
    sessionToken?: string;
    brandSlug?: string;
  };
  if (typeof signIn.sessionToken !== 'string') throw new RequestFailed('sign-in', 200, signIn);
  client.brandSlug = signIn.brandSlug ?? null;
  await client.call('session create', 'POST', '/api/auth/session/create', {
    sessionToken: signIn.sessionToken,
  });
  // The session's CSRF token is new at sign-in (issue 11): the web app forgets its token here and
  // loads the new one before its next change (shared/api/send-request.ts).
  await client.loadCsrfToken();
  const profile = (await client.call('session check', 'GET', '/api/auth/session/check')) as {
    brandSlug?: string;
  };
  if (typeof profile.brandSlug !== 'string') throw new RequestFailed('session check', 200, profile);
  client.brandSlug = profile.brandSlug;
}
