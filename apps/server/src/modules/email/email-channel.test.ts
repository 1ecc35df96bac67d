import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp, testSecretBox } from '../../test/test-app.ts';
import {
  accept,
  get,
  makeAvailable,
  offerOf,
  post,
  type SignedIn,
  signIn,
} from '../conversations/conversations-test-support.ts';
import { taskRow } from '../routing/routing-test-kit.ts';
import { completeTask } from '../routing/tasks/complete-task.ts';
import { claimInterruptedMessages, deliverEmailMessage } from './deliver-email-message.ts';
import { emailMailboxes, emailMessages } from './email.tables.ts';
import { postNewMessage, simulatorCopies, simulatorInbox } from './email-test-kit.ts';

// The email channel over the simulator mailbox (docs/email.md): inbound mail threaded and routed,
// replies with attachments sent exactly once, drafts, outbound emails, refusals naming the field.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BRAND_ADDRESS = 'support@parley.test';
const CONTACT = 'olivia@example.com';

type Thread = {
  thread: { rvThreadId: string; subject: string; mailbox: { emailAddress: string } };
  messages: {
    rvEmailMessageId: string;
    direction: string;
    status: string;
    messageId: string;
    subject: string;
    text: string | null;
    from: { email: string };
    to: string[];
    attachments: { id: string; filename: string; sizeBytes: number }[];
    error: string | null;
  }[];
  draft: { rvEmailMessageId: string; subject: string; to: string[]; html: string | null } | null;
};

async function brandWithAgent() {
  const brand = await createTestBrand(t.database.db);
  const admin = await signIn(t, ['admin'], brand.id);
  const agent = await signIn(t, ['agent'], brand.id);
  await makeAvailable(t, agent);
  return { brandId: brand.id, admin, agent };
}

/** The contact writes to the brand through the Contact Simulator. */
async function contactWrites(admin: SignedIn, body: Record<string, unknown>) {
  const response = await post(admin.client, '/api/simulator/inbound-email', {
    from: CONTACT,
    subject: 'Order 1042',
    body: 'Where is my parcel?',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ taskSid: string; rvThreadId: string; messageId: string }>();
}

async function threadOf(agent: SignedIn, taskSid: string): Promise<Thread> {
  const response = await get(agent.client, `/conv/email/tasks/${taskSid}/thread`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Thread>();
}

function replyFields(thread: Thread, extra: Record<string, string | string[]> = {}) {
  const parent = thread.messages.at(-1);
  return {
    subject: `Re: ${thread.thread.subject}`,
    senderEmail: BRAND_ADDRESS,
    emailIntegrationType: 'SIMULATOR',
    body: '<p>It left our warehouse today.</p>',
    'to[]': CONTACT,
    inReplyToRvMessageId: parent?.rvEmailMessageId ?? '',
    ...extra,
  };
}

describe(`the email channel on ${testEngine()}`, () => {
  it('threads a conversation: offered, answered with an attachment, and the answer lands on the same task', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    const first = await contactWrites(admin, {});
    const offer = await offerOf(agent, first.taskSid);
    expect(offer.attributes).toMatchObject({
      title: 'Inbound Email',
      email: CONTACT,
      subject: 'Order 1042',
      bodySnippet: 'Where is my parcel?',
      threadId: first.rvThreadId,
    });
    await accept(agent, offer);
    const before = await threadOf(agent, first.taskSid);
    expect(before.thread).toMatchObject({ subject: 'Order 1042', mailbox: { emailAddress: BRAND_ADDRESS } });
    expect(before.messages).toHaveLength(1);
    expect(before.messages[0]).toMatchObject({
      direction: 'inbound',
      status: 'received',
      from: { email: CONTACT },
    });

    const sent = await postNewMessage(agent.client, { ...replyFields(before), taskSid: first.taskSid }, [
      { filename: 'label.pdf', contentType: 'application/pdf', content: '%PDF-1.4 label' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const ids = sent.json<{ emailMessageIdentifiers: { rvEmailMessageId: string; rvThreadId: string } }>()
      .emailMessageIdentifiers;
    expect(ids.rvThreadId).toBe(first.rvThreadId);

    // The contact's mail client holds the reply, threaded under their mail, with the file.
    const inbox = await simulatorInbox(t.database.db, brandId, CONTACT);
    expect(inbox).toHaveLength(1);
    const reply = inbox[0]?.mail;
    expect(reply).toMatchObject({ subject: 'Re: Order 1042', inReplyTo: first.messageId });
    expect(reply?.references).toEqual([first.messageId]);
    expect(reply?.attachments.map((file) => file.filename)).toEqual(['label.pdf']);
    expect(reply?.text).toContain('It left our warehouse today.');

    // The contact answers the reply: it joins the thread and the task the agent still holds.
    const answer = await contactWrites(admin, {
      subject: 'Re: Re: Order 1042',
      body: 'Thanks!',
      inReplyTo: reply?.messageId,
    });
    expect(answer).toMatchObject({ taskSid: first.taskSid, rvThreadId: first.rvThreadId });
    await expect.poll(() => agent.events.some((event) => event.name === 'email.message')).toBe(true);
    const after = await threadOf(agent, first.taskSid);
    expect(after.messages.map((message) => [message.direction, message.status])).toEqual([
      ['inbound', 'received'],
      ['outbound', 'sent'],
      ['inbound', 'received'],
    ]);
    expect(after.messages[1]?.attachments).toMatchObject([{ filename: 'label.pdf', sizeBytes: 14 }]);
    const file = await get(agent.client, `/conv/email/attachments/${after.messages[1]?.attachments[0]?.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('label.pdf');
    expect(file.body).toBe('%PDF-1.4 label');
  });

  it('offers a reply to a finished thread as a new task, to the agent who answered it first', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    const first = await contactWrites(admin, {});
    await accept(agent, await offerOf(agent, first.taskSid));
    const thread = await threadOf(agent, first.taskSid);
    expect(
      (await postNewMessage(agent.client, { ...replyFields(thread), taskSid: first.taskSid })).statusCode,
    ).toBe(200);
    await completeTask(t.database.db, t.bus, { brandId, taskSid: first.taskSid });
    const [sent] = await simulatorInbox(t.database.db, brandId, CONTACT);
    const later = await contactWrites(admin, { body: 'One more thing', inReplyTo: sent?.mail.messageId });
    expect(later.rvThreadId).toBe(first.rvThreadId);
    expect(later.taskSid).not.toBe(first.taskSid);
    const task = await taskRow(t.database.db, brandId, later.taskSid);
    expect(task?.attributes).toMatchObject({ targetAgentId: agent.user.id, threadId: first.rvThreadId });
  });

  it('keeps the reply being written as a draft, restored on the next read, and sends the draft', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    const first = await contactWrites(admin, {});
    await accept(agent, await offerOf(agent, first.taskSid));
    const thread = await threadOf(agent, first.taskSid);
    const saved = await agent.client.request({
      method: 'PUT',
      url: `/conv/email/tasks/${first.taskSid}/draft`,
      payload: { subject: 'Re: Order 1042', to: [CONTACT, ' '], body: '<p>Half writ</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await agent.client.request({
      method: 'PUT',
      url: `/conv/email/tasks/${first.taskSid}/draft`,
      payload: { body: '<p>Half written</p>', inReplyToRvMessageId: thread.messages[0]?.rvEmailMessageId },
    });
    expect(again.statusCode).toBe(200);
    const restored = (await threadOf(agent, first.taskSid)).draft;
    expect(restored).toMatchObject({ subject: 'Re: Order 1042', to: [CONTACT], html: '<p>Half written</p>' });
    const added = await agent.client.request({
      method: 'POST',
      url: `/conv/email/drafts/${restored?.rvEmailMessageId}/attachments`,
      ...(await import('./email-test-kit.ts')).multipartBody({}, [
        { field: 'file', filename: 'notes.txt', contentType: 'text/plain', content: 'hello' },
      ]),
    });
    expect(added.statusCode, added.body).toBe(201);
    const sent = await postNewMessage(agent.client, {
      ...replyFields(thread),
      taskSid: first.taskSid,
      draftId: restored?.rvEmailMessageId ?? '',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      sent.json<{ emailMessageIdentifiers: { rvEmailMessageId: string } }>().emailMessageIdentifiers,
    ).toMatchObject({
      rvEmailMessageId: restored?.rvEmailMessageId,
    });
    const after = await threadOf(agent, first.taskSid);
    expect(after.draft).toBeNull();
    expect(after.messages[1]?.attachments.map((file) => file.filename)).toEqual(['notes.txt']);
    const [mail] = await simulatorInbox(t.database.db, brandId, CONTACT);
    expect(mail?.mail.attachments.map((file) => file.filename)).toEqual(['notes.txt']);
  });

  it('forwards a message with its attachments from a draft', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    const first = await contactWrites(admin, {});
    await accept(agent, await offerOf(agent, first.taskSid));
    const thread = await threadOf(agent, first.taskSid);
    await postNewMessage(agent.client, { ...replyFields(thread), taskSid: first.taskSid }, [
      { filename: 'label.pdf', contentType: 'application/pdf', content: '%PDF-1.4 label' },
    ]);
    const withReply = await threadOf(agent, first.taskSid);
    const forwarded = withReply.messages[1];
    const saved = await agent.client.request({
      method: 'PUT',
      url: `/conv/email/tasks/${first.taskSid}/draft`,
      payload: {
        subject: 'Fwd: Re: Order 1042',
        to: ['warehouse@example.com'],
        body: '<p>See below</p>',
        inReplyToRvMessageId: forwarded?.rvEmailMessageId,
        isForwarding: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json<{ attachments: { filename: string }[] }>().attachments.map((file) => file.filename),
    ).toEqual(['label.pdf']);
    // Saving again does not copy them twice.
    await agent.client.request({
      method: 'PUT',
      url: `/conv/email/tasks/${first.taskSid}/draft`,
      payload: { body: '<p>See below, please</p>' },
    });
    const draft = (await threadOf(agent, first.taskSid)).draft;
    const sent = await postNewMessage(agent.client, {
      subject: 'Fwd: Re: Order 1042',
      senderEmail: BRAND_ADDRESS,
      emailIntegrationType: 'SIMULATOR',
      body: '<p>See below, please</p>',
      'to[]': 'warehouse@example.com',
      inReplyToRvMessageId: forwarded?.rvEmailMessageId ?? '',
      isForwarding: 'true',
      taskSid: first.taskSid,
      draftId: draft?.rvEmailMessageId ?? '',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await simulatorInbox(t.database.db, brandId, 'warehouse@example.com');
    expect(mail?.mail.subject).toBe('Fwd: Re: Order 1042');
    expect(mail?.mail.attachments.map((file) => file.filename)).toEqual(['label.pdf']);
  });

  it('refuses bad sends naming the field, and only the holder writes', async () => {
    const { admin, agent } = await brandWithAgent();
    const first = await contactWrites(admin, {});
    const offer = await offerOf(agent, first.taskSid);
    const pendingThread = await threadOf(agent, first.taskSid);
    const notYet = await postNewMessage(agent.client, {
      ...replyFields(pendingThread),
      taskSid: first.taskSid,
    });
    expect(notYet.statusCode).toBe(409);
    await accept(agent, offer);
    const thread = await threadOf(agent, first.taskSid);
    const cases: [Record<string, string | string[]>, string, RegExp][] = [
      [{ 'to[]': 'not an address' }, 'to', /not a valid email address/],
      [{ 'to[]': ' ' }, 'to', /at least one recipient/],
      [{ senderEmail: 'someone@else.example' }, 'senderEmail', /not a mailbox you may send from/],
      [{ emailIntegrationType: 'GMAIL' }, 'emailIntegrationType', /must be SIMULATOR/],
      [{ inReplyToRvMessageId: 'EM1' }, 'inReplyToRvMessageId', /email message id/],
    ];
    for (const [change, field, message] of cases) {
      const response = await postNewMessage(agent.client, {
        ...replyFields(thread),
        taskSid: first.taskSid,
        ...change,
      });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json<{ field: string; message: string }>()).toMatchObject({ field });
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const program = await postNewMessage(agent.client, { ...replyFields(thread), taskSid: first.taskSid }, [
      { filename: 'invoice.exe', contentType: 'application/octet-stream', content: 'MZ' },
    ]);
    expect(program.statusCode).toBe(400);
    expect(program.json<{ field: string; message: string }>()).toMatchObject({ field: 'files' });
    expect(program.json<{ message: string }>().message).toContain('invoice.exe');
    // Nothing was written by the refusals.
    expect((await threadOf(agent, first.taskSid)).messages).toHaveLength(1);
    const other = await signIn(t, ['agent'], agent.brandId);
    expect((await get(other.client, `/conv/email/tasks/${first.taskSid}/thread`)).statusCode).toBe(404);
  });

  it('answers 422 naming the integration when the mailbox is disconnected, and writes nothing', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    const first = await contactWrites(admin, {});
    await accept(agent, await offerOf(agent, first.taskSid));
    const thread = await threadOf(agent, first.taskSid);
    await t.database.db
      .update(emailMailboxes)
      .set({ authorizationStatus: 'DISCONNECTED' })
      .where(and(eq(emailMailboxes.brandId, brandId), eq(emailMailboxes.address, BRAND_ADDRESS)));
    const refused = await postNewMessage(agent.client, { ...replyFields(thread), taskSid: first.taskSid });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      'Please go to My Settings and reauthorize your Simulator Integration.',
    );
  });

  it('starts an email to a contact: a task held by the agent, its first message a new thread', async () => {
    const { brandId, agent } = await brandWithAgent();
    const admin = await signIn(t, ['admin'], brandId);
    await contactWrites(admin, { from: 'someone@example.com' }); // creates the brand's simulator mailbox
    const started = await post(agent.client, '/conv/email/outbound-email', {
      contactEmail: 'Noah@Example.com',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { taskSid } = started.json<{ taskSid: string }>();
    const task = await taskRow(t.database.db, brandId, taskSid);
    expect(task?.attributes).toMatchObject({
      title: 'Outbound Email',
      email: 'noah@example.com',
      autoAnswer: true,
    });
    await expect
      .poll(async () => (await get(agent.client, `/conv/email/tasks/${taskSid}/thread`)).statusCode)
      .toBe(200);
    const offer = await offerOf(agent, taskSid);
    await accept(agent, offer);
    const sent = await postNewMessage(agent.client, {
      subject: 'Your renewal',
      senderEmail: BRAND_ADDRESS,
      emailIntegrationType: 'SIMULATOR',
      body: '<p>Hello Noah</p>',
      'to[]': 'noah@example.com',
      taskSid,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await simulatorInbox(t.database.db, brandId, 'noah@example.com');
    expect(mail?.mail).toMatchObject({ subject: 'Your renewal', inReplyTo: null });
    const noMailbox = await signIn(t, ['agent'], (await createTestBrand(t.database.db)).id);
    const refused = await post(noMailbox.client, '/conv/email/outbound-email', {
      contactEmail: 'a@example.com',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'You must connect an email account to send an email',
    );
  });

  it('finishes a send a stopped process left pending, once: sent again if it never went, marked if it did', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    const first = await contactWrites(admin, {});
    await accept(agent, await offerOf(agent, first.taskSid));
    const thread = await threadOf(agent, first.taskSid);
    const sent = await postNewMessage(agent.client, { ...replyFields(thread), taskSid: first.taskSid });
    const { rvEmailMessageId } = sent.json<{ emailMessageIdentifiers: { rvEmailMessageId: string } }>()
      .emailMessageIdentifiers;
    const row = (await threadOf(agent, first.taskSid)).messages[1];
    const where = and(eq(emailMessages.brandId, brandId), eq(emailMessages.id, rvEmailMessageId));
    const longAgo = new Date(Date.now() - 10 * 60_000);
    // It went out, then the process stopped before marking it: pending with a lapsed claim.
    await t.database.db
      .update(emailMessages)
      .set({ status: 'pending', claimedAt: longAgo, sentAt: null })
      .where(where);
    const deps = { db: t.database.db, bus: t.bus, secrets: testSecretBox() };
    const claimed = await claimInterruptedMessages(t.database.db, { now: new Date(), limit: 50 });
    expect(claimed.map((message) => message.id)).toContain(rvEmailMessageId);
    expect(await deliverEmailMessage(deps, { brandId, id: rvEmailMessageId, recovering: true })).toEqual({
      kind: 'sent',
    });
    expect(await simulatorCopies(t.database.db, brandId, row?.messageId ?? '')).toBe(1);
    // Claimed again now: not interrupted, so the worker leaves it to its sender.
    await t.database.db.update(emailMessages).set({ status: 'pending', claimedAt: new Date() }).where(where);
    const fresh = await claimInterruptedMessages(t.database.db, { now: new Date(), limit: 50 });
    expect(fresh.map((message) => message.id)).not.toContain(rvEmailMessageId);
  });

  it('lets an admin route a shared mailbox to a queue of the brand, and nobody else', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    await contactWrites(admin, {}); // the brand's simulator mailbox
    const { ensureDefaultQueue } = await import('../routing/queues/ensure-default-queue.ts');
    const queue = await ensureDefaultQueue(t.database.db, { brandId });
    const mine = await get(admin.client, '/conv/email/mailboxes/mine');
    const shared = mine.json<{ items: { id: string; shared: boolean; queueSid: string | null }[] }>()
      .items[0];
    expect(shared).toMatchObject({ shared: true, queueSid: null });
    const patch = (client: SignedIn['client'], queueSid: string) =>
      client.request({ method: 'PATCH', url: `/conv/email/mailboxes/${shared?.id}`, payload: { queueSid } });
    expect((await patch(agent.client, queue.sid)).statusCode).toBe(404);
    const bad = await patch(admin.client, 'WQnot-a-queue');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'queueSid' });
    const routed = await patch(admin.client, queue.sid);
    expect(routed.statusCode, routed.body).toBe(200);
    expect(routed.json()).toMatchObject({ queueSid: queue.sid });
  });

  it('stores the same mail once however often it is read', async () => {
    const { brandId, admin, agent } = await brandWithAgent();
    const first = await contactWrites(admin, {});
    const { ingestInboundEmail } = await import('./ingest-inbound-email.ts');
    const { routingForConversations } = await import('../conversations/routing-adapter.ts');
    const { composeMail } = await import('./mime.ts');
    const [mailbox] = await t.database.db
      .select()
      .from(emailMailboxes)
      .where(eq(emailMailboxes.brandId, brandId));
    if (!mailbox) throw new Error('no mailbox');
    const raw = await composeMail({
      messageId: '<same@example.com>',
      inReplyTo: first.messageId,
      references: [first.messageId],
      from: { email: CONTACT, name: 'Olivia' },
      to: [BRAND_ADDRESS],
      cc: [],
      bcc: [],
      subject: 'Re: Order 1042',
      html: '<p>Twice</p>',
      text: 'Twice',
      date: new Date(),
      attachments: [],
    });
    const deps = {
      db: t.database.db,
      bus: t.bus,
      routing: routingForConversations({ db: t.database.db, bus: t.bus }),
    };
    const once = await ingestInboundEmail(deps, { brandId, mailbox, raw, source: 'imap' });
    const twice = await ingestInboundEmail(deps, { brandId, mailbox, raw, source: 'imap' });
    expect(once).toMatchObject({ kind: 'stored', rvThreadId: first.rvThreadId, taskSid: first.taskSid });
    expect(twice).toMatchObject({ kind: 'duplicate' });
    void agent;
  });
});
