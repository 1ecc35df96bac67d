import { smsKeywordOf } from '@parley/core/conversations/sms-keywords';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { AppDb } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { findOrCreateContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { appendMessage, isUniqueViolation, openContactConversation } from './conversation-store.ts';
import { CONVERSATION_MESSAGE_EVENT, INBOUND_SMS_TASK_TITLE } from './conversation-texts.ts';
import type { ReceiveInboundSmsInput, ReceiveInboundSmsResult } from './inbound-sms-types.ts';
import { presentMessage } from './present-message.ts';
import { answerSmsKeyword } from './sms-keywords.ts';
import type { TaskRouting } from './task-routing.ts';

export type { ReceiveInboundSmsInput, ReceiveInboundSmsResult };

type Deps = { db: AppDb; bus: EventBus; carrier: Carrier; routing: TaskRouting };

/**
 * A text from a contact. A keyword (STOP, HELP, START…) is answered through the carrier and opens
 * nothing (sms-keywords.ts). Any other text joins the contact's open conversation, or opens one
 * (finding or creating the contact) with its SMS task for routing: contact, conversation, message
 * and task in one transaction, the task offered once it commits. The agent holding the accepted task
 * (or wrapping it up) gets `conversation.message` once the text is stored (docs/routing-contract.md).
 */
export async function receiveInboundSms(
  deps: Deps,
  input: ReceiveInboundSmsInput,
): Promise<ReceiveInboundSmsResult> {
  const now = input.now ?? new Date();
  const keyword = smsKeywordOf(input.body);
  const answered = keyword ? await answerSmsKeyword(deps, input, keyword, now) : null;
  if (answered) {
    await notifyHolder(deps.bus, input.brandId, answered.notifyUserId, answered.result);
    return answered.result;
  }
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
    keyword: null,
  };
  await notifyHolder(deps.bus, input.brandId, stored.notifyUserId, result);
  return result;
}

/** Tells the agent holding the conversation's task of the text it just got. */
async function notifyHolder(
  bus: EventBus,
  brandId: string,
  userId: string | null,
  result: ReceiveInboundSmsResult,
): Promise<void> {
  const { conversationSid, taskSid, message } = result;
  if (!userId || !conversationSid || !taskSid || !message) return;
  await bus.publish({
    brandId,
    userId,
    name: CONVERSATION_MESSAGE_EVENT,
    data: { conversationSid, taskSid, message },
  });
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
