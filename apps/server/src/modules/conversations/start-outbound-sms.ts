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
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { findOrCreateContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { assertBrandFromNumber } from '../phone-numbers/assert-brand-from-number.ts';
import {
  attachTask,
  type ConversationRow,
  isUniqueViolation,
  openContactConversation,
  releaseClaim,
} from './conversation-store.ts';
import type { TaskRouting } from './task-routing.ts';

// spec 000 §7 POST /conv/conversations/outbound-sms {contactPhone, parleyVoicePhone, profileId}: the
// manual outbound task's body (spec 001 §8 text for a missing contact phone) without its channel; an
// empty parleyVoicePhone texts from the brand's default number (the desk's "New text" allows it).
export const outboundSmsInput = manualOutboundTaskInput
  .omit({ channel: true })
  .extend({ parleyVoicePhone: z.string().trim().max(64).nullish() });

/**
 * An agent starts texting a contact: a new conversation and an SMS task reserved straight to the
 * agent. spec 000 §8: a number that does not parse is 'Invalid phone number' (400, naming the
 * field); a contact whose conversation is still being worked is 'Chat already in progress' (409).
 */
export async function startOutboundSms(
  deps: { db: AppDb; bus: EventBus; carrier: Carrier; routing: TaskRouting },
  options: { session: RequestSession; input: z.input<typeof outboundSmsInput>; now?: Date },
): Promise<{ taskSid: string; conversationSid: string }> {
  const input = outboundSmsInput.parse(options.input);
  const contactPhone = parsePhoneField(input.contactPhone, 'contactPhone');
  const brandPhone = input.parleyVoicePhone
    ? parsePhoneField(input.parleyVoicePhone, 'parleyVoicePhone')
    : deps.carrier.defaultBrandNumber;
  const { session } = options;
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
  let opened: { conversation: ConversationRow; contactName: string | null };
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
      });
      if (found.kind === 'open')
        throw new AppError('chat_already_in_progress', TASK_CREATION_ERROR_TEXTS.chat_already_in_progress, {
          field: 'contactPhone',
        });
      return { conversation: found.conversation, contactName: contact.name };
    });
  } catch (error) {
    // Another start or a first inbound text opened the contact's conversation at the same moment.
    if (isUniqueViolation(error))
      throw new AppError('chat_already_in_progress', TASK_CREATION_ERROR_TEXTS.chat_already_in_progress, {
        field: 'contactPhone',
      });
    throw error;
  }
  const { conversation } = opened;
  let taskSid: string;
  try {
    ({ taskSid } = await deps.routing.createTask(deps.db, deps.bus, {
      brandId,
      channel: 'sms',
      // The same attributes as routing's manual outbound task, plus the conversation.
      attributes: {
        title: MANUAL_OUTBOUND_TITLE,
        taskType: MANUAL_OUTBOUND_TASK_TYPE,
        direction: 'outbound',
        contactPhone,
        name: input.name || opened.contactName || contactPhone,
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
    }));
  } catch (error) {
    // A conversation opened for nothing is closed; one the contact already wrote in stays open.
    await releaseClaim(deps.db, {
      brandId,
      sid: conversation.sid,
      close: conversation.messageCount === 0,
      now,
    });
    throw error;
  }
  await attachTask(deps.db, { brandId, sid: conversation.sid, taskSid });
  return { taskSid, conversationSid: conversation.sid };
}
