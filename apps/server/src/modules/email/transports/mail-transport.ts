/**
 * How Parley reaches one mailbox (docs/email.md "Transport interface"). Mail travels as RFC 5322
 * bytes both ways: the email module composes what it sends and parses what it fetches, so every
 * provider (the simulator, IMAP + SMTP, Gmail, Outlook) shares one composer and one parser.
 */
export interface MailTransport {
  /** Submits one composed message to its envelope's recipients (and keeps a copy where the provider keeps sent mail). */
  send(mail: OutgoingRawMail): Promise<void>;
  /** Whether a message with this Message-ID (with angle brackets) was already sent: crash recovery. */
  wasSent(messageId: string): Promise<boolean>;
  /** Up to `limit` messages that arrived after `cursor` (null: from now on, or the mailbox's start), oldest first. */
  fetch(cursor: MailboxCursor | null, limit: number): Promise<FetchedMail>;
  /**
   * Checks that the mailbox takes Parley's credentials (reading and sending) and returns the cursor
   * of now: a mailbox connected today is read from today on, not its whole history.
   */
  connect(): Promise<MailboxCursor>;
  /** Releases connections. */
  close(): Promise<void>;
}

export type OutgoingRawMail = {
  raw: Uint8Array;
  /** The composed message's Message-ID header, `<id@host>`. */
  messageId: string;
  envelope: { from: string; to: string[] };
};

/** Where a mailbox's reading stopped: IMAP's UIDVALIDITY and last UID seen, or a provider's own token. */
export type MailboxCursor = { uidValidity?: string; lastUid?: number; token?: string };

export type FetchedMail = { messages: { raw: Uint8Array }[]; cursor: MailboxCursor };

export type MailTransportErrorKind = 'auth' | 'rejected' | 'unavailable';

/**
 * A transport's refusal: `auth` (credentials refused; the mailbox needs reconnecting), `rejected`
 * (the server refused a recipient or the message; sending it again will not help), `unavailable`
 * (network, timeouts, the server busy; worth another try).
 */
export class MailTransportError extends Error {
  readonly kind: MailTransportErrorKind;
  constructor(kind: MailTransportErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailTransportError';
    this.kind = kind;
  }
}
