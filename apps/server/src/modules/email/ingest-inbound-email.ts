import { createHash } from 'node:crypto';
import { emailSnippet, htmlToText } from '@parley/core/email/snippet';
import type { AppDb } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { findOrCreateContactByEmail } from '../contacts/find-contact-by-email.ts';
import type { QueuedTask, TaskRouting } from '../conversations/task-routing.ts';
import { isTaskOpen } from '../conversations/task-routing.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { newEmailMessageId, newThreadId } from './email-ids.ts';
import type { MailboxRow } from './mailbox-store.ts';
import { type ParsedMail, parseMail } from './mime.ts';
import {
  findMessageByHeader,
  insertAttachments,
  insertEmailMessage,
  insertThread,
  lockThreadOfMessages,
  type ThreadRow,
  touchThread,
} from './thread-store.ts';

/** The title of an inbound email task, as 'Inbound SMS' is the SMS one's. */
export const INBOUND_EMAIL_TITLE = 'Inbound Email';
/** The event on the agent's stream when a mail joins a thread they hold (core email/stream-events). */
export const EMAIL_MESSAGE_EVENT = 'email.message';

type Deps = { db: AppDb; bus: EventBus; routing: TaskRouting };

export type IngestResult =
  | {
      kind: 'stored';
      rvThreadId: string;
      rvEmailMessageId: string;
      taskSid: string;
      /** A new task was created (a new thread, or a reply to one whose task had ended). */
      createdTask: boolean;
      profileId: string | null;
    }
  /** The same Message-ID was already stored for this mailbox (fetched twice). */
  | { kind: 'duplicate'; rvEmailMessageId: string }
  /** Not a contact's mail: no sender, or the mailbox's own (a copy of what it sent). */
  | { kind: 'skipped'; reason: string };

/** A mail with no Message-ID gets one from its bytes, so fetching it again finds it stored. */
function messageIdOf(parsed: ParsedMail, raw: Uint8Array): string {
  return parsed.messageId ?? `<${createHash('sha256').update(raw).digest('hex')}@parley.no-message-id>`;
}

/**
 * A mail that reached `mailbox` (docs/email.md "Threading"): threaded by In-Reply-To / References,
 * matched to its contact by address (created when new), stored with its attachments and routed: a
 * new thread (or one whose task ended) gets a task; a thread whose task is open gets the message and
 * its agent is told. One transaction; the task is offered once it commits.
 */
export async function ingestInboundEmail(
  deps: Deps,
  input: { brandId: string; mailbox: MailboxRow; raw: Uint8Array; source: string; now?: Date },
): Promise<IngestResult> {
  const parsed = await parseMail(input.raw);
  if (!parsed.from) return { kind: 'skipped', reason: 'the mail names no sender' };
  if (parsed.from.email === input.mailbox.address)
    return { kind: 'skipped', reason: 'the mailbox’s own mail' };
  const now = input.now ?? new Date();
  const attempt = () => storeInbound(deps, input, parsed, now);
  let stored: Awaited<ReturnType<typeof storeInbound>>;
  try {
    stored = await attempt();
  } catch (error) {
    // The same mail stored at once by two readers, or a contact created twice: the loser sees it.
    if (!isUniqueViolation(error)) throw error;
    stored = await attempt();
  }
  if (stored.kind !== 'stored') return stored.result;
  await stored.task?.afterCommit();
  if (stored.notifyUserId) {
    await deps.bus.publish({
      brandId: input.brandId,
      userId: stored.notifyUserId,
      name: EMAIL_MESSAGE_EVENT,
      data: {
        taskSid: stored.result.taskSid,
        rvThreadId: stored.result.rvThreadId,
        rvEmailMessageId: stored.result.rvEmailMessageId,
      },
    });
  }
  return stored.result;
}

type Stored =
  | { kind: 'done'; result: IngestResult }
  | {
      kind: 'stored';
      result: Extract<IngestResult, { kind: 'stored' }>;
      task: QueuedTask | null;
      notifyUserId: string | null;
    };

function storeInbound(
  deps: Deps,
  input: { brandId: string; mailbox: MailboxRow; raw: Uint8Array; source: string },
  parsed: ParsedMail,
  now: Date,
): Promise<Stored> {
  const { brandId, mailbox } = input;
  const from = parsed.from as NonNullable<ParsedMail['from']>;
  const messageId = messageIdOf(parsed, input.raw);
  return deps.db.transaction(async (tx): Promise<Stored> => {
    const known = await findMessageByHeader(tx, { brandId, mailboxId: mailbox.id, messageId });
    if (known) return { kind: 'done', result: { kind: 'duplicate', rvEmailMessageId: known.id } };
    const replyTo = [...(parsed.inReplyTo ? [parsed.inReplyTo] : []), ...[...parsed.references].reverse()];
    let thread: ThreadRow | null = await lockThreadOfMessages(tx, { brandId, messageIds: replyTo });
    const contact = await findOrCreateContactByEmail(tx, {
      brandId,
      address: thread?.contactEmail ?? from.email,
      displayName: thread ? null : from.name,
    });
    if (!thread) {
      thread = await insertThread(tx, {
        brandId,
        id: newThreadId(),
        mailboxId: mailbox.id,
        subject: parsed.subject,
        contactEmail: from.email,
        profileId: contact.profileId,
        createdAt: now,
        lastMessageAt: now,
      });
    }
    const text = parsed.text ?? (parsed.html ? htmlToText(parsed.html) : '');
    const rvEmailMessageId = newEmailMessageId();
    const holder = thread.taskSid
      ? await deps.routing.findTaskHolder(tx, { brandId, taskSid: thread.taskSid })
      : null;
    const open = isTaskOpen(holder) ? holder : null;
    const task = open
      ? null
      : await deps.routing.createTaskWithin(tx, {
          brandId,
          channel: 'email',
          ...(mailbox.queueSid ? { queueSid: mailbox.queueSid } : {}),
          attributes: {
            title: INBOUND_EMAIL_TITLE,
            direction: 'inbound',
            email: from.email,
            name: contact.name ?? from.name ?? from.email,
            profileId: contact.profileId,
            ...(contact.contactPhone ? { contactPhone: contact.contactPhone } : {}),
            subject: parsed.subject,
            senderEmail: from.email,
            toEmails: parsed.to.map((address) => address.email),
            ccEmails: parsed.cc.map((address) => address.email),
            bodySnippet: emailSnippet(text),
            messageId,
            threadId: thread.id,
            rvEmailMessageId,
            mailboxAddress: mailbox.address,
            source: input.source,
            // A reply after the thread's task ended goes first to the agent who held it.
            ...(thread.lastUserId ? { targetAgentId: thread.lastUserId } : {}),
          },
        });
    const taskSid = task?.taskSid ?? (thread.taskSid as string);
    await insertEmailMessage(tx, {
      brandId,
      id: rvEmailMessageId,
      threadId: thread.id,
      mailboxId: mailbox.id,
      direction: 'inbound',
      status: 'received',
      messageId,
      inReplyTo: parsed.inReplyTo,
      references: parsed.references,
      subject: parsed.subject,
      fromAddress: from.email,
      fromName: from.name,
      toAddresses: parsed.to.map((address) => address.email),
      ccAddresses: parsed.cc.map((address) => address.email),
      html: parsed.html,
      text,
      snippet: emailSnippet(text),
      taskSid,
      createdAt: now,
      updatedAt: now,
    });
    await insertAttachments(tx, { brandId, messageId: rvEmailMessageId, attachments: parsed.attachments });
    await touchThread(tx, { brandId, id: thread.id, now, ...(task ? { taskSid: task.taskSid } : {}) });
    const events: PlatformEvent[] = [];
    if (contact.created)
      events.push({ contactId: contact.id, name: 'contact.created', properties: { source: 'email' } });
    if (task)
      events.push({
        contactId: contact.id,
        name: 'task.created',
        properties: { taskSid: task.taskSid, channel: 'email', threadId: thread.id },
      });
    events.push({
      contactId: contact.id,
      name: 'email.received',
      properties: {
        from: from.email,
        to: parsed.to[0]?.email ?? mailbox.address,
        subject: parsed.subject,
        messageId,
        threadId: thread.id,
        taskSid,
        attachments: parsed.attachments.length,
      },
    });
    await recordPlatformEvents(tx, { brandId, events, now });
    const reservation = open?.reservation ?? null;
    const holding = reservation && (reservation.status === 'accepted' || reservation.status === 'wrapping');
    return {
      kind: 'stored',
      result: {
        kind: 'stored',
        rvThreadId: thread.id,
        rvEmailMessageId,
        taskSid,
        createdTask: task !== null,
        profileId: contact.profileId,
      },
      task,
      notifyUserId: holding ? reservation.userId : null,
    };
  });
}
