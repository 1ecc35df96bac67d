import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { emailAttachments, emailMessages, emailThreads } from './email.tables.ts';
import type { MailAttachment } from './mime.ts';

// The threads and messages the email use-cases share, inside their one transaction
// (docs/email.md "Threading").

export type ThreadRow = typeof emailThreads.$inferSelect;
export type EmailMessageRow = typeof emailMessages.$inferSelect;
export type NewEmailMessage = typeof emailMessages.$inferInsert;

/** The thread, locked for the rest of the transaction (messages join it in turn). */
export async function lockThread(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(emailThreads)
    .where(and(eq(emailThreads.brandId, options.brandId), eq(emailThreads.id, options.id)))
    .for('update');
  return row ?? null;
}

/**
 * The thread of the brand's newest message whose Message-ID is one of `messageIds` (a mail's
 * In-Reply-To and References), locked; null when none is known. Brand-wide: a reply to what an agent
 * sent from their own mailbox joins the thread it was written in.
 */
export async function lockThreadOfMessages(
  db: DbExecutor,
  options: { brandId: string; messageIds: readonly string[] },
): Promise<ThreadRow | null> {
  if (options.messageIds.length === 0) return null;
  // One statement: the newest known message's thread, locked.
  const newest = db
    .select({ threadId: emailMessages.threadId })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.brandId, options.brandId),
        inArray(emailMessages.messageId, [...options.messageIds]),
      ),
    )
    .orderBy(desc(emailMessages.createdAt))
    .limit(1);
  const [row] = await db
    .select()
    .from(emailThreads)
    .where(and(eq(emailThreads.brandId, options.brandId), eq(emailThreads.id, sql`(${newest})`)))
    .for('update');
  return row ?? null;
}

/** The id of a message already stored under this Message-ID in the mailbox (the same mail fetched again). */
export async function findMessageByHeader(
  db: DbExecutor,
  options: { brandId: string; mailboxId: string; messageId: string },
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.brandId, options.brandId),
        eq(emailMessages.mailboxId, options.mailboxId),
        eq(emailMessages.messageId, options.messageId),
      ),
    );
  return row ?? null;
}

export async function findMessage(
  db: DbExecutor,
  options: { brandId: string; id: string },
): Promise<EmailMessageRow | null> {
  const [row] = await db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.brandId, options.brandId), eq(emailMessages.id, options.id)));
  return row ?? null;
}

export async function insertThread(
  db: DbExecutor,
  values: typeof emailThreads.$inferInsert,
): Promise<ThreadRow> {
  const [row] = await db.insert(emailThreads).values(values).returning();
  if (!row) throw new Error('the thread was not stored');
  return row;
}

export async function insertEmailMessage(db: DbExecutor, values: NewEmailMessage): Promise<EmailMessageRow> {
  const [row] = await db.insert(emailMessages).values(values).returning();
  if (!row) throw new Error('the message was not stored');
  return row;
}

export async function insertAttachments(
  db: DbExecutor,
  options: { brandId: string; messageId: string; attachments: readonly MailAttachment[] },
): Promise<void> {
  if (options.attachments.length === 0) return;
  await db.insert(emailAttachments).values(
    options.attachments.map((attachment) => ({
      brandId: options.brandId,
      messageId: options.messageId,
      filename: attachment.filename,
      contentType: attachment.contentType,
      sizeBytes: attachment.content.length,
      contentId: attachment.contentId ?? null,
      content: attachment.content,
    })),
  );
}

/** The thread gained a message (and, when given, a new latest task). */
export async function touchThread(
  db: DbExecutor,
  options: { brandId: string; id: string; now: Date; taskSid?: string },
): Promise<void> {
  await db
    .update(emailThreads)
    .set({
      messageCount: sql`${emailThreads.messageCount} + 1`,
      lastMessageAt: options.now,
      ...(options.taskSid ? { taskSid: options.taskSid } : {}),
    })
    .where(and(eq(emailThreads.brandId, options.brandId), eq(emailThreads.id, options.id)));
}

export type AttachmentMeta = {
  id: string;
  messageId: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  contentId: string | null;
};

/** The attachments of these messages, without their content. */
export async function listAttachmentMeta(
  db: DbExecutor,
  options: { brandId: string; messageIds: readonly string[] },
): Promise<AttachmentMeta[]> {
  if (options.messageIds.length === 0) return [];
  return db
    .select({
      id: emailAttachments.id,
      messageId: emailAttachments.messageId,
      filename: emailAttachments.filename,
      contentType: emailAttachments.contentType,
      sizeBytes: emailAttachments.sizeBytes,
      contentId: emailAttachments.contentId,
    })
    .from(emailAttachments)
    .where(
      and(
        eq(emailAttachments.brandId, options.brandId),
        inArray(emailAttachments.messageId, [...options.messageIds]),
      ),
    )
    .orderBy(asc(emailAttachments.createdAt), asc(emailAttachments.filename));
}

/** A thread's messages but drafts, oldest first. */
export async function listThreadMessages(
  db: DbExecutor,
  options: { brandId: string; threadId: string },
): Promise<EmailMessageRow[]> {
  return db
    .select()
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.brandId, options.brandId),
        eq(emailMessages.threadId, options.threadId),
        sql`${emailMessages.status} <> 'draft'`,
      ),
    )
    .orderBy(asc(emailMessages.createdAt), asc(emailMessages.id));
}

/** A forward carries the forwarded message's attachments: copied row by row in the database. */
export async function copyAttachments(
  db: DbExecutor,
  options: { brandId: string; fromId: string; toId: string },
): Promise<void> {
  await db.execute(sql`
    insert into ${emailAttachments} (brand_id, message_id, filename, content_type, size_bytes, content_id, content)
    select brand_id, ${options.toId}, filename, content_type, size_bytes, content_id, content
    from ${emailAttachments} where brand_id = ${options.brandId}::uuid and message_id = ${options.fromId}`);
}
