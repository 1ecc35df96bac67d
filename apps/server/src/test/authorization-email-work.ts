import { SIMULATOR_BRAND_EMAIL } from '@parley/core/simulator/inputs';
import { eq } from 'drizzle-orm';
import { emailMailboxes } from '../modules/email/email.tables.ts';
import { queues } from '../modules/routing/routing.tables.ts';
import { collect } from '../platform/realtime/events-test-support.ts';
import { graphqlData, multipart, restOk } from './authorization-fixtures.ts';
import { waitForOffer } from './authorization-live-work.ts';
import { type TestApp, type TestClient, testSecretBox } from './test-app.ts';

// The email work of the authorization matrix's brand A (issue 16): the agent holds an accepted email
// task, answered with an attachment, a draft with an attachment of its own, and a mailbox of theirs.

export type EmailWork = {
  taskSid: string;
  draftId: string;
  draftAttachmentId: string;
  /** An attachment of the agent's sent reply. */
  attachmentId: string;
  /** The agent's own (IMAP) mailbox. */
  mailboxId: string;
};

export async function startEmailWork(
  t: TestApp,
  options: {
    brandId: string;
    admin: TestClient;
    agent: { client: TestClient; userId: string };
    contactEmail: string;
    /** Marked text (docs/security/authorization-matrix.md): never to reach brand B. */
    subject: string;
    mailboxAddress: string;
  },
): Promise<EmailWork> {
  const { brandId, admin, agent } = options;
  const setStatus = (status: string) =>
    graphqlData(
      agent.client,
      'mutation ($s: UpdateUserDataInput!) { updateAgent(updateUserData: $s) { id } }',
      {
        s: { status },
      },
    );
  const events = collect(t.bus, { brandId, userId: agent.userId });
  await setStatus('Available');
  const inbound = restOk<{ taskSid: string }>(
    await admin.request({
      method: 'POST',
      url: '/api/simulator/inbound-email',
      payload: { from: options.contactEmail, subject: options.subject, body: options.subject },
    }),
    'inbound email',
  );
  const offer = await waitForOffer(events.events, inbound.taskSid);
  restOk(
    await agent.client.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid: offer.taskSid, reservationSid: offer.sid },
    }),
    'accept email',
  );
  await setStatus('Unavailable');
  events.stop();
  const reply = multipart('/conv/email/new-message', {
    fields: {
      subject: `Re: ${options.subject}`,
      senderEmail: SIMULATOR_BRAND_EMAIL,
      emailIntegrationType: 'SIMULATOR',
      body: `<p>${options.subject}</p>`,
      to: options.contactEmail,
      taskSid: inbound.taskSid,
    },
    file: { name: 'answer.txt', type: 'text/plain', content: Buffer.from(options.subject) },
  });
  restOk(await agent.client.request(reply), 'email reply');
  const thread = restOk<{ messages: { attachments: { id: string }[] }[] }>(
    await agent.client.request({ method: 'GET', url: `/conv/email/tasks/${inbound.taskSid}/thread` }),
    'email thread',
  );
  const attachmentId = thread.messages.flatMap((message) => message.attachments)[0]?.id;
  if (!attachmentId) throw new Error('fixture email: the reply has no attachment');
  const draft = restOk<{ rvEmailMessageId: string }>(
    await agent.client.request({
      method: 'PUT',
      url: `/conv/email/tasks/${inbound.taskSid}/draft`,
      payload: { subject: `Re: ${options.subject}`, body: `<p>${options.subject}</p>` },
    }),
    'email draft',
  );
  const draftAttachment = restOk<{ id: string }>(
    await agent.client.request(
      multipart(`/conv/email/drafts/${draft.rvEmailMessageId}/attachments`, {
        fields: {},
        file: { name: 'draft.txt', type: 'text/plain', content: Buffer.from(options.subject) },
      }),
    ),
    'draft attachment',
  );
  // The agent's own mailbox, as connecting one stores it (no mail server is asked here).
  const [mailbox] = await t.database.db
    .insert(emailMailboxes)
    .values({
      brandId,
      address: options.mailboxAddress,
      provider: 'IMAP',
      userId: agent.userId,
      settings: {
        imap: { host: '127.0.0.1', port: 1, secure: false, user: options.mailboxAddress },
        smtp: null,
      },
      secret: testSecretBox().seal('not a real password'),
      // Not read by the email worker (it would write the failed read's error in the middle of a case).
      authorizationStatus: 'DISCONNECTED',
    })
    .returning({ id: emailMailboxes.id });
  if (!mailbox) throw new Error('fixture email: no mailbox');
  // The tasks the cases reserve to their caller (outbound emails, texts, calls) wait in the brand's
  // default queue: no reservation of theirs may time out in the middle of a later case.
  await t.database.db
    .update(queues)
    .set({ reservationTimeoutSeconds: 3600 })
    .where(eq(queues.brandId, brandId));
  return {
    taskSid: inbound.taskSid,
    draftId: draft.rvEmailMessageId,
    draftAttachmentId: draftAttachment.id,
    attachmentId,
    mailboxId: mailbox.id,
  };
}
