import type { EmailOAuthConfig } from '../../../platform/config.ts';

// The two OAuth mailbox providers (docs/email.md "Gmail and Outlook"): where a user signs in, where
// codes and refresh tokens become access tokens, and what Parley asks to be allowed.

export type OAuthProviderName = 'gmail' | 'outlook';
export const OAUTH_PROVIDER_NAMES: readonly OAuthProviderName[] = ['gmail', 'outlook'];

/** One configured provider: everything the redirect, the callback and the transports need. */
export type OAuthClient = {
  name: OAuthProviderName;
  integrationType: 'GMAIL' | 'OUTLOOK';
  /** As the user reads it ("Gmail is not configured…"). */
  label: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: readonly string[];
  /** Whether the token endpoint wants `scope` again on a refresh (Microsoft's v2.0 does). */
  scopeOnRefresh: boolean;
  /** Added to the authorize URL. */
  authorizeParams: Readonly<Record<string, string>>;
  /** Gmail's API or Microsoft Graph, without a trailing slash. */
  apiUrl: string;
};

// Gmail: send, and read the inbox (history, raw messages, the profile) without changing it.
const GMAIL_SCOPES = [
  'https://www.googleapis.com/auth/gmail.send',
  'https://www.googleapis.com/auth/gmail.readonly',
];
// Microsoft identity platform v2.0: offline_access yields a refresh token; User.Read the address.
const OUTLOOK_SCOPES = ['offline_access', 'Mail.ReadWrite', 'Mail.Send', 'User.Read'];

/** The provider's client, or null when the server has no client id and secret for it. */
export function oauthClientOf(config: EmailOAuthConfig, name: OAuthProviderName): OAuthClient | null {
  if (name === 'gmail') {
    const gmail = config.gmail;
    if (!gmail) return null;
    return {
      name,
      integrationType: 'GMAIL',
      label: 'Gmail',
      clientId: gmail.clientId,
      clientSecret: gmail.clientSecret,
      authorizeUrl: gmail.authorizeUrl,
      tokenUrl: gmail.tokenUrl,
      scopes: GMAIL_SCOPES,
      scopeOnRefresh: false,
      // A refresh token (offline), and again at every connection, so a reconnect gets a new one.
      authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
      apiUrl: gmail.apiUrl,
    };
  }
  const outlook = config.outlook;
  if (!outlook) return null;
  const tenant = `${outlook.loginUrl}/${encodeURIComponent(outlook.tenant)}/oauth2/v2.0`;
  return {
    name,
    integrationType: 'OUTLOOK',
    label: 'Outlook',
    clientId: outlook.clientId,
    clientSecret: outlook.clientSecret,
    authorizeUrl: `${tenant}/authorize`,
    tokenUrl: `${tenant}/token`,
    scopes: OUTLOOK_SCOPES,
    scopeOnRefresh: true,
    // The user picks the account to connect, not whichever one the browser is signed in to.
    authorizeParams: { response_mode: 'query', prompt: 'select_account' },
    apiUrl: outlook.graphUrl,
  };
}

/** The provider of a mailbox's integration type. */
export function oauthProviderOfIntegration(type: 'GMAIL' | 'OUTLOOK'): OAuthProviderName {
  return type === 'GMAIL' ? 'gmail' : 'outlook';
}

/** Where the provider sends the browser back: registered with the provider as the redirect URI. */
export function oauthRedirectUri(publicUrl: string, name: OAuthProviderName): string {
  return `${publicUrl.replace(/\/$/, '')}/conv/${name}-integration/oauth-callback`;
}
