import { DISABLED_ACTION_HINTS } from '@parley/core/common/error-catalogue';
import { smsBody } from '@parley/core/simulator/inputs';
import { and, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { AppDb, DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { checkOutbound } from '../compliance/check-outbound.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import { appendMessage, lockConversation } from './conversation-store.ts';
import { conversationMessages } from './conversations.tables.ts';
import { type ConversationMessage, presentMessage } from './present-message.ts';
import { publishOutboundSms } from './publish-outbound-sms.ts';
import type { TaskRouting } from './task-routing.ts';

export const sendMessageInput = z.object({ body: smsBody });
export type SendMessageInput = z.output<typeof sendMessageInput>;

/**
 * An agent's text to the contact, sent through the carrier. Only the agent holding the accepted task
 * may send (spec 000 §8: 'Please accept the task to start messaging.', a 409 otherwise). The
 * carrier's outcome is kept on the message (attributes.deliveryStatus); a failed send is still a
 * message of the conversation, as on a phone. The platform publishes sms.sent (or sms.failed) with it.
 */
export async function sendConversationMessage(
  deps: { db: AppDb; carrier: Carrier; routing: TaskRouting },
  options: {
    session: RequestSession;
    conversationSid: string;
    /** Parsed by the route (sendMessageInput). */
    input: SendMessageInput;
    now?: Date;
  },
): Promise<ConversationMessage> {
  const { session } = options;
  const { body } = options.input;
  const now = options.now ?? new Date();
  const outcome = await deps.db.transaction(
    async (tx): Promise<ConversationMessage | { refused: string }> => {
      const conversation = await lockConversation(tx, {
        brandId: session.brandId,
        sid: options.conversationSid,
      });
      if (!conversation) throw new AppError('not_found', 'Conversation not found');
      const holder =
        conversation.taskSid && !conversation.closedAt
          ? await deps.routing.findTaskHolder(tx, { brandId: session.brandId, taskSid: conversation.taskSid })
          : null;
      const reservation = holder?.reservation;
      if (reservation?.status !== 'accepted' || reservation.userId !== session.userId) {
        throw new AppError('conflict', DISABLED_ACTION_HINTS.acceptToMessage);
      }
      // Issue 14: every outbound text passes the brand's restrictions; a refusal is logged (this
      // transaction commits the decision alone) and answered with what refused it.
      const checked = await checkOutbound(tx, {
        brandId: session.brandId,
        channel: 'sms',
        phoneNumber: conversation.contactPhone,
        profileId: conversation.profileId,
        source: 'agent',
        userId: session.userId,
        taskSid: conversation.taskSid,
        replyToContact: await contactWroteSince(tx, conversation, new Date(now.getTime() - REPLY_WINDOW_MS)),
        now,
      });
      if (!checked.allowed) return { refused: checked.detail };
      const agent = await getUserProfile(tx, { brandId: session.brandId, userId: session.userId });
      const sent = await deps.carrier.sendSms(tx, {
        brandId: session.brandId,
        from: conversation.brandPhone,
        to: conversation.contactPhone,
        body,
      });
      const message = await appendMessage(tx, {
        brandId: session.brandId,
        conversationSid: conversation.sid,
        author: agent.email,
        authorName: agent.name,
        body,
        direction: 'outbound',
        deliveryStatus: sent.status,
        carrierSid: sent.carrierSid,
        userId: session.userId,
        now,
      });
      await publishOutboundSms(tx, {
        conversation,
        messageSid: message.sid,
        body,
        deliveryStatus: sent.status,
        userId: session.userId,
        now,
      });
      return presentMessage(message);
    },
  );
  if ('refused' in outcome)
    throw new AppError('outbound_restricted', `This text was not sent. ${outcome.refused}`, {
      field: 'body',
    });
  return outcome;
}

/** A contact who wrote within the last 24 hours asked to hear back (compliance-model.ts replyToContact). */
const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

async function contactWroteSince(
  tx: DbExecutor,
  conversation: { brandId: string; sid: string },
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ sid: conversationMessages.sid })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.brandId, conversation.brandId),
        eq(conversationMessages.conversationSid, conversation.sid),
        eq(conversationMessages.direction, 'inbound'),
        gte(conversationMessages.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}
