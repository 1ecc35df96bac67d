import { isPrivileged } from '@parley/core/auth/roles';
import { attachmentProblem, attachmentsProblem, safeFilename } from '@parley/core/email/attachments';
import { and, eq } from 'drizzle-orm';
import type { AppDb, DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';
import { emailAttachments, emailMessages, emailThreads } from './email.tables.ts';
import { requireTaskReader } from './email-access.ts';
import type { MailAttachment } from './mime.ts';
import { type AttachmentMeta, insertAttachments, listAttachmentMeta } from './thread-store.ts';

// A draft's attachments, added as the agent picks them (docs/email.md "REST"), and any message's
// attachment downloaded by those who may read its thread.

async function lockOwnDraft(tx: DbExecutor, session: RequestSession, draftId: string) {
  const [draft] = await tx
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.brandId, session.brandId),
        eq(emailMessages.id, draftId),
        eq(emailMessages.userId, session.userId),
        eq(emailMessages.status, 'draft'),
      ),
    )
    .for('update');
  if (!draft) throw new AppError('not_found', 'Draft not found', { field: 'draftId' });
}

/** Adds a file to the agent's draft: checked alone and with what the draft already carries. */
export async function addDraftAttachment(
  deps: { db: AppDb },
  options: { session: RequestSession; draftId: string; file: MailAttachment | null },
): Promise<Omit<AttachmentMeta, 'messageId'>> {
  const { session, draftId } = options;
  if (!options.file) throw new AppError('validation_failed', 'file is required', { field: 'file' });
  const file = { ...options.file, filename: safeFilename(options.file.filename) };
  const alone = attachmentProblem({
    filename: file.filename,
    contentType: file.contentType,
    sizeBytes: file.content.length,
  });
  if (alone) throw new AppError('validation_failed', alone, { field: 'file' });
  return deps.db.transaction(async (tx) => {
    await lockOwnDraft(tx, session, draftId);
    const present = await listAttachmentMeta(tx, { brandId: session.brandId, messageIds: [draftId] });
    const together = attachmentsProblem([
      ...present.map((attachment) => ({ ...attachment })),
      { filename: file.filename, contentType: file.contentType, sizeBytes: file.content.length },
    ]);
    if (together) throw new AppError('validation_failed', together, { field: 'file' });
    await insertAttachments(tx, { brandId: session.brandId, messageId: draftId, attachments: [file] });
    const after = await listAttachmentMeta(tx, { brandId: session.brandId, messageIds: [draftId] });
    const added = after.find((attachment) => !present.some((old) => old.id === attachment.id));
    if (!added) throw new Error('the attachment was not stored');
    const { messageId: _messageId, ...view } = added;
    return view;
  });
}

/** Removes a file from the agent's draft. */
export async function removeDraftAttachment(
  deps: { db: AppDb },
  options: { session: RequestSession; draftId: string; attachmentId: string },
): Promise<{ success: true }> {
  const { session } = options;
  await deps.db.transaction(async (tx) => {
    await lockOwnDraft(tx, session, options.draftId);
    await tx
      .delete(emailAttachments)
      .where(
        and(
          eq(emailAttachments.brandId, session.brandId),
          eq(emailAttachments.messageId, options.draftId),
          eq(emailAttachments.id, options.attachmentId),
        ),
      );
  });
  return { success: true };
}

/**
 * An attachment's file, for whoever may read its message: the agent who wrote it, the holder of its
 * thread's task, staff. Anyone else: 404.
 */
export async function getEmailAttachment(
  deps: { db: AppDb; routing: TaskRouting },
  options: { session: RequestSession; attachmentId: string },
): Promise<{ filename: string; contentType: string; content: Uint8Array }> {
  const { session } = options;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        filename: emailAttachments.filename,
        contentType: emailAttachments.contentType,
        content: emailAttachments.content,
        author: emailMessages.userId,
        taskSid: emailThreads.taskSid,
      })
      .from(emailAttachments)
      .innerJoin(
        emailMessages,
        and(
          eq(emailMessages.brandId, emailAttachments.brandId),
          eq(emailMessages.id, emailAttachments.messageId),
        ),
      )
      .innerJoin(
        emailThreads,
        and(eq(emailThreads.brandId, emailMessages.brandId), eq(emailThreads.id, emailMessages.threadId)),
      )
      .where(
        and(eq(emailAttachments.brandId, session.brandId), eq(emailAttachments.id, options.attachmentId)),
      );
    if (!row) throw new AppError('not_found', 'Attachment not found');
    if (row.author !== session.userId && !isPrivileged(session.roles)) {
      if (!row.taskSid) throw new AppError('not_found', 'Attachment not found');
      await requireTaskReader(tx, deps.routing, session, row.taskSid);
    }
    return { filename: row.filename, contentType: row.contentType, content: row.content };
  });
}
