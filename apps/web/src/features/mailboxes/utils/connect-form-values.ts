import { connectImapMailboxInput } from '@parley/core/email/mailbox-inputs';
import type { ConnectImapMailboxBody, MailboxView, MailServerLogin } from '../api/mailbox-types.ts';
import { BRAND_MAILBOX_TEXTS } from '../brand-mailbox-texts.ts';
import { MAILBOX_TEXTS } from '../mailbox-texts.ts';

// The connect form's values and rules. The form checks with core's connectImapMailboxInput, the
// schema the server checks with, so both give the same reasons under the same field paths.

/** Implicit TLS and STARTTLS ports (RFC 8314 §7 for IMAP; RFC 8314 and RFC 6409 for submission). */
export const MAIL_PORTS = {
  imap: { secure: 993, starttls: 143 },
  smtp: { secure: 465, starttls: 587 },
} as const;

/** NumberInput holds '' while the field is empty. */
export type MailServerValues = Omit<MailServerLogin, 'port'> & { port: number | string };

export type ConnectImapFormValues = {
  emailAddress: string;
  displayName: string;
  imap: MailServerValues;
  /** On: no SMTP fields; the server sends through the IMAP host and login on 587 with STARTTLS. */
  sendWithSameServer: boolean;
  smtp: MailServerValues;
  allowSelfSigned: boolean;
  /** A brand mailbox's queue (sent only when connecting one); null: the brand's routing rules. */
  queueSid: string | null;
};

/** Each field's label, by the path the server names in a 400's `field`. */
export const CONNECT_FIELD_LABELS: Readonly<Record<string, string>> = {
  emailAddress: MAILBOX_TEXTS.emailAddress,
  displayName: MAILBOX_TEXTS.displayName,
  'imap.host': MAILBOX_TEXTS.imapHost,
  'imap.port': MAILBOX_TEXTS.imapPort,
  'imap.secure': MAILBOX_TEXTS.imapSecure,
  'imap.user': MAILBOX_TEXTS.imapUser,
  'imap.password': MAILBOX_TEXTS.imapPassword,
  'smtp.host': MAILBOX_TEXTS.smtpHost,
  'smtp.port': MAILBOX_TEXTS.smtpPort,
  'smtp.secure': MAILBOX_TEXTS.smtpSecure,
  'smtp.user': MAILBOX_TEXTS.smtpUser,
  'smtp.password': MAILBOX_TEXTS.smtpPassword,
  sendWithSameServer: MAILBOX_TEXTS.sameServer,
  allowSelfSigned: MAILBOX_TEXTS.allowSelfSigned,
  queueSid: BRAND_MAILBOX_TEXTS.queue,
};

const server = (port: number, secure: boolean, user = ''): MailServerValues => ({
  host: '',
  port,
  secure,
  user,
  password: '',
});

/** A new mailbox: IMAP on 993 over SSL, sending through the same server on 587 with STARTTLS. */
export function emptyConnectValues(): ConnectImapFormValues {
  return {
    emailAddress: '',
    displayName: '',
    imap: server(MAIL_PORTS.imap.secure, true),
    sendWithSameServer: true,
    smtp: server(MAIL_PORTS.smtp.starttls, false),
    allowSelfSigned: false,
    queueSid: null,
  };
}

/**
 * Reconnecting a mailbox: its address, name and queue (a brand mailbox keeps where it routes), the
 * address as the login (the usual one). The server never answers the host or the password, so those
 * are asked again.
 */
export function reconnectValues(mailbox: MailboxView): ConnectImapFormValues {
  const values = emptyConnectValues();
  return {
    ...values,
    emailAddress: mailbox.emailAddress,
    displayName: mailbox.displayName ?? '',
    imap: { ...values.imap, user: mailbox.emailAddress },
    queueSid: mailbox.queueSid,
  };
}

/**
 * The port after SSL/TLS is switched: the other mode's usual port when the field held this mode's
 * usual one, else what the agent typed.
 */
export function portAfterSecureChange(protocol: 'imap' | 'smtp', secure: boolean, port: number | string) {
  const ports = MAIL_PORTS[protocol];
  const usualBefore = secure ? ports.starttls : ports.secure;
  return port === usualBefore || port === '' ? (secure ? ports.secure : ports.starttls) : port;
}

function toLogin(values: MailServerValues): MailServerLogin {
  return {
    host: values.host.trim(),
    port: Number(values.port),
    secure: values.secure,
    user: values.user.trim(),
    password: values.password,
  };
}

/** What POST /conv/email/mailboxes/imap is sent; `shared` (admins) connects the brand's, with its queue. */
export function toConnectBody(values: ConnectImapFormValues, shared = false): ConnectImapMailboxBody {
  const body: ConnectImapMailboxBody = {
    emailAddress: values.emailAddress.trim(),
    displayName: values.displayName.trim() || null,
    imap: toLogin(values.imap),
    smtp: values.sendWithSameServer ? null : toLogin(values.smtp),
    allowSelfSigned: values.allowSelfSigned,
  };
  return shared ? { ...body, shared: true, queueSid: values.queueSid } : body;
}

/** '<label> <reason>' under each field core's schema refuses; an empty port is required, not "0". */
export function connectFormErrors(values: ConnectImapFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = connectImapMailboxInput.safeParse(toConnectBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const label = CONNECT_FIELD_LABELS[path];
      if (label && !errors[path]) errors[path] = `${label} ${issue.message}`;
    }
  }
  const servers = values.sendWithSameServer ? (['imap'] as const) : (['imap', 'smtp'] as const);
  for (const protocol of servers) {
    const path = `${protocol}.port`;
    if (values[protocol].port === '') errors[path] = `${CONNECT_FIELD_LABELS[path]} is required`;
  }
  return errors;
}

/**
 * Where a server refusal shows: the field it names (an SMTP one goes under "Send with the same
 * server and login" while the SMTP fields are hidden), the address for a 409 naming none, else
 * nowhere (null: a toast). The server's "imap.password is required" reads "IMAP password is required".
 */
export function serverErrorPlacement(
  values: ConnectImapFormValues,
  error: { field?: string; status: number | null; message: string },
): { path: string; message: string } | null {
  const field = error.field;
  if (field && Object.hasOwn(CONNECT_FIELD_LABELS, field)) {
    const label = CONNECT_FIELD_LABELS[field] ?? field;
    const message = error.message.startsWith(`${field} `)
      ? `${label} ${error.message.slice(field.length + 1)}`
      : error.message;
    const hidden = values.sendWithSameServer && field.startsWith('smtp.');
    return { path: hidden ? 'sendWithSameServer' : field, message };
  }
  if (field === 'smtp' && values.sendWithSameServer) {
    return { path: 'sendWithSameServer', message: error.message };
  }
  if (error.status === 409) return { path: 'emailAddress', message: error.message };
  return null;
}

/**
 * The SMTP fields when the agent turns "Send with the same server and login" off: what they hold,
 * or the IMAP login and the IMAP host's smtp. twin (imap.example.com → smtp.example.com) to start from.
 */
export function smtpFromImap(values: ConnectImapFormValues): MailServerValues {
  const { imap, smtp } = values;
  const twin = imap.host.trim().replace(/^imap\./i, 'smtp.');
  return {
    ...smtp,
    host: smtp.host || twin,
    user: smtp.user || imap.user,
    password: smtp.password || imap.password,
  };
}
