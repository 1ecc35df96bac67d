import { normalizeAddress } from '@parley/core/email/addresses';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import type { outboundEmailInput } from '@parley/core/email/inputs';
import type { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findOrCreateContactByEmail } from '../contacts/find-contact-by-email.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { newThreadId } from './email-ids.ts';
import { listSendableMailboxes, type MailboxRow } from './mailbox-store.ts';
import { insertThread } from './thread-store.ts';

export type OutboundEmailInput = z.output<typeof outboundEmailInput>;

/** The title of the task an agent starts to email a contact. */
export const OUTBOUND_EMAIL_TITLE = 'Outbound Email';

/**
 * The mailbox a new email goes out from: the one named (`agentEmail`), else the agent's own connected
 * mailbox, else a shared connected one. None: spec 001 §5's "You must connect an email account…".
 */
function pickMailbox(mailboxes: readonly MailboxRow[], agentEmail: string | null | undefined): MailboxRow {
  const connected = mailboxes.filter((mailbox) => mailbox.authorizationStatus === 'CONNECTED');
  if (agentEmail) {
    const named = mailboxes.find((mailbox) => mailbox.address === normalizeAddress(agentEmail));
    if (!named) {
      throw new AppError('validation_failed', `agentEmail ${agentEmail} is not a mailbox you may send from`, {
        field: 'agentEmail',
      });
    }
    return named;
  }
  const chosen = connected.find((mailbox) => mailbox.userId !== null) ?? connected[0];
  if (!chosen) throw new AppError('validation_failed', EMAIL_TEXTS.connectMailbox, { field: 'agentEmail' });
  return chosen;
}

/**
 * `POST /email/outbound-email` (spec 000 §7): the agent starts an email to a contact. The contact
 * (found by address, or created), an email task reserved to the agent (accepted at once, as a manual
 * outbound text is) and its thread, in one transaction; the agent then writes the first message.
 */
export async function startOutboundEmail(
  deps: { db: AppDb; routing: TaskRouting },
  options: { session: RequestSession; input: OutboundEmailInput; now?: Date },
): Promise<{ success: true; taskSid: string; rvThreadId: string }> {
  const { session, input } = options;
  const brandId = session.brandId;
  const now = options.now ?? new Date();
  const mailbox = pickMailbox(
    await listSendableMailboxes(deps.db, { brandId, userId: session.userId }),
    input.agentEmail,
  );
  const contactEmail = normalizeAddress(input.contactEmail);
  const created = await deps.db.transaction(async (tx) => {
    const contact = await findOrCreateContactByEmail(tx, { brandId, address: contactEmail });
    const threadId = newThreadId();
    const task = await deps.routing.createTaskWithin(tx, {
      brandId,
      channel: 'email',
      reserveForUserId: session.userId,
      attributes: {
        title: OUTBOUND_EMAIL_TITLE,
        direction: 'outbound',
        email: contactEmail,
        name: contact.name ?? contactEmail,
        profileId: input.profileId ?? contact.profileId,
        ...((input.contactPhone ?? contact.contactPhone)
          ? { contactPhone: input.contactPhone ?? contact.contactPhone }
          : {}),
        threadId,
        mailboxAddress: mailbox.address,
        autoAnswer: true,
      },
    });
    await insertThread(tx, {
      brandId,
      id: threadId,
      mailboxId: mailbox.id,
      subject: '',
      contactEmail,
      profileId: contact.profileId,
      taskSid: task.taskSid,
      lastUserId: session.userId,
      createdAt: now,
      lastMessageAt: now,
    });
    const events: PlatformEvent[] = [];
    if (contact.created)
      events.push({ contactId: contact.id, name: 'contact.created', properties: { source: 'email' } });
    events.push({
      contactId: contact.id,
      name: 'task.created',
      properties: { taskSid: task.taskSid, channel: 'email', threadId, userId: session.userId },
    });
    await recordPlatformEvents(tx, { brandId, events, now });
    return { task, threadId };
  });
  await created.task.afterCommit();
  return { success: true, taskSid: created.task.taskSid, rvThreadId: created.threadId };
}
