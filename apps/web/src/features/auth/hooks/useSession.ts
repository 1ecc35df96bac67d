import { useContext } from 'react';
import { SessionContext, type SessionState } from './session-context.ts';

/** The signed-in session (spec 000 §6), from the nearest SessionProvider. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
