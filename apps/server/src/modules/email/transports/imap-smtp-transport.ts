import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { ensureSentFolder, findSentFolder } from './imap-sent-folder.ts';
import { imapFailure, refusedRecipients, smtpFailure } from './imap-smtp-failures.ts';
import { checkImapSmtpSettings, type ImapSmtpSettings } from './imap-smtp-settings.ts';
import {
  type FetchedMail,
  type MailboxCursor,
  type MailTransport,
  MailTransportError,
  type OutgoingRawMail,
} from './mail-transport.ts';

// The IMAP + SMTP mailbox (docs/email.md, provider `IMAP`): SMTP submits what Parley composed, IMAP
// keeps the copy in Sent (crash recovery asks it: `wasSent`) and is where inbound mail is read.

export type { ImapSmtpSettings, MailServerLogin } from './imap-smtp-settings.ts';

// Short, so a mailbox that does not answer fails the call (the worker tries again) instead of
// holding it: one inactive socket, the TCP connect and the server's greeting each get this long.
const TIMEOUT_MS = 10_000;
const MESSAGE_ID = /^<[^<>\s]+@[^<>\s]+>$/;

function createSmtpTransporter(settings: ImapSmtpSettings) {
  const { imap, smtp } = settings;
  const login = smtp ?? { ...imap, port: 587, secure: false };
  const options: SMTPTransport.Options = {
    host: login.host,
    port: login.port,
    secure: login.secure,
    // The default submission port: the password never crosses the wire in the clear.
    requireTLS: smtp === null,
    auth: { user: login.user, pass: login.password },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    logger: false,
    ...(settings.allowSelfSigned ? { tls: { rejectUnauthorized: false } } : {}),
  };
  return { transporter: nodemailer.createTransport(options), server: `${login.host}:${login.port}` };
}

export function createImapSmtpTransport(settings: ImapSmtpSettings): MailTransport {
  checkImapSmtpSettings(settings);
  const { imap } = settings;
  const imapServer = `${imap.host}:${imap.port}`;
  const smtp = createSmtpTransporter(settings);
  const openClients = new Set<ImapFlow>();
  let closed = false;

  /** One IMAP connection for one call: connect, work, log out. */
  async function withImap<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
    if (closed) throw new MailTransportError('unavailable', 'This mailbox transport was closed');
    const client = new ImapFlow({
      host: imap.host,
      port: imap.port,
      secure: imap.secure,
      auth: { user: imap.user, pass: imap.password },
      logger: false,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
      ...(settings.allowSelfSigned ? { tls: { rejectUnauthorized: false } } : {}),
    });
    // A failure also rejects the command waiting on it; without a listener the emitted 'error'
    // would be thrown as an uncaught exception.
    client.on('error', () => {});
    openClients.add(client);
    try {
      await client.connect();
      const result = await work(client);
      await client.logout();
      return result;
    } catch (error) {
      throw imapFailure(error, imapServer);
    } finally {
      openClients.delete(client);
      client.close();
    }
  }

  return {
    async send(mail: OutgoingRawMail) {
      if (mail.envelope.to.length === 0) {
        throw new MailTransportError('rejected', 'envelope.to: a message needs at least one recipient');
      }
      if (closed) throw new MailTransportError('unavailable', 'This mailbox transport was closed');
      const raw = Buffer.from(mail.raw.buffer, mail.raw.byteOffset, mail.raw.byteLength);
      let info: SMTPTransport.SentMessageInfo;
      try {
        // The bytes as composed: the copy in Sent and what the recipients get are the same message.
        info = await smtp.transporter.sendMail({ envelope: mail.envelope, raw });
      } catch (error) {
        throw smtpFailure(error, smtp.server);
      }
      if (info.rejected.length > 0) {
        // Some recipients took it: the mail is out and stays sent; what was refused is logged.
        settings.log?.warn(
          { messageId: mail.messageId, refused: refusedRecipients(info.rejectedErrors) },
          'The SMTP server refused some recipients of a sent email',
        );
      }
      try {
        await withImap(async (client) => {
          const folder = await ensureSentFolder(client, settings.sentFolder);
          const stored = await client.append(folder, raw, ['\\Seen']);
          if (!stored) throw new Error(`the server did not store the copy in ${folder}`);
        });
      } catch (error) {
        // The recipients have it already: failing now would put a delivered message back to draft
        // and its next send would deliver it twice. It stays sent, without its copy in Sent.
        settings.log?.warn(
          { messageId: mail.messageId, err: error },
          'An email was sent but its copy could not be saved to the Sent folder',
        );
      }
    },

    async wasSent(messageId: string) {
      if (!MESSAGE_ID.test(messageId)) {
        throw new TypeError(`messageId: expected <id@host>, got ${JSON.stringify(messageId)}`);
      }
      return withImap(async (client) => {
        const folder = await findSentFolder(client, settings.sentFolder);
        if (!folder) return false;
        await client.mailboxOpen(folder, { readOnly: true });
        const found = await client.search({ header: { 'message-id': messageId } }, { uid: true });
        return Array.isArray(found) && found.length > 0;
      });
    },

    async fetch(cursor: MailboxCursor | null, limit: number): Promise<FetchedMail> {
      if (!Number.isInteger(limit) || limit < 1) {
        throw new TypeError(`limit: expected a positive integer, got ${limit}`);
      }
      return withImap(async (client) => {
        const inbox = await client.mailboxOpen('INBOX', { readOnly: true });
        const uidValidity = inbox.uidValidity.toString();
        // A changed UIDVALIDITY means the old UIDs name other messages now (RFC 3501 §2.3.1.1): read again from the start.
        const lastUid = cursor?.uidValidity === uidValidity ? (cursor.lastUid ?? 0) : 0;
        if (inbox.exists === 0 || lastUid + 1 >= inbox.uidNext) {
          return { messages: [], cursor: { uidValidity, lastUid } };
        }
        const found = await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
        // `n:*` always matches the newest message, even when its UID is below n.
        const uids = (Array.isArray(found) ? found : [])
          .filter((uid) => uid > lastUid)
          .sort((a, b) => a - b)
          .slice(0, limit);
        if (uids.length === 0) return { messages: [], cursor: { uidValidity, lastUid } };
        const fetched = await client.fetchAll(uids.join(','), { uid: true, source: true }, { uid: true });
        const messages = fetched
          .sort((a, b) => a.uid - b.uid)
          .flatMap((message) => (message.source ? [{ raw: new Uint8Array(message.source) }] : []));
        return { messages, cursor: { uidValidity, lastUid: uids[uids.length - 1] ?? lastUid } };
      });
    },

    async connect(): Promise<MailboxCursor> {
      const cursor = await withImap(async (client) => {
        const inbox = await client.mailboxOpen('INBOX', { readOnly: true });
        return { uidValidity: inbox.uidValidity.toString(), lastUid: Math.max(0, inbox.uidNext - 1) };
      });
      try {
        await smtp.transporter.verify();
      } catch (error) {
        throw smtpFailure(error, smtp.server);
      }
      return cursor;
    },

    async close() {
      closed = true;
      for (const client of openClients) client.close();
      openClients.clear();
      smtp.transporter.close();
    },
  };
}
