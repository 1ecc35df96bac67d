import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress, normalizeAddress } from '@parley/core/email/addresses';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmailOAuthConfig } from '../../../platform/config.ts';
import type { AppDb } from '../../../platform/db/database.ts';
import { requireSession } from '../../../platform/http/guards.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { completeOAuthConnection } from './complete-oauth-connection.ts';
import { getOAuthRedirectUrl } from './get-oauth-redirect-url.ts';
import { OAUTH_PROVIDER_NAMES, oauthClientOf } from './oauth-providers.ts';
import { OAUTH_RETURN_PAGES, oauthReturnPageOf } from './oauth-state.ts';
import { signOutOAuthMailbox } from './sign-out-oauth-mailbox.ts';

export type OAuthRouteOptions = { db: AppDb; secrets: SecretBox; oauth: EmailOAuthConfig; publicUrl: string };

const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
const redirectQuery = z.object({
  returnTo: z.enum(OAUTH_RETURN_PAGES, { message: 'must be one of the My Settings pages' }).optional(),
});
const signOutBody = z.object({
  emailAddress: z
    .string()
    .trim()
    .max(EMAIL_ADDRESS_MAX_LENGTH)
    .refine(isEmailAddress, { message: 'must be an email address' })
    .transform(normalizeAddress),
});

/**
 * Gmail and Outlook through OAuth (spec 000 §7; docs/email.md "Gmail and Outlook"), under /conv: the
 * redirect URL, the provider's callback (handed on to My Settings) and its completion in the user's
 * session, sign-out, and which providers this server offers.
 */
export function registerEmailOAuthRoutes(app: FastifyInstance, options: OAuthRouteOptions): void {
  const { db, secrets, oauth, publicUrl } = options;
  const deps = { db, secrets, oauth, publicUrl };

  app.get('/conv/email/providers', async (request) => {
    requireSession(request);
    return {
      gmail: oauthClientOf(oauth, 'gmail') !== null,
      outlook: oauthClientOf(oauth, 'outlook') !== null,
    };
  });

  for (const provider of OAUTH_PROVIDER_NAMES) {
    const base = `/conv/${provider}-integration`;

    app.get(`${base}/oauth-redirect-url`, async (request) => {
      const session = requireSession(request);
      const { returnTo } = redirectQuery.parse(request.query ?? {});
      return getOAuthRedirectUrl(deps, { session, provider, ...(returnTo ? { returnTo } : {}) });
    });

    // The provider sends the browser back here, a navigation from its site: the session cookie is
    // SameSite=Strict and does not come with it. So the callback only hands the answer to My Settings,
    // whose page (same site, with the cookie and the CSRF token) completes it below.
    app.get(`${base}/oauth-callback`, async (request, reply) => {
      const parsed = callbackQuery.safeParse(request.query ?? {});
      // The code is single-use and short-lived, but still kept out of caches and Referer headers.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const answer = parsed.success ? parsed.data : { error: 'The provider’s answer was not understood' };
      const query = new URLSearchParams({ provider });
      for (const key of ['code', 'state', 'error', 'error_description'] as const) {
        const value = answer[key as keyof typeof answer];
        if (typeof value === 'string' && value !== '') query.set(key, value);
      }
      return reply.redirect(`${oauthReturnPageOf(secrets, answer.state)}?${query}`);
    });

    // My Settings completes the connection with the callback's answer, in the user's session.
    app.post(`${base}/oauth-complete`, async (request, reply) => {
      const session = requireSession(request);
      const query = callbackQuery.parse(request.body ?? {});
      const mailbox = await completeOAuthConnection(deps, { session, provider, query });
      return reply.status(201).send(mailbox);
    });

    app.post(`${base}/auth/sign-out`, async (request) => {
      const session = requireSession(request);
      const { emailAddress } = signOutBody.parse(request.body ?? {});
      return signOutOAuthMailbox({ db }, { session, provider, emailAddress });
    });
  }
}
