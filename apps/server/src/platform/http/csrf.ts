import { createHmac } from 'node:crypto';
import { HEADER_CSRF } from '@parley/core/common/http-contract';
import { EMBEDDED_COOKIE_ATTRIBUTES, isEmbeddedRequest } from '@parley/core/embedding/embedded-request';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, safeEqual } from '../crypto.ts';
import { AppError } from './app-error.ts';

export const CSRF_COOKIE = 'parley_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also accepts a key in `Authorization: Bearer …` instead of the session cookie. */
    bearerKeyAuth?: boolean;
  }
  interface FastifyRequest {
    /** The CSRF token bound to the request's session (set by the session resolver), else null. */
    sessionCsrfToken: string | null;
  }
}

/**
 * The CSRF token of a signed-in session, derived from its cookie value (docs/security/sessions.md
 * "CSRF"): a new one at every sign-in, the same in every tab of the session, useless with another
 * session, and nothing to store. The cookie value is a 256-bit secret the server sees only in
 * requests; the token does not reveal it.
 */
export function csrfTokenForSession(sessionCookieValue: string): string {
  return createHmac('sha256', sessionCookieValue).update('parley-csrf-token').digest('base64url');
}

/** Puts the token in the CSRF cookie, with the frame's cookie attributes in an embedded request. */
export function setCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { csrfToken: string; cookieSecure: boolean },
): void {
  reply.setCookie(CSRF_COOKIE, options.csrfToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.cookieSecure,
    ...(isEmbeddedRequest(request.headers) ? EMBEDDED_COOKIE_ATTRIBUTES : {}),
  });
}

/** Whether the request must carry a CSRF token (a state-changing one without a key in a header). */
function needsCsrf(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  // A key in a header is no ambient credential another site could make the browser send (the
  // route then ignores the cookie), so such a request needs no CSRF token.
  return !(
    request.routeOptions.config?.bearerKeyAuth && request.headers.authorization?.startsWith('Bearer ')
  );
}

/**
 * Called by the session resolver once the request's session is known: a signed-in request must carry
 * its session's token, not one from before sign-in or from another session.
 */
export function assertSessionCsrf(request: FastifyRequest): void {
  const expected = request.sessionCsrfToken;
  if (!expected || !needsCsrf(request)) return;
  const header = request.headers[HEADER_CSRF];
  if (typeof header !== 'string' || !safeEqual(expected, header)) {
    throw new AppError('csrf_invalid', 'Missing or invalid CSRF token');
  }
}

/**
 * Double-submit CSRF protection: GET /api/auth/csrf-token puts a token in an HttpOnly,
 * SameSite=Strict cookie and returns it; every other method must echo it in x-csrf-token. Another
 * site can neither read the cookie nor the response, so it cannot forge the header. Signed in, the
 * token is the session's (csrfTokenForSession; set again at sign-in); signed out, a new random one
 * each time — a cookie the request brings is never adopted, so a planted one is worthless. In
 * another site's frame (the embedded agent desktop, docs/embedding.md) a Strict cookie is never sent
 * back: there the cookie is `SameSite=None; Secure; Partitioned`; the double submit still protects.
 */
export function registerCsrf(app: FastifyInstance, options: { cookieSecure: boolean }): void {
  app.decorateRequest('sessionCsrfToken', null);
  app.get('/api/auth/csrf-token', async (request: FastifyRequest, reply: FastifyReply) => {
    const csrfToken = request.sessionCsrfToken ?? randomToken();
    setCsrfCookie(request, reply, { csrfToken, cookieSecure: options.cookieSecure });
    reply.header('cache-control', 'no-store');
    return { csrfToken };
  });

  app.addHook('onRequest', async (request) => {
    if (!needsCsrf(request)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[HEADER_CSRF];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError('csrf_invalid', 'Missing or invalid CSRF token');
    }
  });
}
