import { normalizeAddress } from '@parley/core/email/addresses';
import { attachmentsProblem } from '@parley/core/email/attachments';
import { EMAIL_INTEGRATION_NAMES, EMAIL_TEXTS } from '@parley/core/email/email-texts';
import type { newMessageInput } from '@parley/core/email/inputs';
import { emailSnippet, htmlToText } from '@parley/core/email/snippet';
import { replyHeaders } from '@parley/core/email/threading';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findContactByEmail } from '../contacts/find-contact-by-email.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';
import { type DeliveryDeps, deliverEmailMessage } from './deliver-email-message.ts';
import { emailMessages, emailThreads } from './email.tables.ts';
import { requireHeldTask } from './email-access.ts';
import { newEmailMessageId, newThreadId, outboundMessageIdHeader } from './email-ids.ts';
import { findMailboxByAddress, type MailboxRow, maySendFrom } from './mailbox-store.ts';
import type { MailAttachment } from './mime.ts';
import {
  copyAttachments,
  type EmailMessageRow,
  findMessage,
  insertAttachments,
  insertEmailMessage,
  insertThread,
  lockThread,
  type ThreadRow,
} from './thread-store.ts';

export type SendDeps = DeliveryDeps & { routing: TaskRouting };
export type NewMessageInput = z.output<typeof newMessageInput>;

export type SentIdentifiers = { emailMessageIdentifiers: { rvEmailMessageId: string; rvThreadId: string } };

/** The sender's mailbox, checked: theirs to send from, of the named provider, connected. */
async function senderMailbox(
  db: DbExecutor,
  session: RequestSession,
  input: NewMessageInput,
): Promise<MailboxRow> {
  const address = normalizeAddress(input.senderEmail);
  const mailbox = await findMailboxByAddress(db, { brandId: session.brandId, address });
  if (!mailbox || !maySendFrom(mailbox, session.userId)) {
    throw new AppError('validation_failed', `senderEmail ${address} is not a mailbox you may send from`, {
      field: 'senderEmail',
    });
  }
  if (mailbox.provider !== input.emailIntegrationType) {
    throw new AppError(
      'validation_failed',
      `emailIntegrationType must be ${mailbox.provider} for ${address}, not ${input.emailIntegrationType}`,
      { field: 'emailIntegrationType' },
    );
  }
  if (mailbox.authorizationStatus !== 'CONNECTED') throw unauthorized(mailbox);
  return mailbox;
}

function unauthorized(mailbox: MailboxRow): AppError {
  const integration = EMAIL_INTEGRATION_NAMES[mailbox.provider];
  return new AppError('email_integration_unauthorized', EMAIL_TEXTS.reauthorize(integration), {
    details: { integration: mailbox.provider, emailAddress: mailbox.address },
  });
}

/** The thread a task's email belongs to (the latest thread naming it). */
export async function findThreadOfTask(
  db: DbExecutor,
  options: { brandId: string; taskSid: string },
): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(emailThreads)
    .where(and(eq(emailThreads.brandId, options.brandId), eq(emailThreads.taskSid, options.taskSid)))
    .orderBy(sql`${emailThreads.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/** The agent's draft for the task (at most one), locked. */
export async function lockDraft(
  db: DbExecutor,
  options: { brandId: string; taskSid: string; userId: string; id?: string | undefined },
): Promise<EmailMessageRow | null> {
  const [row] = await db
    .select()
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.brandId, options.brandId),
        eq(emailMessages.userId, options.userId),
        eq(emailMessages.status, 'draft'),
        options.id ? eq(emailMessages.id, options.id) : eq(emailMessages.taskSid, options.taskSid),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * `POST /email/new-message` (spec 000 §7; docs/email.md "Sending"): the agent's reply, reply-all,
 * forward or first email of an outbound task. The message (the agent's draft, when there is one,
 * becomes it) is written `pending` with its attachments in one transaction, with the thread when it
 * starts one, then sent at once through its mailbox. Refused: back to draft with the error, and the
 * answer says why (422 reauthorize, 400 the server's message, 502 otherwise).
 */
export async function sendEmailMessage(
  deps: SendDeps,
  options: { session: RequestSession; input: NewMessageInput; files: readonly MailAttachment[]; now?: Date },
): Promise<SentIdentifiers> {
  const { session, input, files } = options;
  const now = options.now ?? new Date();
  const problem = attachmentsProblem(
    files.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      sizeBytes: file.content.length,
    })),
  );
  if (problem) throw new AppError('validation_failed', problem, { field: 'files' });
  const mailbox = await senderMailbox(deps.db, session, input);
  const written = await deps.db.transaction(async (tx) => {
    const parent = input.inReplyToRvMessageId
      ? await findMessage(tx, { brandId: session.brandId, id: input.inReplyToRvMessageId })
      : null;
    if (input.inReplyToRvMessageId && !parent) {
      throw new AppError('not_found', 'Email not found', { field: 'inReplyToRvMessageId' });
    }
    let thread = parent
      ? await lockThread(tx, { brandId: session.brandId, id: parent.threadId })
      : input.taskSid
        ? await findThreadOfTask(tx, { brandId: session.brandId, taskSid: input.taskSid })
        : null;
    const taskSid = input.taskSid ?? thread?.taskSid ?? null;
    if (!taskSid) throw new AppError('validation_failed', 'taskSid is required', { field: 'taskSid' });
    if (thread?.taskSid && thread.taskSid !== taskSid) {
      throw new AppError('validation_failed', 'inReplyToRvMessageId is not of this task’s thread', {
        field: 'inReplyToRvMessageId',
      });
    }
    await requireHeldTask(tx, deps.routing, session, taskSid);
    const contactEmail = input.to[0] ?? input.cc[0] ?? input.bcc[0] ?? '';
    if (!thread) {
      const contact = await findContactByEmail(tx, { brandId: session.brandId, address: contactEmail });
      thread = await insertThread(tx, {
        brandId: session.brandId,
        id: newThreadId(),
        mailboxId: mailbox.id,
        subject: input.subject,
        contactEmail,
        profileId: contact?.profileId ?? null,
        taskSid,
        lastUserId: session.userId,
        createdAt: now,
        lastMessageAt: now,
      });
    }
    const draft = await lockDraft(tx, {
      brandId: session.brandId,
      taskSid,
      userId: session.userId,
      id: input.draftId,
    });
    if (input.draftId && !draft) throw new AppError('not_found', 'Draft not found', { field: 'draftId' });
    const headers = parent
      ? replyHeaders({ messageId: parent.messageId, references: parent.references })
      : { inReplyTo: null, references: [] as string[] };
    const text = htmlToText(input.body);
    const id = draft?.id ?? newEmailMessageId();
    const values = {
      threadId: thread.id,
      mailboxId: mailbox.id,
      direction: 'outbound' as const,
      status: 'pending' as const,
      messageId: outboundMessageIdHeader(id),
      inReplyTo: headers.inReplyTo,
      references: headers.references,
      subject: input.subject,
      fromAddress: mailbox.address,
      fromName: mailbox.displayName,
      toAddresses: input.to,
      ccAddresses: input.cc,
      bccAddresses: input.bcc,
      html: input.body,
      text,
      snippet: emailSnippet(text),
      userId: session.userId,
      taskSid,
      parentId: parent?.id ?? null,
      isForwarding: input.isForwarding ? 1 : 0,
      error: null,
      attempts: 1,
      // Claimed by this request: the outbox worker leaves it alone unless the claim lapses.
      claimedAt: now,
      updatedAt: now,
    };
    if (draft) {
      await tx
        .update(emailMessages)
        .set(values)
        .where(and(eq(emailMessages.brandId, session.brandId), eq(emailMessages.id, draft.id)));
    } else {
      await insertEmailMessage(tx, { brandId: session.brandId, id, createdAt: now, ...values });
    }
    await insertAttachments(tx, { brandId: session.brandId, messageId: id, attachments: files });
    if (parent && input.isForwarding && !draft)
      await copyAttachments(tx, { brandId: session.brandId, fromId: parent.id, toId: id });
    await tx
      .update(emailThreads)
      .set({
        messageCount: sql`${emailThreads.messageCount} + 1`,
        lastMessageAt: now,
        lastUserId: session.userId,
      })
      .where(and(eq(emailThreads.brandId, session.brandId), eq(emailThreads.id, thread.id)));
    return { id, threadId: thread.id };
  });
  const outcome = await deliverEmailMessage(deps, { brandId: session.brandId, id: written.id });
  if (outcome.kind === 'refused') {
    if (outcome.reason === 'auth') throw unauthorized(mailbox);
    if (outcome.reason === 'rejected') throw new AppError('validation_failed', outcome.error);
    throw new AppError('email_send_failed', EMAIL_TEXTS.sendFailed, { details: { reason: outcome.error } });
  }
  return { emailMessageIdentifiers: { rvEmailMessageId: written.id, rvThreadId: written.threadId } };
}
