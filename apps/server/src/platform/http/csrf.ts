import { EMBEDDED_COOKIE_ATTRIBUTES, isEmbeddedRequest } from '@parley/core/embedding/embedded-request';
import { HEADER_CSRF } from '@parley/core/http-contract';
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
}

/**
 * Double-submit CSRF protection: GET /api/auth/csrf-token puts a random token in an HttpOnly,
 * SameSite=Strict cookie and returns it; every other method must echo it in x-csrf-token. Another
 * site can neither read the cookie nor the response, so it cannot forge the header. In another
 * site's frame (the embedded agent desktop, docs/embedding.md) a Strict cookie is never sent back:
 * there the cookie is `SameSite=None; Secure; Partitioned`; the double submit still protects.
 */
export function registerCsrf(app: FastifyInstance, options: { cookieSecure: boolean }): void {
  app.get('/api/auth/csrf-token', async (request: FastifyRequest, reply: FastifyReply) => {
    const existing = request.cookies[CSRF_COOKIE];
    const csrfToken = existing && existing.length >= 32 ? existing : randomToken();
    reply.setCookie(CSRF_COOKIE, csrfToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: options.cookieSecure,
      ...(isEmbeddedRequest(request.headers) ? EMBEDDED_COOKIE_ATTRIBUTES : {}),
    });
    reply.header('cache-control', 'no-store');
    return { csrfToken };
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A key in a header is no ambient credential another site could make the browser send (the
    // route then ignores the cookie), so such a request needs no CSRF token.
    if (request.routeOptions.config?.bearerKeyAuth && request.headers.authorization?.startsWith('Bearer '))
      return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[HEADER_CSRF];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError('csrf_invalid', 'Missing or invalid CSRF token');
    }
  });
}
