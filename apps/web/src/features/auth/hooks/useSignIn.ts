import { AUTH_FAILURE_TEXTS, AUTH_PAGE_TEXTS } from '@parley/core/common/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBrandSlug, setManualLogout } from '../../../shared/api/request-context.ts';
import { createSession, signIn } from '../api/auth-api.ts';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../api/session-query.ts';
import { type AuthFailure, toAuthFailure } from '../utils/auth-failure.ts';

export type SignInValues = { username: string; password: string };

/** A failed step of signing in, already turned into what the page shows. */
export class SignInError extends Error {
  readonly failure: AuthFailure;

  constructor(failure: AuthFailure) {
    super(failure.detail ?? failure.title);
    this.name = 'SignInError';
    this.failure = failure;
  }
}

async function signInAndCreateSession(
  queryClient: ReturnType<typeof useQueryClient>,
  values: SignInValues,
  brandSlug: string | null,
) {
  // An address can have accounts in several brands: ?brand= on the login page picks one (x-brand-slug).
  setBrandSlug(brandSlug);
  const session = await signIn(values).catch((error: unknown) => {
    throw new SignInError(
      toAuthFailure(error, AUTH_FAILURE_TEXTS.signIn, { 429: AUTH_PAGE_TEXTS.rateLimited }),
    );
  });
  setBrandSlug(session.brandSlug);
  await createSession(session.sessionToken).catch((error: unknown) => {
    throw new SignInError(toAuthFailure(error, AUTH_FAILURE_TEXTS.createSessionCookie));
  });
  // The cookie is set: the session check now answers with the profile, which signs the app in.
  const profile = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => null);
  if (!profile) {
    // The browser refused the cookie (or the check failed): the session does not exist for us.
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    throw new SignInError({ title: AUTH_FAILURE_TEXTS.createSessionCookie });
  }
  setManualLogout(false);
  return profile;
}

/** spec 000 §7: POST /sign-in, then POST /session/create with its token, then the session check. */
export function useSignIn(brandSlug: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SignInValues) => signInAndCreateSession(queryClient, values, brandSlug),
  });
}
