// The mailbox as GET /conv/email/mailboxes/mine answers it (docs/email.md "Mailboxes"): the server's
// mapper writes it; the web trusts the contract (docs/web-api-client.md).
import type { EmailIntegrationType } from '@parley/core/email/inputs';

/** spec 000 §4: an email integration's authorization. */
export type MailboxAuthorizationStatus = 'CONNECTED' | 'DISCONNECTED' | 'SIGNED_OUT';

export type MailboxView = {
  id: string;
  emailAddress: string;
  displayName: string | null;
  emailIntegrationType: EmailIntegrationType;
  authorizationStatus: MailboxAuthorizationStatus;
  signatureHtml: string | null;
  /** The brand's (every agent answers from it; read-only here), else the agent's own. */
  shared: boolean;
  createdAt: string;
  /** Why the server last failed to reach it (a refused login makes it DISCONNECTED). */
  lastError: string | null;
  lastFetchedAt: string | null;
  /** A shared mailbox's queue for its new threads; null: the brand's routing rules place them. */
  queueSid: string | null;
};

/** One server's address and login, as POST …/mailboxes/imap takes it (core's connectImapMailboxInput). */
export type MailServerLogin = { host: string; port: number; secure: boolean; user: string; password: string };

export type ConnectImapMailboxBody = {
  emailAddress: string;
  displayName: string | null;
  imap: MailServerLogin;
  /** Null: the IMAP host and login on port 587 with STARTTLS. */
  smtp: MailServerLogin | null;
  allowSelfSigned: boolean;
  /** Admins only: the brand's mailbox (Settings › Integrations › Brand mailboxes), not the sender's. */
  shared?: boolean;
  /** A brand mailbox's queue; null: its new threads go through the brand's routing rules. */
  queueSid?: string | null;
};

/** PATCH …/mailboxes/:id (core's updateMailboxInput): only what is given changes; queueSid for shared ones. */
export type UpdateMailboxBody = {
  displayName?: string | null;
  signatureHtml?: string | null;
  queueSid?: string | null;
};
