import type { QueryClient } from '@tanstack/react-query';
import { goTo } from '../../../shared/api/browser-location.ts';
import { setBrandSlug, setManualLogout } from '../../../shared/api/request-context.ts';
import { destroySession } from './auth-api.ts';

export const SIGNED_OUT_URL = '/login';

/**
 * Signs out on purpose: no request failing meanwhile may send the user to /login?expired=true
 * (spec 000 §8), the server session is destroyed, cached data is dropped, and /login is loaded as a
 * new page, so nothing of this user (stores, the event stream) stays in memory for the next one.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  setManualLogout(true);
  try {
    await destroySession();
  } catch {
    // The session may be gone already (expired, destroyed in another tab): signing out goes on.
  }
  setBrandSlug(null);
  queryClient.clear();
  goTo(SIGNED_OUT_URL);
}
