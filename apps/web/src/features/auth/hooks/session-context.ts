import type { SessionProfile } from '@parley/core/auth/session';
import { createContext } from 'react';

export type SessionState = {
  status: 'loading' | 'signedIn' | 'signedOut';
  profile: SessionProfile | null;
  signOut: () => Promise<void>;
};

/** Provided by SessionProvider; tests may provide a value of their own. */
export const SessionContext = createContext<SessionState | null>(null);
