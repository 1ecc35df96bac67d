import { and, eq, sql } from 'drizzle-orm';
import type { EmailOAuthConfig } from '../../platform/config.ts';
import type { AppDb, DbExecutor } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { findContactByEmail } from '../contacts/find-contact-by-email.ts';
import { recordPlatformEvents } from '../events/record-platform-events.ts';
import { emailAttachments, emailMailboxes, emailMessages } from './email.tables.ts';
import { EMAIL_MESSAGE_EVENT } from './ingest-inbound-email.ts';
import { findMailbox } from './mailbox-store.ts';
import { composeMail } from './mime.ts';
import { type EmailMessageRow, findMessage } from './thread-store.ts';
import { MailTransportError } from './transports/mail-transport.ts';
import { transportForMailbox } from './transports/transport-for-mailbox.ts';

export type DeliveryDeps = {
  db: AppDb;
  bus: EventBus;
  secrets: SecretBox;
  /** Told of what went wrong without failing a send (a refused Cc, the copy to Sent). */
  log?: { warn(details: object, message: string): void };
  /** The OAuth clients of Gmail and Outlook mailboxes (platform/config.ts). */
  oauth?: EmailOAuthConfig;
};

export type DeliveryOutcome =
  | { kind: 'sent' }
  /** Back to draft with `error`: the transport refused it (`auth`: the mailbox needs reconnecting). */
  | { kind: 'refused'; reason: 'auth' | 'rejected' | 'unavailable'; error: string }
  /** Someone else is sending it, or it is no longer pending. */
  | { kind: 'skipped' };

/** The message's bytes, as composed from its row and attachments (the same bytes on every attempt). */
async function rawOf(db: DbExecutor, message: EmailMessageRow, fromName: string | null): Promise<Uint8Array> {
  const attachments = await db
    .select()
    .from(emailAttachments)
    .where(and(eq(emailAttachments.brandId, message.brandId), eq(emailAttachments.messageId, message.id)));
  return composeMail({
    messageId: message.messageId,
    inReplyTo: message.inReplyTo,
    references: message.references,
    from: { email: message.fromAddress, name: fromName },
    to: message.toAddresses,
    cc: message.ccAddresses,
    bcc: message.bccAddresses,
    subject: message.subject,
    html: message.html,
    text: message.text ?? '',
    // Fixed by the row, so a resend is byte-for-byte the first attempt.
    date: message.createdAt,
    attachments: attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      contentId: attachment.contentId,
    })),
  });
}

/** Marks it sent, with email.sent on its contact; in one transaction. */
async function markSent(deps: DeliveryDeps, message: EmailMessageRow, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailMessages)
      .set({ status: 'sent', sentAt: now, claimedAt: null, error: null, updatedAt: now })
      .where(and(eq(emailMessages.brandId, message.brandId), eq(emailMessages.id, message.id)));
    const recipient = message.toAddresses[0] ?? message.ccAddresses[0] ?? message.bccAddresses[0];
    const contact = recipient
      ? await findContactByEmail(tx, { brandId: message.brandId, address: recipient })
      : null;
    if (contact) {
      await recordPlatformEvents(tx, {
        brandId: message.brandId,
        now,
        events: [
          {
            contactId: contact.id,
            name: 'email.sent',
            properties: {
              from: message.fromAddress,
              to: recipient,
              subject: message.subject,
              messageId: message.messageId,
              threadId: message.threadId,
              ...(message.taskSid ? { taskSid: message.taskSid } : {}),
              ...(message.userId ? { userId: message.userId } : {}),
            },
          },
        ],
      });
    }
  });
}

/** Back to draft with the error (spec 000 §4); an authorization failure disconnects the mailbox. */
async function markRefused(
  deps: DeliveryDeps,
  message: EmailMessageRow,
  error: MailTransportError,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Another draft of the same task and agent would collide with this one: the failed one wins,
    // as it is what the agent tried to send.
    if (message.taskSid && message.userId) {
      await tx
        .delete(emailMessages)
        .where(
          and(
            eq(emailMessages.brandId, message.brandId),
            eq(emailMessages.taskSid, message.taskSid),
            eq(emailMessages.userId, message.userId),
            eq(emailMessages.status, 'draft'),
          ),
        );
    }
    await tx
      .update(emailMessages)
      .set({ status: 'draft', claimedAt: null, error: error.message, updatedAt: now })
      .where(and(eq(emailMessages.brandId, message.brandId), eq(emailMessages.id, message.id)));
    if (error.kind === 'auth') {
      await tx
        .update(emailMailboxes)
        .set({ authorizationStatus: 'DISCONNECTED', lastError: error.message, updatedAt: now })
        .where(and(eq(emailMailboxes.brandId, message.brandId), eq(emailMailboxes.id, message.mailboxId)));
    }
  });
}

/**
 * Sends one pending message through its mailbox (docs/email.md "Sending: one outbox, exactly once").
 * The caller has claimed it (claimed_at set). `recovering`: the message was claimed by a process that
 * stopped; the transport is asked first whether it already went out. An `unavailable` transport
 * leaves a recovered message pending for the next pass; anything else refused goes back to draft.
 */
export async function deliverEmailMessage(
  deps: DeliveryDeps,
  options: {
    brandId: string;
    id: string;
    recovering?: boolean;
    /** The last attempt: an unavailable transport sends it back to draft instead of leaving it pending. */
    giveUp?: boolean;
    now?: () => Date;
  },
): Promise<DeliveryOutcome> {
  const now = options.now ?? (() => new Date());
  const message = await findMessage(deps.db, { brandId: options.brandId, id: options.id });
  if (message?.status !== 'pending') return { kind: 'skipped' };
  const mailbox = await findMailbox(deps.db, { brandId: message.brandId, id: message.mailboxId });
  if (!mailbox) return { kind: 'skipped' };
  let outcome: DeliveryOutcome;
  try {
    const transport = transportForMailbox(deps.db, mailbox, deps.secrets, deps.log, deps.oauth);
    try {
      const already = options.recovering ? await transport.wasSent(message.messageId) : false;
      if (!already) {
        const raw = await rawOf(deps.db, message, mailbox.displayName);
        await transport.send({
          raw,
          messageId: message.messageId,
          envelope: {
            from: mailbox.address,
            to: [...message.toAddresses, ...message.ccAddresses, ...message.bccAddresses],
          },
        });
      }
    } finally {
      await transport.close();
    }
    await markSent(deps, message, now());
    outcome = { kind: 'sent' };
  } catch (caught) {
    const error =
      caught instanceof MailTransportError
        ? caught
        : new MailTransportError('unavailable', caught instanceof Error ? caught.message : String(caught));
    if (options.recovering && !options.giveUp && error.kind === 'unavailable') {
      await deps.db
        .update(emailMessages)
        .set({ claimedAt: null, error: error.message })
        .where(and(eq(emailMessages.brandId, message.brandId), eq(emailMessages.id, message.id)));
      return { kind: 'refused', reason: error.kind, error: error.message };
    }
    await markRefused(deps, message, error, now());
    outcome = { kind: 'refused', reason: error.kind, error: error.message };
  }
  if (message.userId && message.taskSid) {
    await deps.bus.publish({
      brandId: message.brandId,
      userId: message.userId,
      name: EMAIL_MESSAGE_EVENT,
      data: { taskSid: message.taskSid, rvThreadId: message.threadId, rvEmailMessageId: message.id },
    });
  }
  return outcome;
}

/** How long a claim holds before the outbox worker takes the message as interrupted. */
export const EMAIL_CLAIM_TIMEOUT_MS = 60_000;
/** After this many attempts an interrupted message goes back to draft instead of being tried again. */
export const EMAIL_MAX_ATTEMPTS = 5;

/**
 * Pending messages whose claim lapsed (their process stopped mid-send, or a recovery found the
 * transport unavailable), claimed again for this process, oldest first. One statement: two servers
 * never take the same message.
 */
export async function claimInterruptedMessages(
  db: DbExecutor,
  options: { now: Date; limit: number },
): Promise<{ brandId: string; id: string; attempts: number }[]> {
  const lapsed = new Date(options.now.getTime() - EMAIL_CLAIM_TIMEOUT_MS);
  const result = await db.execute(sql`
    update ${emailMessages} set claimed_at = ${options.now.toISOString()}::timestamptz, attempts = ${emailMessages.attempts} + 1
    where (${emailMessages.brandId}, ${emailMessages.id}) in (
      select ${emailMessages.brandId}, ${emailMessages.id} from ${emailMessages}
      where ${emailMessages.status} = 'pending'
        and (${emailMessages.claimedAt} is null or ${emailMessages.claimedAt} < ${lapsed.toISOString()}::timestamptz)
      order by ${emailMessages.claimedAt} nulls first
      limit ${options.limit}
      for update skip locked)
    returning ${emailMessages.brandId} as brand_id, ${emailMessages.id} as id, ${emailMessages.attempts} as attempts`);
  const { rows } = result as unknown as { rows: { brand_id: string; id: string; attempts: number }[] };
  return rows.map((row) => ({ brandId: row.brand_id, id: row.id, attempts: Number(row.attempts) }));
}
