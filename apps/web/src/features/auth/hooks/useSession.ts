import type { SessionProfile } from '@parley/core/auth/session';
import { useContext } from 'react';
import { SessionContext } from './session-context.ts';

export type SessionState = {
  status: 'loading' | 'signedIn' | 'signedOut';
  profile: SessionProfile | null;
  signOut: () => Promise<void>;
};

/** The signed-in session (spec 000 §6), from the nearest SessionProvider. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
