import { MailTransportError } from './mail-transport.ts';

// How an IMAP or SMTP failure reads to the email module (docs/email.md "Transport interface"):
// credentials refused → `auth`, a permanent refusal of a recipient or the message → `rejected`,
// anything that may pass on another try (network, timeouts, 4xx) → `unavailable`.

type Coded = { code?: unknown; responseCode?: unknown; authenticationFailed?: unknown; response?: unknown };

function detailsOf(error: unknown): Coded & { message: string } {
  if (error instanceof Error) {
    // Both libraries attach these fields to their Error objects; reading them needs no more than this shape.
    const coded = error as Error & Coded;
    return { ...coded, message: error.message };
  }
  return { message: String(error) };
}

// SMTP replies that mean the login itself was refused or is required (RFC 4954 §6).
const SMTP_AUTH_CODES = new Set([530, 534, 535, 538]);

/** An IMAP failure (imapflow) as a MailTransportError. */
export function imapFailure(error: unknown, server: string): MailTransportError {
  if (error instanceof MailTransportError) return error;
  const details = detailsOf(error);
  if (details.authenticationFailed === true) {
    return new MailTransportError('auth', `The IMAP server ${server} refused the login`, { cause: error });
  }
  const code =
    typeof details.code === 'string' && !details.message.includes(details.code) ? ` (${details.code})` : '';
  return new MailTransportError(
    'unavailable',
    `The IMAP server ${server} failed: ${details.message}${code}`,
    {
      cause: error,
    },
  );
}

/** Addresses the server refused, with its reply for each, from nodemailer's envelope errors. */
export function refusedRecipients(rejectedErrors: unknown): string[] {
  if (!Array.isArray(rejectedErrors)) return [];
  return rejectedErrors.map((entry: unknown) => {
    const recipient =
      entry && typeof entry === 'object' && 'recipient' in entry ? String(entry.recipient) : 'a recipient';
    const response =
      entry && typeof entry === 'object' && 'response' in entry ? String(entry.response) : 'refused';
    return `${recipient}: ${response}`;
  });
}

/** An SMTP failure (nodemailer) as a MailTransportError. */
export function smtpFailure(error: unknown, server: string): MailTransportError {
  if (error instanceof MailTransportError) return error;
  const details = detailsOf(error);
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : null;
  const code = typeof details.code === 'string' ? details.code : '';
  if (code === 'EAUTH' || (responseCode !== null && SMTP_AUTH_CODES.has(responseCode))) {
    return new MailTransportError('auth', `The SMTP server ${server} refused the login`, { cause: error });
  }
  if (responseCode !== null && responseCode >= 500) {
    const refused = refusedRecipients(
      error instanceof Error && 'rejectedErrors' in error ? error.rejectedErrors : null,
    );
    const reply = typeof details.response === 'string' ? details.response : details.message;
    const message =
      refused.length > 0
        ? `The SMTP server ${server} refused ${refused.join('; ')}`
        : `The SMTP server ${server} refused the message: ${reply}`;
    return new MailTransportError('rejected', message, { cause: error });
  }
  if (code === 'EENVELOPE' && responseCode === null) {
    // nodemailer's own check of the envelope (no recipients, an address it cannot send to).
    return new MailTransportError('rejected', details.message, { cause: error });
  }
  const suffix = code && !details.message.includes(code) ? ` (${code})` : '';
  return new MailTransportError(
    'unavailable',
    `The SMTP server ${server} failed: ${details.message}${suffix}`,
    {
      cause: error,
    },
  );
}
