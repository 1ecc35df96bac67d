import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { sessionQueryOptions } from '../api/session-query.ts';
import { signOut } from '../api/sign-out.ts';
import { SessionContext, type SessionState } from '../hooks/session-context.ts';

export type SessionProviderProps = { children: ReactNode };

/** Loads the CSRF token and the session (GET /api/auth/session/check) and provides useSession(). */
export function SessionProvider({ children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(sessionQueryOptions);
  const signOutNow = useCallback(() => signOut(queryClient), [queryClient]);
  const value = useMemo<SessionState>(() => {
    if (isPending) return { status: 'loading', profile: null, signOut: signOutNow };
    // A session check that failed for another reason than 401 (server down) also counts as signed
    // out: the login page is where the user can try again.
    return { status: data ? 'signedIn' : 'signedOut', profile: data ?? null, signOut: signOutNow };
  }, [data, isPending, signOutNow]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
