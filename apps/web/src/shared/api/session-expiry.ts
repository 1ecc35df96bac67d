import { currentPathname, goTo } from './browser-location.ts';
import { isManualLogout } from './request-context.ts';

/** spec 000 §2, §8: where a 401/403 sends the user. */
export const EXPIRED_LOGIN_URL = '/login?expired=true';

/**
 * The expired-session login page that returns to `path` (pathname and search) once signed in
 * again: '/login?expired=true&next=%2Fadmin'. `expired=true` stays first, as the spec writes the
 * address. Home, and anything that is not a plain path of this app ('//host', '/\\host'), get no
 * `next` (the login page would refuse it anyway).
 */
export function expiredLoginUrl(path: string): string {
  const sameApp = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  if (!sameApp || path === '/') return EXPIRED_LOGIN_URL;
  return `${EXPIRED_LOGIN_URL}&next=${encodeURIComponent(path)}`;
}

let redirecting = false;

/**
 * spec 000 §8: HTTP 401 or 403 sends the user to /login?expired=true, except during a manual
 * logout, with the page they were on as `next`. Several requests failing together navigate once;
 * on the login pages nothing happens (they show their own errors, and a redirect there could loop).
 */
export function redirectToExpiredLogin(): void {
  if (redirecting || isManualLogout()) return;
  const pathname = currentPathname();
  if (pathname.startsWith('/login')) return;
  redirecting = true;
  goTo(expiredLoginUrl(`${pathname}${window.location.search}`));
}

/** Tests only. */
export function resetSessionExpiryForTests(): void {
  redirecting = false;
}
