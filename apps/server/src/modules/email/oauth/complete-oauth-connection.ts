import { normalizeAddress } from '@parley/core/email/addresses';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestSession } from '../../../platform/http/request-session.ts';
import { emailMailboxes } from '../email.tables.ts';
import { findMailboxByAddress, type MailboxView, toMailboxView } from '../mailbox-store.ts';
import { readGmailProfile } from '../transports/gmail-transport.ts';
import type { MailboxCursor } from '../transports/mail-transport.ts';
import { MailTransportError } from '../transports/mail-transport.ts';
import { outlookCursorOf, readOutlookAddress } from '../transports/outlook-transport.ts';
import type { OAuthDeps } from './get-oauth-redirect-url.ts';
import { createOAuthAccess } from './oauth-access.ts';
import {
  type OAuthClient,
  type OAuthProviderName,
  oauthClientOf,
  oauthRedirectUri,
} from './oauth-providers.ts';
import { checkOAuthState, type OAuthStateProblem } from './oauth-state.ts';
import { exchangeAuthorizationCode, type OAuthTokens, sealTokens } from './oauth-tokens.ts';

/** What the provider adds to the redirect URI (RFC 6749 §4.1.2 and §4.1.2.1). */
export type OAuthCallbackQuery = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
};

const STATE_PROBLEMS: Record<OAuthStateProblem, string> = {
  unreadable: 'The sign-in could not be checked. Start the connection again from My Settings.',
  expired: 'The sign-in took longer than 10 minutes. Start the connection again from My Settings.',
  another_user: 'The sign-in was started by another user. Start the connection again from My Settings.',
  another_provider: 'The sign-in was started for another provider. Start the connection again.',
};

/** The mailbox's address and where reading starts: Gmail's profile, or Graph's /me and now. */
async function readMailboxOf(
  client: OAuthClient,
  tokens: OAuthTokens,
  now: Date,
): Promise<{ address: string; cursor: MailboxCursor }> {
  // Fresh tokens: nothing to refresh, nothing to save yet.
  const access = createOAuthAccess({ client, tokens, onTokens: async () => {}, now: () => now });
  if (client.name === 'gmail') {
    const profile = await readGmailProfile(access, client.apiUrl);
    return { address: profile.emailAddress, cursor: { token: profile.historyId } };
  }
  return { address: await readOutlookAddress(access, client.apiUrl), cursor: outlookCursorOf(now) };
}

/**
 * The provider's redirect back (`GET /conv/{gmail,outlook}-integration/oauth-callback`): the state is
 * checked against the session's user, the code exchanged for tokens, the account's address read, and
 * the user's mailbox stored (or reconnected in place) CONNECTED with its tokens sealed. Reading starts
 * from now: the mailbox's history is not turned into tasks.
 */
export async function completeOAuthConnection(
  deps: OAuthDeps & { db: AppDb },
  options: { session: RequestSession; provider: OAuthProviderName; query: OAuthCallbackQuery; now?: Date },
): Promise<MailboxView> {
  const { session, query } = options;
  const now = options.now ?? new Date();
  const client = oauthClientOf(deps.oauth, options.provider);
  if (!client) {
    throw new AppError(
      'validation_failed',
      `${options.provider === 'gmail' ? 'Gmail' : 'Outlook'} is not configured on this server`,
    );
  }
  if (!query.state) throw new AppError('validation_failed', 'state is missing', { field: 'state' });
  const problem = checkOAuthState(deps.secrets, query.state, {
    provider: client.name,
    brandId: session.brandId,
    userId: session.userId,
    now,
  });
  if (problem) throw new AppError('validation_failed', STATE_PROBLEMS[problem], { field: 'state' });
  if (query.error) {
    const reason = query.error === 'access_denied' ? 'access was not granted' : query.error;
    throw new AppError('validation_failed', `${client.label} did not connect: ${reason}`, { field: 'error' });
  }
  if (!query.code) throw new AppError('validation_failed', 'code is missing', { field: 'code' });

  let tokens: OAuthTokens;
  let mailbox: { address: string; cursor: MailboxCursor };
  try {
    tokens = await exchangeAuthorizationCode(client, {
      code: query.code,
      redirectUri: oauthRedirectUri(deps.publicUrl, client.name),
      now,
    });
    mailbox = await readMailboxOf(client, tokens, now);
  } catch (error) {
    if (error instanceof MailTransportError) {
      throw new AppError('validation_failed', `${client.label} did not connect: ${error.message}`, {
        field: 'code',
      });
    }
    throw error;
  }

  const address = normalizeAddress(mailbox.address);
  const existing = await findMailboxByAddress(deps.db, { brandId: session.brandId, address });
  if (existing && existing.userId !== session.userId) {
    throw new AppError('conflict', `${address} is already connected by someone else`, {
      field: 'emailAddress',
    });
  }
  const values = {
    provider: client.integrationType,
    settings: {},
    secret: sealTokens(deps.secrets, tokens),
    cursor: mailbox.cursor,
    authorizationStatus: 'CONNECTED' as const,
    queueSid: null,
    lastError: null,
    updatedAt: now,
  };
  if (existing) {
    await deps.db
      .update(emailMailboxes)
      .set(values)
      .where(and(eq(emailMailboxes.brandId, session.brandId), eq(emailMailboxes.id, existing.id)));
  } else {
    await deps.db
      .insert(emailMailboxes)
      .values({ brandId: session.brandId, address, userId: session.userId, createdAt: now, ...values });
  }
  const saved = await findMailboxByAddress(deps.db, { brandId: session.brandId, address });
  if (!saved) throw new Error('the mailbox was not saved');
  return toMailboxView(saved);
}
