import type { AppDb } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { findOrCreateContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { appendMessage, isUniqueViolation, openContactConversation } from './conversation-store.ts';
import { CONVERSATION_MESSAGE_EVENT, INBOUND_SMS_TASK_TITLE } from './conversation-texts.ts';
import { type ConversationMessage, presentMessage } from './present-message.ts';
import type { TaskRouting } from './task-routing.ts';

export type ReceiveInboundSmsInput = {
  brandId: string;
  /** The contact's number, E.164. */
  from: string;
  /** The brand's number, E.164. */
  to: string;
  body: string;
  now?: Date;
};

export type ReceiveInboundSmsResult = {
  conversationSid: string;
  taskSid: string;
  message: ConversationMessage;
  /** False when the text joined a conversation whose task is still being worked. */
  createdTask: boolean;
};

type Deps = { db: AppDb; bus: EventBus; routing: TaskRouting };

/**
 * A text from a contact. It joins the contact's open conversation, or opens one (finding or creating
 * the contact) with its SMS task for routing: contact, conversation, message and task in one
 * transaction, the task offered once it commits. The agent holding the accepted task (or wrapping it
 * up) gets `conversation.message` once the text is stored (docs/routing-contract.md).
 */
export async function receiveInboundSms(
  deps: Deps,
  input: ReceiveInboundSmsInput,
): Promise<ReceiveInboundSmsResult> {
  const now = input.now ?? new Date();
  let stored: Awaited<ReturnType<typeof storeInbound>>;
  try {
    stored = await storeInbound(deps, input, now);
  } catch (error) {
    // Two first texts at once both tried to open the contact's conversation; the loser joins it.
    if (!isUniqueViolation(error)) throw error;
    stored = await storeInbound(deps, input, now);
  }
  await stored.task?.afterCommit();
  const result = {
    conversationSid: stored.conversationSid,
    taskSid: stored.taskSid,
    message: presentMessage(stored.message),
    createdTask: stored.task !== null,
  };
  if (stored.notifyUserId) {
    await deps.bus.publish({
      brandId: input.brandId,
      userId: stored.notifyUserId,
      name: CONVERSATION_MESSAGE_EVENT,
      data: { conversationSid: result.conversationSid, taskSid: result.taskSid, message: result.message },
    });
  }
  return result;
}

/**
 * The contact, its conversation (with a new task when it needs one) and the stored text: one
 * transaction, with what the platform publishes about it (docs/events.md): contact.created,
 * task.created, sms.received.
 */
function storeInbound(deps: Deps, input: ReceiveInboundSmsInput, now: Date) {
  const { brandId } = input;
  return deps.db.transaction(async (tx) => {
    const contact = await findOrCreateContactByPhone(tx, { brandId, phone: input.from });
    const found = await openContactConversation(tx, deps.routing, {
      brandId,
      contactPhone: input.from,
      now,
      create: { brandPhone: input.to, profileId: contact.profileId },
      task: (conversation) => ({
        brandId,
        channel: 'sms',
        attributes: {
          title: INBOUND_SMS_TASK_TITLE,
          direction: 'inbound',
          contactPhone: conversation.contactPhone,
          name: contact.name ?? conversation.contactPhone,
          profileId: conversation.profileId ?? contact.profileId,
          conversationSid: conversation.sid,
          parleyVoicePhone: conversation.brandPhone,
        },
      }),
    });
    const message = await appendMessage(tx, {
      brandId,
      conversationSid: found.conversation.sid,
      author: input.from,
      authorName: contact.name ?? input.from,
      body: input.body,
      direction: 'inbound',
      deliveryStatus: 'received',
      now,
    });
    const published: PlatformEvent[] = [];
    if (contact.created)
      published.push({ contactId: contact.id, name: 'contact.created', properties: { source: 'sms' } });
    if (found.kind === 'created')
      published.push({
        contactId: contact.id,
        name: 'task.created',
        properties: { taskSid: found.task.taskSid, channel: 'sms', conversationSid: found.conversation.sid },
      });
    published.push({
      contactId: contact.id,
      name: 'sms.received',
      properties: {
        from: input.from,
        to: input.to,
        body: input.body,
        conversationSid: found.conversation.sid,
        messageSid: message.sid,
      },
    });
    await recordPlatformEvents(tx, { brandId, events: published, now });
    if (found.kind === 'created') {
      return {
        conversationSid: found.conversation.sid,
        taskSid: found.task.taskSid,
        task: found.task,
        message,
        notifyUserId: null,
      };
    }
    const { reservation } = found.holder;
    // The agent working the text (accepted, or wrapping it up) sees it arrive.
    const holding = reservation && (reservation.status === 'accepted' || reservation.status === 'wrapping');
    return {
      conversationSid: found.conversation.sid,
      taskSid: found.taskSid,
      task: null,
      message,
      notifyUserId: holding ? reservation.userId : null,
    };
  });
}
