import { apiRequest } from '../../../shared/api/api-request.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';
import type { ConnectImapMailboxBody, MailboxView, UpdateMailboxBody } from './mailbox-types.ts';

// The agent's mailbox calls (docs/email.md), under the conversations service (/conv). The writes
// throw every failure with the server's body (skipDefault): the form puts a 400 under the field it
// names, the rest is toasted by the caller.

const path = (value: string) => encodeURIComponent(value);

/** GET /conv/email/mailboxes/mine: the brand's mailboxes the agent answers from and the agent's own. */
export async function fetchMyMailboxes(signal?: AbortSignal): Promise<MailboxView[]> {
  const { items } = await apiRequest<{ items: MailboxView[] }>('/email/mailboxes/mine', {
    base: '/conv',
    signal,
    retries: 2,
    failureMessage: MAILBOX_TEXTS.loadFailed,
  });
  return items;
}

/** POST /conv/email/mailboxes/imap: connects an IMAP + SMTP mailbox, or reconnects one already the agent's. */
export function connectImapMailbox(body: ConnectImapMailboxBody): Promise<MailboxView> {
  return apiRequest<MailboxView>('/email/mailboxes/imap', {
    base: '/conv',
    method: 'POST',
    body,
    skipDefault: true,
  });
}

/** PATCH /conv/email/mailboxes/:id: the display name or the signature. */
export function updateMailbox(id: string, body: UpdateMailboxBody): Promise<MailboxView> {
  return apiRequest<MailboxView>(`/email/mailboxes/${path(id)}`, {
    base: '/conv',
    method: 'PATCH',
    body,
    skipDefault: true,
  });
}

/** POST /conv/email/mailboxes/:id/sign-out: answers the mailbox, SIGNED_OUT. */
export function signOutMailbox(id: string): Promise<MailboxView> {
  return apiRequest<MailboxView>(`/email/mailboxes/${path(id)}/sign-out`, {
    base: '/conv',
    method: 'POST',
    skipDefault: true,
  });
}

/** Which OAuth providers this server offers (GET /conv/email/providers). */
export type EmailProviders = { gmail: boolean; outlook: boolean };
export type OAuthProvider = keyof EmailProviders;

/**
 * GET /conv/email/providers: whether the server has a Gmail and an Outlook client. Quiet on failure
 * (skipDefault): the cards then say the providers are not available, which is what the user can do.
 */
export function fetchEmailProviders(signal?: AbortSignal): Promise<EmailProviders> {
  return apiRequest<EmailProviders>('/email/providers', {
    base: '/conv',
    signal,
    retries: 2,
    skipDefault: true,
  });
}

/**
 * GET /conv/{gmail,outlook}-integration/oauth-redirect-url (spec 000 §7): the provider's sign-in page;
 * it sends the browser back to the server, which returns it to My Settings.
 */
export async function fetchOAuthRedirectUrl(provider: OAuthProvider, returnTo: string): Promise<string> {
  const query = new URLSearchParams({ returnTo });
  const { url } = await apiRequest<{ url: string }>(`/${provider}-integration/oauth-redirect-url?${query}`, {
    base: '/conv',
    skipDefault: true,
  });
  return url;
}

/** What the provider's redirect brought back to My Settings (the server hands it on unchanged). */
export type OAuthAnswer = { code?: string; state?: string; error?: string; error_description?: string };

/**
 * POST /conv/{gmail,outlook}-integration/oauth-complete: completes the connection in the user's
 * session with the provider's answer; the connected mailbox, or the server's reason (thrown).
 */
export function completeOAuthConnection(provider: OAuthProvider, answer: OAuthAnswer): Promise<MailboxView> {
  return apiRequest<MailboxView>(`/${provider}-integration/oauth-complete`, {
    base: '/conv',
    method: 'POST',
    body: answer,
    skipDefault: true,
  });
}
