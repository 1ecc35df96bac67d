import { z } from 'zod';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { MailTransportError } from '../transports/mail-transport.ts';
import type { OAuthClient } from './oauth-providers.ts';
import { providerErrorText, providerFetch, providerJson } from './provider-http.ts';

// The token endpoint (RFC 6749 §4.1.3 and §6; Google's oauth2.googleapis.com/token, Microsoft's
// /oauth2/v2.0/token): a code becomes tokens, a refresh token a new access token. Tokens are kept in
// the mailbox row sealed (platform/secret-box.ts), never in the clear.

export type OAuthTokens = {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
};

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  scope: z.string().optional(),
});

const sealedTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.number(),
});

export function sealTokens(secrets: SecretBox, tokens: OAuthTokens): string {
  return secrets.seal(JSON.stringify(tokens));
}

export function openTokens(secrets: SecretBox, sealed: string): OAuthTokens {
  try {
    return sealedTokens.parse(JSON.parse(secrets.open(sealed)));
  } catch (error) {
    // A changed server key or a damaged row: the user connects the mailbox again.
    throw new MailTransportError('auth', 'the mailbox’s stored authorization cannot be read', {
      cause: error,
    });
  }
}

async function requestTokens(
  client: OAuthClient,
  form: Record<string, string>,
  what: string,
): Promise<z.infer<typeof tokenAnswer>> {
  const response = await providerFetch(
    client.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret, ...form }),
    },
    what,
  );
  // RFC 6749 §5.2: a refused grant (invalid_grant, invalid_client…) is a 400 or 401: the user must
  // authorize Parley again.
  if (response.status === 400 || response.status === 401) {
    throw new MailTransportError(
      'auth',
      `${what}: ${client.label} refused (${await providerErrorText(response)})`,
    );
  }
  return providerJson(response, what, tokenAnswer);
}

/** The authorization code the callback received, exchanged (grant_type=authorization_code). */
export async function exchangeAuthorizationCode(
  client: OAuthClient,
  options: { code: string; redirectUri: string; now: Date },
): Promise<OAuthTokens> {
  const answer = await requestTokens(
    client,
    {
      grant_type: 'authorization_code',
      code: options.code,
      redirect_uri: options.redirectUri,
      ...(client.scopeOnRefresh ? { scope: client.scopes.join(' ') } : {}),
    },
    'The authorization code exchange',
  );
  if (!answer.refresh_token) {
    throw new MailTransportError(
      'auth',
      `${client.label} gave no refresh token: Parley could not read or send later; connect again and allow offline access`,
    );
  }
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: options.now.getTime() + answer.expires_in * 1000,
  };
}

/** A new access token (grant_type=refresh_token); the refresh token kept unless a new one came. */
export async function refreshOAuthTokens(
  client: OAuthClient,
  tokens: OAuthTokens,
  now: Date,
): Promise<OAuthTokens> {
  const answer = await requestTokens(
    client,
    {
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
      ...(client.scopeOnRefresh ? { scope: client.scopes.join(' ') } : {}),
    },
    'The access token refresh',
  );
  return {
    accessToken: answer.access_token,
    // Microsoft rotates refresh tokens; Google keeps the first one.
    refreshToken: answer.refresh_token ?? tokens.refreshToken,
    expiresAt: now.getTime() + answer.expires_in * 1000,
  };
}
