import {
  resetPasswordInput,
  sendResetEmailInput,
  sessionCreateInput,
  signInInput,
  verifyResetTokenInput,
} from '@parley/core/auth/session';
import { HEADER_BRAND } from '@parley/core/common/http-contract';
import { EMBEDDED_COOKIE_ATTRIBUTES, isEmbeddedRequest } from '@parley/core/embedding/embedded-request';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../platform/db/database.ts';
import { CSRF_COOKIE, csrfTokenForSession, setCsrfCookie } from '../../platform/http/csrf.ts';
import { requireSession } from '../../platform/http/guards.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { brandAllowsEmbedding } from '../embedding/embedding-settings.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import { createSession } from './create-session.ts';
import { destroySession } from './destroy-session.ts';
import { resetPassword } from './reset-password.ts';
import { sendResetEmail } from './send-reset-email.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { signIn } from './sign-in.ts';
import { verifyResetToken } from './verify-reset-token.ts';

export type AuthRoutesOptions = {
  db: AppDb;
  mailer: Mailer;
  sessionTtlMs: number;
  cookieSecure: boolean;
  publicUrl: string;
};

// spec 000 §7 "Auth (under /api/auth)". Thin: parse, call one use-case, shape the answer.
export function registerAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions): void {
  const { db } = options;

  app.post('/api/auth/sign-in', async (request) => {
    const input = signInInput.parse(request.body);
    const brandHeader = request.headers[HEADER_BRAND];
    return signIn(db, {
      ...input,
      clientKey: request.ip,
      brandSlug: typeof brandHeader === 'string' && brandHeader ? brandHeader : undefined,
    });
  });

  app.post('/api/auth/session/create', async (request, reply) => {
    const input = sessionCreateInput.parse(request.body);
    const { cookieToken, expiresAt, brandId } = await createSession(db, {
      ...input,
      ttlMs: options.sessionTtlMs,
    });
    // docs/embedding.md: in another site's frame a Lax cookie is never sent back, so a sign-in there
    // gets a partitioned SameSite=None one — only for a brand that allows embedding at all.
    const embedded = isEmbeddedRequest(request.headers) && (await brandAllowsEmbedding(db, brandId));
    reply.setCookie(SESSION_COOKIE, cookieToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.cookieSecure,
      ...(embedded ? EMBEDDED_COOKIE_ATTRIBUTES : {}),
      expires: expiresAt,
    });
    // docs/security/sessions.md "CSRF": a new token for the new session; the one from before
    // sign-in no longer passes (the browser fetches the new one from /api/auth/csrf-token).
    setCsrfCookie(request, reply, {
      csrfToken: csrfTokenForSession(cookieToken),
      cookieSecure: options.cookieSecure,
    });
    return { ok: true };
  });

  app.get('/api/auth/session/check', async (request, reply) => {
    const session = requireSession(request);
    reply.header('cache-control', 'no-store');
    return getUserProfile(db, session);
  });

  app.post('/api/auth/session/destroy', async (request, reply) => {
    if (request.session) await destroySession(db, request.session);
    // A framed sign-out clears the frame's partitioned cookie (the session itself is gone either way).
    const frame = isEmbeddedRequest(request.headers) ? EMBEDDED_COOKIE_ATTRIBUTES : {};
    reply.clearCookie(SESSION_COOKIE, { path: '/', ...frame });
    // The token was the session's: signed out, the browser fetches an anonymous one.
    reply.clearCookie(CSRF_COOKIE, { path: '/', ...frame });
    return { ok: true };
  });

  app.post('/api/auth/send/reset-email', async (request) => {
    const input = sendResetEmailInput.parse(request.body);
    const brandHeader = request.headers[HEADER_BRAND];
    await sendResetEmail(db, {
      email: input.email,
      clientKey: request.ip,
      // The page of one brand asks about that brand's account only.
      brandSlug: typeof brandHeader === 'string' && brandHeader ? brandHeader : undefined,
      publicUrl: options.publicUrl,
      mailer: options.mailer,
    });
    return { ok: true };
  });

  app.post('/api/auth/verify/reset-token', async (request) => {
    return verifyResetToken(db, verifyResetTokenInput.parse(request.body));
  });

  app.post('/api/auth/reset/password', async (request) => {
    await resetPassword(db, resetPasswordInput.parse(request.body));
    return { ok: true };
  });
}
