import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';
import { requireTaskReader } from './email-access.ts';
import { findMailbox } from './mailbox-store.ts';
import {
  type EmailMessageView,
  type EmailThreadView,
  presentEmailMessage,
  presentThread,
} from './present-email.ts';
import { findThreadOfTask, lockDraft } from './send-email-message.ts';
import { listAttachmentMeta, listThreadMessages } from './thread-store.ts';

export type TaskThread = {
  thread: EmailThreadView;
  messages: EmailMessageView[];
  draft: EmailMessageView | null;
};

/**
 * `GET /conv/email/tasks/:taskSid/thread`: the task's thread, its messages oldest first, and the
 * reader's draft for the task (restored after a reload). The holder or staff (email-access.ts).
 */
export async function getTaskThread(
  deps: { db: AppDb; routing: TaskRouting },
  options: { session: RequestSession; taskSid: string },
): Promise<TaskThread> {
  const { session, taskSid } = options;
  const brandId = session.brandId;
  return deps.db.transaction(async (tx) => {
    await requireTaskReader(tx, deps.routing, session, taskSid);
    const thread = await findThreadOfTask(tx, { brandId, taskSid });
    if (!thread) throw new AppError('not_found', 'This task has no email thread');
    const mailbox = await findMailbox(tx, { brandId, id: thread.mailboxId });
    if (!mailbox) throw new AppError('not_found', 'This task has no email thread');
    const messages = await listThreadMessages(tx, { brandId, threadId: thread.id });
    const draft = await lockDraft(tx, { brandId, taskSid, userId: session.userId });
    const attachments = await listAttachmentMeta(tx, {
      brandId,
      messageIds: [...messages.map((message) => message.id), ...(draft ? [draft.id] : [])],
    });
    return {
      thread: presentThread(thread, mailbox),
      messages: messages.map((message) => presentEmailMessage(message, attachments)),
      draft: draft ? presentEmailMessage(draft, attachments) : null,
    };
  });
}
