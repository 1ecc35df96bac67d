import { currentPathname, goTo } from './browser-location.ts';
import { isManualLogout } from './request-context.ts';

/** spec 000 §2, §8: where a 401/403 sends the user. */
export const EXPIRED_LOGIN_URL = '/login?expired=true';

let redirecting = false;

/**
 * spec 000 §8: HTTP 401 or 403 sends the user to /login?expired=true, except during a manual
 * logout. Several requests failing together navigate once; on the login pages nothing happens
 * (they show their own errors, and a redirect there could loop).
 */
export function redirectToExpiredLogin(): void {
  if (redirecting || isManualLogout()) return;
  if (currentPathname().startsWith('/login')) return;
  redirecting = true;
  goTo(EXPIRED_LOGIN_URL);
}

/** Tests only. */
export function resetSessionExpiryForTests(): void {
  redirecting = false;
}
