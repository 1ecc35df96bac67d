import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailServer, mailServerUnavailable, startMailServer } from '../../../test/mail-server.ts';
import { freePort } from '../../../test/own-postgres.ts';
import { createImapSmtpTransport, type ImapSmtpSettings } from './imap-smtp-transport.ts';
import { type MailboxCursor, type MailTransport, MailTransportError } from './mail-transport.ts';

// The IMAP + SMTP transport against a real mail server (Postfix for SMTP, Dovecot for IMAP and
// delivery): what support@ sends reaches contact@'s INBOX byte for byte and stays in support@'s Sent.

const unavailable = mailServerUnavailable();
if (unavailable) console.warn(`Skipping the IMAP + SMTP transport tests: ${unavailable}`);

const SUPPORT = 'support@parley.test';
const CONTACT = 'contact@example.test';

async function compose(options: {
  messageId: string;
  subject: string;
  inReplyTo?: string;
}): Promise<Uint8Array> {
  const composer = new MailComposer({
    messageId: options.messageId,
    inReplyTo: options.inReplyTo,
    references: options.inReplyTo ? [options.inReplyTo] : undefined,
    from: { name: 'Parley Support', address: SUPPORT },
    to: CONTACT,
    subject: options.subject,
    text: `Hello from ${options.subject}`,
    html: `<p>Hello from <b>${options.subject}</b></p>`,
    attachments: [
      { filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') },
    ],
  });
  return new Uint8Array(await composer.compile().build());
}

async function failureOf(action: Promise<unknown>): Promise<MailTransportError> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof MailTransportError))
    throw new Error(`expected a MailTransportError, got ${String(error)}`);
  return error;
}

describe.skipIf(unavailable !== null)('IMAP + SMTP transport on Dovecot and Postfix', () => {
  let server: MailServer;
  const transports: MailTransport[] = [];

  function transportFor(
    address: string,
    options: { password?: string; imapPort?: number; smtpPort?: number; log?: ImapSmtpSettings['log'] } = {},
  ) {
    const password =
      options.password ?? server.users.find((user) => user.address === address)?.password ?? '';
    const login = { host: server.imap.host, secure: false, user: address, password };
    const transport = createImapSmtpTransport({
      imap: { ...login, port: options.imapPort ?? server.imap.port },
      smtp: { ...login, host: server.smtp.host, port: options.smtpPort ?? server.smtp.port },
      ...(options.log ? { log: options.log } : {}),
    });
    transports.push(transport);
    return transport;
  }

  /** Reads contact@'s INBOX after `cursor` until something arrived (delivery through LMTP is asynchronous). */
  async function fetchArrived(transport: MailTransport, cursor: MailboxCursor | null, limit = 50) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const fetched = await transport.fetch(cursor, limit);
      if (fetched.messages.length > 0 || Date.now() > deadline) return fetched;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    const started = Date.now();
    server = await startMailServer();
    console.info(`test mail server started in ${Date.now() - started} ms`);
  }, 300_000);

  afterAll(async () => {
    for (const transport of transports) await transport.close();
    await server?.stop();
  });

  const first = {
    messageId: '<EM0001@parley.mail>',
    subject: 'Your invoice',
    inReplyTo: '<question-1@example.test>',
  };
  let cursorAfterFirst: MailboxCursor;

  it('sends a composed message that arrives intact, with a read copy in Sent', async () => {
    const support = transportFor(SUPPORT);
    const contact = transportFor(CONTACT);
    await support.send({
      raw: await compose(first),
      messageId: first.messageId,
      envelope: { from: SUPPORT, to: [CONTACT] },
    });

    const fetched = await fetchArrived(contact, null);
    expect(fetched.messages).toHaveLength(1);
    const [message] = fetched.messages;
    const parsed = await simpleParser(Buffer.from(message?.raw ?? []));
    expect(parsed.messageId).toBe(first.messageId);
    expect(parsed.inReplyTo).toBe(first.inReplyTo);
    expect(parsed.subject).toBe(first.subject);
    expect(parsed.text?.trim()).toBe('Hello from Your invoice');
    expect(
      parsed.attachments.map((file) => [file.filename, file.contentType, file.content.toString()]),
    ).toEqual([['invoice.pdf', 'application/pdf', '%PDF-1.4 test']]);
    expect(fetched.cursor.uidValidity).toMatch(/^\d+$/);
    expect(fetched.cursor.lastUid).toBeGreaterThan(0);
    cursorAfterFirst = fetched.cursor;

    expect(await support.wasSent(first.messageId)).toBe(true);
    expect(await support.wasSent('<never-sent@parley.mail>')).toBe(false);
    expect(await contact.wasSent(first.messageId)).toBe(false);

    // The copy is the message as sent, marked read, in the folder the server flags \Sent.
    const password = server.users.find((user) => user.address === SUPPORT)?.password ?? '';
    const client = new ImapFlow({
      ...server.imap,
      secure: false,
      auth: { user: SUPPORT, pass: password },
      logger: false,
    });
    await client.connect();
    try {
      const sent = (await client.list()).find((folder) => folder.specialUse === '\\Sent');
      expect(sent?.path).toBe('Sent');
      await client.mailboxOpen('Sent', { readOnly: true });
      const copies = await client.fetchAll('1:*', { flags: true, source: true });
      expect(copies).toHaveLength(1);
      expect(copies[0]?.flags?.has('\\Seen')).toBe(true);
      expect((await simpleParser(copies[0]?.source ?? Buffer.alloc(0))).messageId).toBe(first.messageId);
    } finally {
      await client.logout();
    }
  });

  it('reads only what arrived after the cursor, oldest first, up to the limit', async () => {
    const support = transportFor(SUPPORT);
    const contact = transportFor(CONTACT);
    const nothingNew = await contact.fetch(cursorAfterFirst, 50);
    expect(nothingNew.messages).toEqual([]);
    expect(nothingNew.cursor).toEqual(cursorAfterFirst);

    const second = { messageId: '<EM0002@parley.mail>', subject: 'A second answer' };
    await support.send({
      raw: await compose(second),
      messageId: second.messageId,
      envelope: { from: SUPPORT, to: [CONTACT] },
    });
    const fetched = await fetchArrived(contact, cursorAfterFirst);
    expect(fetched.messages).toHaveLength(1);
    expect((await simpleParser(Buffer.from(fetched.messages[0]?.raw ?? []))).messageId).toBe(
      second.messageId,
    );
    expect(fetched.cursor.lastUid).toBeGreaterThan(cursorAfterFirst.lastUid ?? 0);

    // From the start one at a time, and from the start again when UIDVALIDITY changed.
    const oldest = await contact.fetch(null, 1);
    expect((await simpleParser(Buffer.from(oldest.messages[0]?.raw ?? []))).messageId).toBe(first.messageId);
    expect(oldest.cursor).toEqual(cursorAfterFirst);
    const stale = await contact.fetch({ uidValidity: '1', lastUid: 999 }, 50);
    expect(stale.messages).toHaveLength(2);
    expect(stale.cursor).toEqual(fetched.cursor);
  });

  it('names the refused recipient when the server refuses it', async () => {
    const support = transportFor(SUPPORT);
    const raw = await compose({ messageId: '<EM0003@parley.mail>', subject: 'Nobody home' });
    const error = await failureOf(
      support.send({
        raw,
        messageId: '<EM0003@parley.mail>',
        envelope: { from: SUPPORT, to: ['nobody@example.test'] },
      }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('nobody@example.test');
    expect(await support.wasSent('<EM0003@parley.mail>')).toBe(false);

    // One good recipient among refused ones: the mail goes out to it, and the refusal is logged.
    const warnings: object[] = [];
    const logged = transportFor(SUPPORT, { log: { warn: (details) => warnings.push(details) } });
    const partly = { messageId: '<EM0005@parley.mail>', subject: 'Partly delivered' };
    await logged.send({
      raw: await compose(partly),
      messageId: partly.messageId,
      envelope: { from: SUPPORT, to: ['nobody@example.test', CONTACT] },
    });
    expect(await logged.wasSent(partly.messageId)).toBe(true);
    expect(JSON.stringify(warnings)).toContain('nobody@example.test');
  });

  it('tells a refused password (auth) from a server it cannot reach (unavailable)', async () => {
    const wrong = transportFor(SUPPORT, { password: 'not-the-password' });
    expect((await failureOf(wrong.fetch(null, 10))).kind).toBe('auth');
    const raw = await compose({ messageId: '<EM0004@parley.mail>', subject: 'Wrong password' });
    const mail = { raw, messageId: '<EM0004@parley.mail>', envelope: { from: SUPPORT, to: [CONTACT] } };
    expect((await failureOf(wrong.send(mail))).kind).toBe('auth');

    const closedPort = await freePort();
    const unreachable = transportFor(SUPPORT, { imapPort: closedPort, smtpPort: closedPort });
    expect((await failureOf(unreachable.fetch(null, 10))).kind).toBe('unavailable');
    expect((await failureOf(unreachable.wasSent('<EM0004@parley.mail>'))).kind).toBe('unavailable');
    expect((await failureOf(unreachable.send(mail))).kind).toBe('unavailable');
  });

  it('refuses bad settings and arguments, naming the field', async () => {
    expect(() =>
      createImapSmtpTransport({
        imap: { host: server.imap.host, port: 0, secure: false, user: SUPPORT, password: 'x' },
        smtp: null,
      }),
    ).toThrow(/imap\.port/);
    const support = transportFor(SUPPORT);
    await expect(support.fetch(null, 0)).rejects.toThrow(/limit/);
    await expect(support.wasSent('EM0001@parley.mail')).rejects.toThrow(/messageId/);
  });
});
