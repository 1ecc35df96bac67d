import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress, normalizeAddress } from '@parley/core/email/addresses';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmailOAuthConfig } from '../../../platform/config.ts';
import type { AppDb } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { requireSession } from '../../../platform/http/guards.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { completeOAuthConnection } from './complete-oauth-connection.ts';
import { getOAuthRedirectUrl } from './get-oauth-redirect-url.ts';
import { OAUTH_PROVIDER_NAMES, oauthClientOf } from './oauth-providers.ts';
import { signOutOAuthMailbox } from './sign-out-oauth-mailbox.ts';

export type OAuthRouteOptions = { db: AppDb; secrets: SecretBox; oauth: EmailOAuthConfig; publicUrl: string };

/** My Settings › Integrations (spec 001 §2): where the callback sends the browser back. */
const INTEGRATIONS_PAGE = '/settings/my-settings/agent-integrations';

const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
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
 * redirect URL, the provider's callback (a browser navigation with the session cookie: it answers
 * with a redirect to My Settings, `?connected=` or `?error=`), sign-out, and which providers this
 * server offers.
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
      return getOAuthRedirectUrl(deps, { session, provider });
    });

    app.get(`${base}/oauth-callback`, async (request, reply) => {
      const session = requireSession(request);
      const parsed = callbackQuery.safeParse(request.query ?? {});
      // The code is single-use and short-lived, but still kept out of caches and Referer headers.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      try {
        if (!parsed.success)
          throw new AppError('validation_failed', 'The provider’s answer was not understood');
        await completeOAuthConnection(deps, { session, provider, query: parsed.data });
        return reply.redirect(`${INTEGRATIONS_PAGE}?connected=${provider}`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const query = new URLSearchParams({ provider, error: error.message });
        return reply.redirect(`${INTEGRATIONS_PAGE}?${query}`);
      }
    });

    app.post(`${base}/auth/sign-out`, async (request) => {
      const session = requireSession(request);
      const { emailAddress } = signOutBody.parse(request.body ?? {});
      return signOutOAuthMailbox({ db }, { session, provider, emailAddress });
    });
  }
}
