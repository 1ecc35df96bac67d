import { TASK_CREATION_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import {
  MANUAL_OUTBOUND_TASK_TYPE,
  MANUAL_OUTBOUND_TITLE,
  manualOutboundTaskInput,
} from '@parley/core/routing/tasks';
import { z } from 'zod';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { AppDb } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findOrCreateContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { assertBrandFromNumber } from '../phone-numbers/assert-brand-from-number.ts';
import { isUniqueViolation, openContactConversation } from './conversation-store.ts';
import type { TaskRouting } from './task-routing.ts';

// spec 000 §7 POST /conv/conversations/outbound-sms {contactPhone, parleyVoicePhone, profileId}: the
// manual outbound task's body (spec 001 §8 text for a missing contact phone) without its channel; an
// empty parleyVoicePhone texts from the brand's default number (the desk's "New text" allows it).
export const outboundSmsInput = manualOutboundTaskInput
  .omit({ channel: true })
  .extend({ parleyVoicePhone: z.string().trim().max(64).nullish() });
export type OutboundSmsInput = z.output<typeof outboundSmsInput>;

function chatAlreadyInProgress(): AppError {
  return new AppError('chat_already_in_progress', TASK_CREATION_ERROR_TEXTS.chat_already_in_progress, {
    field: 'contactPhone',
  });
}

/**
 * An agent starts texting a contact: a new conversation and an SMS task reserved straight to the
 * agent, in one transaction. `input` is parsed by the route (outboundSmsInput). spec 000 §8: a number
 * that does not parse is 'Invalid phone number' (400, naming the field); a contact whose conversation
 * is still being worked is 'Chat already in progress' (409).
 */
export async function startOutboundSms(
  deps: { db: AppDb; carrier: Carrier; routing: TaskRouting },
  options: { session: RequestSession; input: OutboundSmsInput; now?: Date },
): Promise<{ taskSid: string; conversationSid: string }> {
  const { input, session } = options;
  const contactPhone = parsePhoneField(input.contactPhone, 'contactPhone');
  const brandPhone = input.parleyVoicePhone
    ? parsePhoneField(input.parleyVoicePhone, 'parleyVoicePhone')
    : deps.carrier.defaultBrandNumber;
  const brandId = session.brandId;
  // A number named must be one of the brand's that texts; none named keeps the carrier's default.
  if (input.parleyVoicePhone)
    await assertBrandFromNumber(deps.db, {
      brandId,
      phoneNumber: brandPhone,
      channel: 'sms',
      field: 'parleyVoicePhone',
    });
  const now = options.now ?? new Date();
  let opened: Awaited<ReturnType<typeof openContactConversation>>;
  try {
    opened = await deps.db.transaction(async (tx) => {
      const contact = await findOrCreateContactByPhone(tx, {
        brandId,
        phone: contactPhone,
        profileId: input.profileId,
      });
      const found = await openContactConversation(tx, deps.routing, {
        brandId,
        contactPhone,
        now,
        create: { brandPhone, profileId: contact.profileId },
        task: (conversation) => ({
          brandId,
          channel: 'sms',
          // The same attributes as routing's manual outbound task, plus the conversation.
          attributes: {
            title: MANUAL_OUTBOUND_TITLE,
            taskType: MANUAL_OUTBOUND_TASK_TYPE,
            direction: 'outbound',
            contactPhone,
            name: input.name || contact.name || contactPhone,
            profileId: conversation.profileId,
            conversationSid: conversation.sid,
            parleyVoicePhone: conversation.brandPhone,
            ...(input.parleyVoicePhoneFriendlyName
              ? { parleyVoicePhoneFriendlyName: input.parleyVoicePhoneFriendlyName }
              : {}),
            // The agent asked for it: the desktop accepts it without a click (spec 001 §4 auto-answer).
            autoAnswer: true,
          },
          reserveForUserId: session.userId,
        }),
      });
      if (found.kind === 'open') throw chatAlreadyInProgress();
      // docs/events.md "Events the platform publishes", with the task in this transaction.
      const published: PlatformEvent[] = [];
      if (contact.created)
        published.push({ contactId: contact.id, name: 'contact.created', properties: { source: 'sms' } });
      published.push({
        contactId: contact.id,
        name: 'task.created',
        properties: {
          taskSid: found.task.taskSid,
          channel: 'sms',
          conversationSid: found.conversation.sid,
          userId: session.userId,
        },
      });
      await recordPlatformEvents(tx, { brandId, events: published, now });
      return found;
    });
  } catch (error) {
    // Another start or a first inbound text opened the contact's conversation at the same moment.
    if (isUniqueViolation(error)) throw chatAlreadyInProgress();
    throw error;
  }
  await opened.task.afterCommit();
  return { taskSid: opened.task.taskSid, conversationSid: opened.conversation.sid };
}
