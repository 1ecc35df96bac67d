import { normalizeAddress } from '@parley/core/email/addresses';
import type { emailDraftInput } from '@parley/core/email/inputs';
import { emailSnippet, htmlToText } from '@parley/core/email/snippet';
import { replyHeaders } from '@parley/core/email/threading';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';
import { emailMessages } from './email.tables.ts';
import { requireHeldTask } from './email-access.ts';
import { newEmailMessageId, outboundMessageIdHeader } from './email-ids.ts';
import { findMailbox, findMailboxByAddress, maySendFrom } from './mailbox-store.ts';
import { type EmailMessageView, presentEmailMessage } from './present-email.ts';
import { findThreadOfTask, lockDraft } from './send-email-message.ts';
import { copyAttachments, findMessage, listAttachmentMeta } from './thread-store.ts';

export type EmailDraftInput = z.output<typeof emailDraftInput>;

/**
 * `PUT /conv/email/tasks/:taskSid/draft` (docs/email.md): the reply the agent is writing, saved as
 * they type (spec 000 §3 Email draft). One draft per agent and task; fields not given keep their
 * value. The holder only.
 */
export async function saveEmailDraft(
  deps: { db: AppDb; routing: TaskRouting },
  options: { session: RequestSession; taskSid: string; input: EmailDraftInput; now?: Date },
): Promise<EmailMessageView> {
  const { session, taskSid, input } = options;
  const brandId = session.brandId;
  const now = options.now ?? new Date();
  const saved = await deps.db.transaction(async (tx) => {
    await requireHeldTask(tx, deps.routing, session, taskSid);
    const thread = await findThreadOfTask(tx, { brandId, taskSid });
    if (!thread) throw new AppError('not_found', 'This task has no email thread');
    const mailbox = input.senderEmail
      ? await findMailboxByAddress(tx, { brandId, address: normalizeAddress(input.senderEmail) })
      : null;
    if (input.senderEmail && (!mailbox || !maySendFrom(mailbox, session.userId))) {
      throw new AppError(
        'validation_failed',
        `senderEmail ${input.senderEmail} is not a mailbox you may send from`,
        {
          field: 'senderEmail',
        },
      );
    }
    const parent = input.inReplyToRvMessageId
      ? await findMessage(tx, { brandId, id: input.inReplyToRvMessageId })
      : null;
    if (input.inReplyToRvMessageId && parent?.threadId !== thread.id) {
      throw new AppError('validation_failed', 'inReplyToRvMessageId is not a message of this task’s thread', {
        field: 'inReplyToRvMessageId',
      });
    }
    const headers = parent
      ? replyHeaders({ messageId: parent.messageId, references: parent.references })
      : null;
    const text = input.body === undefined ? undefined : htmlToText(input.body);
    const changes = {
      ...(mailbox
        ? { mailboxId: mailbox.id, fromAddress: mailbox.address, fromName: mailbox.displayName }
        : {}),
      ...(input.subject === undefined ? {} : { subject: input.subject }),
      ...(input.to === undefined ? {} : { toAddresses: input.to }),
      ...(input.cc === undefined ? {} : { ccAddresses: input.cc }),
      ...(input.bcc === undefined ? {} : { bccAddresses: input.bcc }),
      ...(input.body === undefined ? {} : { html: input.body, text, snippet: emailSnippet(text ?? '') }),
      ...(parent && headers
        ? { parentId: parent.id, inReplyTo: headers.inReplyTo, references: headers.references }
        : {}),
      ...(input.isForwarding === undefined ? {} : { isForwarding: input.isForwarding ? 1 : 0 }),
      updatedAt: now,
    };
    const draft = await lockDraft(tx, { brandId, taskSid, userId: session.userId });
    // A draft that becomes the forward of `parent` carries its attachments (the agent may remove them).
    const forwards = async (id: string, before: { parentId: string | null; isForwarding: number } | null) => {
      const nowForwarding = input.isForwarding ?? before?.isForwarding === 1;
      if (!parent || !nowForwarding) return;
      if (before && before.parentId === parent.id && before.isForwarding === 1) return;
      await copyAttachments(tx, { brandId, fromId: parent.id, toId: id });
    };
    if (draft) {
      await tx
        .update(emailMessages)
        .set(changes)
        .where(and(eq(emailMessages.brandId, brandId), eq(emailMessages.id, draft.id)));
      await forwards(draft.id, draft);
      return draft.id;
    }
    const from = mailbox ?? (await findMailbox(tx, { brandId, id: thread.mailboxId }));
    if (!from) throw new AppError('not_found', 'This task has no email thread');
    const id = newEmailMessageId();
    await tx.insert(emailMessages).values({
      brandId,
      id,
      threadId: thread.id,
      mailboxId: from.id,
      direction: 'outbound',
      status: 'draft',
      messageId: outboundMessageIdHeader(id),
      fromAddress: from.address,
      fromName: from.displayName,
      userId: session.userId,
      taskSid,
      createdAt: now,
      ...changes,
    });
    await forwards(id, null);
    return id;
  });
  const [row, attachments] = await Promise.all([
    findMessage(deps.db, { brandId, id: saved }),
    listAttachmentMeta(deps.db, { brandId, messageIds: [saved] }),
  ]);
  if (!row) throw new Error('the draft was not saved');
  return presentEmailMessage(row, attachments);
}

/** `DELETE /conv/email/tasks/:taskSid/draft`: the agent discards what they were writing. */
export async function discardEmailDraft(
  deps: { db: AppDb; routing: TaskRouting },
  options: { session: RequestSession; taskSid: string },
): Promise<{ success: true }> {
  const { session, taskSid } = options;
  await deps.db.transaction(async (tx) => {
    await requireHeldTask(tx, deps.routing, session, taskSid);
    const draft = await lockDraft(tx, { brandId: session.brandId, taskSid, userId: session.userId });
    if (draft) {
      await tx
        .delete(emailMessages)
        .where(and(eq(emailMessages.brandId, session.brandId), eq(emailMessages.id, draft.id)));
    }
  });
  return { success: true };
}
