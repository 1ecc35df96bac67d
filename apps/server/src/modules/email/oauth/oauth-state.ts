import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SecretBox } from '../../../platform/secret-box.ts';
import type { OAuthProviderName } from './oauth-providers.ts';

// The OAuth `state` (RFC 6749 §10.12): who started the connection, for which provider, until when;
// sealed with the server's key (AES-256-GCM authenticates it), so it cannot be forged or altered and
// needs no table. The callback accepts it only from the same user's session, before it expires.

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * The two My Settings pages the connection can start from: Settings' (admins and supervisors) and the
 * desk's (agents). The provider's redirect comes back without a session, so the state says which.
 */
export const OAUTH_RETURN_PAGES = ['/settings/my-settings/agent-integrations', '/agent/my-settings'] as const;
export type OAuthReturnPage = (typeof OAUTH_RETURN_PAGES)[number];

const sealedState = z.object({
  provider: z.enum(['gmail', 'outlook']),
  brandId: z.string(),
  userId: z.string(),
  expiresAt: z.number(),
  nonce: z.string(),
  returnTo: z.enum(OAUTH_RETURN_PAGES).default(OAUTH_RETURN_PAGES[0]),
});

export function createOAuthState(
  secrets: SecretBox,
  options: {
    provider: OAuthProviderName;
    brandId: string;
    userId: string;
    now: Date;
    returnTo?: OAuthReturnPage;
  },
): string {
  return secrets.seal(
    JSON.stringify({
      returnTo: options.returnTo ?? OAUTH_RETURN_PAGES[0],
      provider: options.provider,
      brandId: options.brandId,
      userId: options.userId,
      expiresAt: options.now.getTime() + OAUTH_STATE_TTL_MS,
      nonce: randomBytes(16).toString('base64url'),
    }),
  );
}

/** Why a state is refused, in words the user reads on My Settings. */
export type OAuthStateProblem = 'unreadable' | 'expired' | 'another_user' | 'another_provider';

export function checkOAuthState(
  secrets: SecretBox,
  state: string,
  expected: { provider: OAuthProviderName; brandId: string; userId: string; now: Date },
): OAuthStateProblem | null {
  let parsed: z.infer<typeof sealedState>;
  try {
    parsed = sealedState.parse(JSON.parse(secrets.open(state)));
  } catch {
    return 'unreadable';
  }
  if (parsed.provider !== expected.provider) return 'another_provider';
  if (parsed.brandId !== expected.brandId || parsed.userId !== expected.userId) return 'another_user';
  if (parsed.expiresAt < expected.now.getTime()) return 'expired';
  return null;
}

/** Where the provider's answer goes back to: the page the state was made for (Settings' by default). */
export function oauthReturnPageOf(secrets: SecretBox, state: string | undefined): OAuthReturnPage {
  if (!state) return OAUTH_RETURN_PAGES[0];
  try {
    return sealedState.parse(JSON.parse(secrets.open(state))).returnTo;
  } catch {
    return OAUTH_RETURN_PAGES[0];
  }
}
