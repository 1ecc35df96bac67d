// The shapes of docs/email.md "REST (the desk)", as the desk reads them. The server's mappers
// (apps/server/src/modules/email) write them; the desk trusts the contract (docs/web-api-client.md).

import type { EmailIntegrationType } from '@parley/core/email/inputs';

export type { EmailIntegrationType };
export type EmailAuthorizationStatus = 'CONNECTED' | 'DISCONNECTED' | 'SIGNED_OUT';

export type EmailAttachment = {
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  /** An inline part's Content-ID (no brackets): `cid:` images of the HTML point to it. */
  contentId: string | null;
};

export type EmailMessageStatus = 'received' | 'draft' | 'pending' | 'sent';

export type EmailMessage = {
  rvEmailMessageId: string;
  rvThreadId: string;
  direction: 'inbound' | 'outbound';
  status: EmailMessageStatus;
  /** RFC 5322 Message-ID, with its angle brackets. */
  messageId: string;
  subject: string;
  from: { email: string; name: string | null };
  /** Addresses as written in the mail ("Name <a@b.c>" or "a@b.c"). */
  to: string[];
  cc: string[];
  bcc: string[];
  html: string | null;
  text: string | null;
  snippet: string;
  /** The message it answers or forwards (outbound). */
  inReplyToRvMessageId: string | null;
  isForwarding: boolean;
  attachments: EmailAttachment[];
  /** Why the last send failed (an outbound message back to draft). */
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** A mailbox the agent may send from (GET /conv/email/mailboxes/mine): the brand's shared ones first. */
export type EmailMailbox = {
  id: string;
  emailAddress: string;
  displayName: string | null;
  emailIntegrationType: EmailIntegrationType;
  authorizationStatus: EmailAuthorizationStatus;
  signatureHtml: string | null;
  /** A brand mailbox (any agent answers from it), else the agent's own. */
  shared: boolean;
};

/** The mailbox a thread goes through, as the thread answer names it. */
export type EmailThreadMailbox = {
  id: string;
  emailAddress: string;
  displayName: string | null;
  emailIntegrationType: EmailIntegrationType;
};

export type EmailThreadSummary = {
  rvThreadId: string;
  subject: string;
  contactEmail: string;
  profileId: string | null;
  taskSid: string | null;
  mailbox: EmailThreadMailbox;
};

/**
 * The reply being written (spec 000 §3 "Email draft"): a message in `draft`, one per agent and task;
 * `rvEmailMessageId` is the draft's id, `from` the mailbox chosen, `error` why its last send failed.
 */
export type EmailDraft = EmailMessage;

export type EmailThreadAnswer = {
  thread: EmailThreadSummary;
  /** Oldest first. */
  messages: EmailMessage[];
  draft: EmailDraft | null;
};

/** What PUT …/draft saves (core's emailDraftInput). */
export type EmailDraftInput = {
  senderEmail: string | null;
  emailIntegrationType: EmailIntegrationType | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  inReplyToRvMessageId: string | null;
  isForwarding: boolean;
};

export type SendEmailInput = {
  taskSid: string;
  draftId: string | null;
  senderEmail: string;
  emailIntegrationType: EmailIntegrationType;
  subject: string;
  body: string;
  to: string[];
  cc: string[];
  bcc: string[];
  inReplyToRvMessageId: string | null;
  isForwarding: boolean;
};

export type SendEmailAnswer = { emailMessageIdentifiers: { rvEmailMessageId: string; rvThreadId: string } };
