import type { EmailOAuthConfig } from '../../../platform/config.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestSession } from '../../../platform/http/request-session.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { type OAuthProviderName, oauthClientOf, oauthRedirectUri } from './oauth-providers.ts';
import { createOAuthState, type OAuthReturnPage } from './oauth-state.ts';

export type OAuthDeps = { secrets: SecretBox; oauth: EmailOAuthConfig; publicUrl: string };

/**
 * `GET /gmail-integration/oauth-redirect-url` and Outlook's (spec 000 §7): where the browser goes to
 * let Parley read and send as the user, with a state that brings them back to their own session.
 */
export function getOAuthRedirectUrl(
  deps: OAuthDeps,
  options: { session: RequestSession; provider: OAuthProviderName; returnTo?: OAuthReturnPage; now?: Date },
): { url: string } {
  const client = oauthClientOf(deps.oauth, options.provider);
  if (!client) {
    const label = options.provider === 'gmail' ? 'Gmail' : 'Outlook';
    throw new AppError('validation_failed', `${label} is not configured on this server`);
  }
  const url = new URL(client.authorizeUrl);
  const params = {
    client_id: client.clientId,
    redirect_uri: oauthRedirectUri(deps.publicUrl, client.name),
    response_type: 'code',
    scope: client.scopes.join(' '),
    ...client.authorizeParams,
    state: createOAuthState(deps.secrets, {
      provider: client.name,
      brandId: options.session.brandId,
      userId: options.session.userId,
      now: options.now ?? new Date(),
      ...(options.returnTo ? { returnTo: options.returnTo } : {}),
    }),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { url: url.toString() };
}
