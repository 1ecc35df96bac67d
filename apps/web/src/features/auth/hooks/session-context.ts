import { createContext } from 'react';
import type { SessionState } from './useSession.ts';

/** Provided by SessionProvider; tests may provide a value of their own. */
export const SessionContext = createContext<SessionState | null>(null);
