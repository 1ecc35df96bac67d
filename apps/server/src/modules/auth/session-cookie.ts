import { HEADER_BRAND } from '@parley/core/common/http-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../platform/db/database.ts';
import { assertSessionCsrf, csrfTokenForSession } from '../../platform/http/csrf.ts';
import { brandMismatch } from '../../platform/http/guards.ts';
import { resolveSession } from './resolve-session.ts';

export const SESSION_COOKIE = 'parley_session';

/**
 * Resolves the session cookie on every API request into request.session, refuses a signed-in request
 * without its session's CSRF token (docs/security/sessions.md "CSRF"), and refuses a request whose
 * brand header names another brand than the session's (spec 000 §7). A request counts as activity of
 * its session for the idle timeout unless its route says it is passive (the event stream).
 */
export function registerSessionResolver(app: FastifyInstance, db: AppDb, options: { idleMs: number }): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/conv/')) return;
    const cookieToken = request.cookies[SESSION_COOKIE];
    request.session = cookieToken
      ? await resolveSession(db, {
          cookieToken,
          idleMs: options.idleMs,
          activity: !request.routeOptions.config?.passiveSession,
        })
      : null;
    if (request.session && cookieToken) {
      request.sessionCsrfToken = csrfTokenForSession(cookieToken);
      assertSessionCsrf(request);
    }
    const brandHeader = request.headers[HEADER_BRAND];
    if (request.session && typeof brandHeader === 'string' && brandHeader !== request.session.brandSlug) {
      throw brandMismatch();
    }
  });
}
