import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { type MailServer, mailServerUnavailable, startMailServer } from '../../test/mail-server.ts';
import { createTestApp, type TestApp, testSecretBox } from '../../test/test-app.ts';
import {
  accept,
  get,
  makeAvailable,
  offerOf,
  post,
  signIn,
} from '../conversations/conversations-test-support.ts';
import { routingForConversations } from '../conversations/routing-adapter.ts';
import { claimInterruptedMessages, deliverEmailMessage } from './deliver-email-message.ts';
import { emailMailboxes, emailMessages } from './email.tables.ts';
import { postNewMessage } from './email-test-kit.ts';
import { fetchMailbox } from './fetch-mailboxes.ts';
import type { MailboxRow } from './mailbox-store.ts';
import { parseMail } from './mime.ts';
import { createImapSmtpTransport } from './transports/imap-smtp-transport.ts';
import type { MailboxCursor } from './transports/mail-transport.ts';

// The email channel over a real mailbox (docs/email.md): a brand mailbox on Dovecot and Postfix,
// connected through the API, read by the worker's fetch, answered through SMTP with the copy in
// Sent; an interrupted send is finished without a second copy reaching the contact.

const unavailable = mailServerUnavailable();
if (unavailable) console.warn(`Skipping the IMAP mailbox tests: ${unavailable}`);

const SUPPORT = 'support@parley.test';
const CONTACT = 'contact@example.test';

describe.skipIf(unavailable !== null)(`an IMAP + SMTP brand mailbox on ${testEngine()}`, () => {
  let t: TestApp;
  let server: MailServer;
  beforeAll(async () => {
    server = await startMailServer();
    t = await createTestApp();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  const passwordOf = (address: string) =>
    server.users.find((user) => user.address === address)?.password ?? '';
  const loginOf = (address: string, password = passwordOf(address)) => ({
    host: server.imap.host,
    port: server.imap.port,
    secure: false,
    user: address,
    password,
  });

  /** The contact's mail client: reads their INBOX from `cursor` until something arrives. */
  async function contactInbox(cursor: MailboxCursor | null, atLeast = 1) {
    const transport = createImapSmtpTransport({
      imap: loginOf(CONTACT),
      smtp: { ...loginOf(CONTACT), host: server.smtp.host, port: server.smtp.port },
    });
    try {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const fetched = await transport.fetch(cursor, 50);
        if (fetched.messages.length >= atLeast) return fetched;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return transport.fetch(cursor, 50);
    } finally {
      await transport.close();
    }
  }

  /** The contact writes to the brand through Postfix. */
  async function contactSends(mail: {
    subject: string;
    text: string;
    inReplyTo?: string;
    messageId: string;
  }) {
    const smtp = nodemailer.createTransport({
      host: server.smtp.host,
      port: server.smtp.port,
      secure: false,
      auth: { user: CONTACT, pass: passwordOf(CONTACT) },
    });
    await smtp.sendMail({
      from: { name: 'Casey Contact', address: CONTACT },
      to: SUPPORT,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] } : {}),
      attachments: [{ filename: 'photo.txt', content: 'a photo' }],
    });
    smtp.close();
  }

  async function mailboxRow(brandId: string): Promise<MailboxRow> {
    const [row] = await t.database.db
      .select()
      .from(emailMailboxes)
      .where(and(eq(emailMailboxes.brandId, brandId), eq(emailMailboxes.address, SUPPORT)));
    if (!row) throw new Error('no mailbox');
    return row;
  }

  /** The worker's read of the mailbox, until the contact's mail has been delivered and stored. */
  async function fetchUntilStored(brandId: string) {
    const deps = {
      db: t.database.db,
      bus: t.bus,
      secrets: testSecretBox(),
      routing: routingForConversations({ db: t.database.db, bus: t.bus }),
    };
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await fetchMailbox(deps, await mailboxRow(brandId))) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('nothing was fetched');
  }

  it('is connected by an admin, read, answered, and finishes an interrupted send once', async () => {
    const brand = await createTestBrand(t.database.db);
    const admin = await signIn(t, ['admin'], brand.id);
    const agent = await signIn(t, ['agent'], brand.id);
    await makeAvailable(t, agent);

    const connect = (password: string) =>
      post(admin.client, '/conv/email/mailboxes/imap', {
        emailAddress: SUPPORT,
        displayName: 'Parley Support',
        imap: loginOf(SUPPORT, password),
        smtp: { ...loginOf(SUPPORT, password), host: server.smtp.host, port: server.smtp.port },
        shared: true,
      });
    const refused = await connect('wrong password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'imap.password' });
    const connected = await connect(passwordOf(SUPPORT));
    expect(connected.statusCode, connected.body).toBe(201);
    expect(connected.json()).toMatchObject({
      emailAddress: SUPPORT,
      emailIntegrationType: 'IMAP',
      authorizationStatus: 'CONNECTED',
      shared: true,
    });
    // The password is stored sealed, never as given.
    const stored = await mailboxRow(brand.id);
    expect(stored.secret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(passwordOf(SUPPORT));

    await contactSends({ subject: 'Broken lamp', text: 'It flickers.', messageId: '<lamp-1@example.test>' });
    await fetchUntilStored(brand.id);
    const [task] = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.brandId, brand.id));
    const taskSid = task?.taskSid ?? '';
    await accept(agent, await offerOf(agent, taskSid));
    const thread = (await get(agent.client, `/conv/email/tasks/${taskSid}/thread`)).json<{
      messages: {
        rvEmailMessageId: string;
        attachments: { filename: string }[];
        from: { name: string | null };
      }[];
    }>();
    expect(thread.messages[0]).toMatchObject({
      from: { name: 'Casey Contact' },
      attachments: [{ filename: 'photo.txt' }],
    });

    const before = await contactInbox(null, 0);
    const sent = await postNewMessage(agent.client, {
      subject: 'Re: Broken lamp',
      senderEmail: SUPPORT,
      emailIntegrationType: 'IMAP',
      body: '<p>A new one is on its way.</p>',
      'to[]': CONTACT,
      inReplyToRvMessageId: thread.messages[0]?.rvEmailMessageId ?? '',
      taskSid,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const delivered = await contactInbox(before.cursor);
    expect(delivered.messages).toHaveLength(1);
    const reply = await parseMail(delivered.messages[0]?.raw ?? new Uint8Array());
    expect(reply).toMatchObject({ subject: 'Re: Broken lamp', inReplyTo: '<lamp-1@example.test>' });
    expect(reply.from).toMatchObject({ email: SUPPORT, name: 'Parley Support' });

    // The process stopped after the send, before marking it: the worker finds it in Sent and sends nothing.
    const { rvEmailMessageId } = sent.json<{ emailMessageIdentifiers: { rvEmailMessageId: string } }>()
      .emailMessageIdentifiers;
    await t.database.db
      .update(emailMessages)
      .set({ status: 'pending', claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(emailMessages.brandId, brand.id), eq(emailMessages.id, rvEmailMessageId)));
    const claimed = await claimInterruptedMessages(t.database.db, { now: new Date(), limit: 50 });
    expect(claimed.map((message) => message.id)).toContain(rvEmailMessageId);
    const outcome = await deliverEmailMessage(
      { db: t.database.db, bus: t.bus, secrets: testSecretBox() },
      { brandId: brand.id, id: rvEmailMessageId, recovering: true },
    );
    expect(outcome).toEqual({ kind: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await contactInbox(delivered.cursor, 0)).messages).toHaveLength(0);

    // The contact answers: the mail lands on the task the agent still holds.
    await contactSends({
      subject: 'Re: Re: Broken lamp',
      text: 'Thank you',
      messageId: '<lamp-2@example.test>',
      inReplyTo: reply.messageId ?? '',
    });
    await fetchUntilStored(brand.id);
    const after = (await get(agent.client, `/conv/email/tasks/${taskSid}/thread`)).json<{
      messages: { direction: string }[];
    }>();
    expect(after.messages.map((message) => message.direction)).toEqual(['inbound', 'outbound', 'inbound']);
  });
});
