import { MailTransportError } from '../transports/mail-transport.ts';
import type { OAuthClient } from './oauth-providers.ts';
import { type OAuthTokens, refreshOAuthTokens } from './oauth-tokens.ts';
import { providerFetch } from './provider-http.ts';

// A mailbox's calls to its provider's API with its access token: refreshed first when it has expired
// (or is about to), and once more when the API answers 401 anyway (revoked early, clock skew). What
// a refresh brings is handed to `onTokens` to be saved sealed. A refused refresh is `auth`.

/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

export type OAuthAccess = {
  /** The API call with `Authorization: Bearer …`. */
  fetch(url: string, init: RequestInit, what: string): Promise<Response>;
};

export function createOAuthAccess(options: {
  client: OAuthClient;
  tokens: OAuthTokens;
  onTokens: (tokens: OAuthTokens) => Promise<void>;
  now?: () => Date;
}): OAuthAccess {
  const now = options.now ?? (() => new Date());
  let tokens = options.tokens;
  let refreshing: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    // Concurrent calls share one refresh.
    refreshing ??= (async () => {
      try {
        const fresh = await refreshOAuthTokens(options.client, tokens, now());
        tokens = fresh;
        await options.onTokens(fresh);
      } finally {
        refreshing = null;
      }
    })();
    await refreshing;
  }

  const call = (url: string, init: RequestInit, what: string) =>
    providerFetch(
      url,
      { ...init, headers: { ...headersOf(init.headers), authorization: `Bearer ${tokens.accessToken}` } },
      what,
    );

  return {
    async fetch(url, init, what) {
      if (tokens.expiresAt - EXPIRY_MARGIN_MS <= now().getTime()) await refresh();
      const response = await call(url, init, what);
      if (response.status !== 401) return response;
      await response.body?.cancel();
      await refresh();
      const again = await call(url, init, what);
      if (again.status === 401) {
        await again.body?.cancel();
        throw new MailTransportError('auth', `${what}: ${options.client.label} refused a fresh access token`);
      }
      return again;
    },
  };
}

function headersOf(headers: RequestInit['headers']): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}
