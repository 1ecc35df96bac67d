import type { SessionProfile } from '@parley/core/auth/session';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { loadCsrfToken } from '../../../shared/api/csrf-token.ts';
import { shouldRetryQuery } from '../../../shared/api/query-client.ts';
import { setBrandSlug } from '../../../shared/api/request-context.ts';
import { checkSession } from './auth-api.ts';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * The CSRF token first (every later state change needs it; a failure is toasted), then the
 * session: the profile when signed in, null when the server answers 401/403.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionProfile | null> {
  await loadCsrfToken().catch(() => undefined);
  try {
    const profile = await checkSession(signal);
    setBrandSlug(profile.brandSlug);
    return profile;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      setBrandSlug(null);
      return null;
    }
    throw error;
  }
}

/**
 * The session changes only by signing in or out (both update this query) or by expiring (the next
 * API call answers 401 and the client goes to /login?expired=true), so it is never refetched on its own.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  retry: shouldRetryQuery,
});
