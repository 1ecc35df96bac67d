import { SMS_KEYWORD_REPLIES, type SmsKeyword, smsOptOutNote } from '@parley/core/conversations/sms-keywords';
import { sql } from 'drizzle-orm';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { AppDb, DbExecutor } from '../../platform/db/database.ts';
import { findBrandById } from '../brands/find-brand.ts';
import { findDoNotCallEntry, liftOptOut, recordOptOut } from '../compliance/do-not-call.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { patchContact } from '../contacts/patch-contact.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { appendMessage, type ConversationRow, lockOpenConversationRow } from './conversation-store.ts';
import type {
  ReceiveInboundSmsInput,
  ReceiveInboundSmsResult,
  SmsKeywordAction,
} from './inbound-sms-types.ts';
import { presentMessage } from './present-message.ts';
import { isTaskOpen, type TaskHolder, type TaskRouting } from './task-routing.ts';

// Issue 14: "STOP / HELP keywords unsubscribing and answering" and "an internal DNC when a contact
// opts out". A keyword text (packages/core/src/conversations/sms-keywords.ts) opens no conversation
// and no task: it is answered at once through the carrier. An open conversation still gets the text,
// so the agent working it sees the contact's STOP.

export type AnsweredKeyword = {
  result: ReceiveInboundSmsResult;
  /** The agent holding the open conversation's task, told of the text once it commits. */
  notifyUserId: string | null;
};

type Deps = { db: AppDb; carrier: Carrier; routing: TaskRouting };

/** The properties of contact.unsubscribed / contact.subscribed for a keyword text. */
const SMS_KEYWORD_CHANGE = { channel: 'sms', source: 'sms' } as const;

/**
 * Answers a keyword text, in one transaction: the opt-out written (or lifted), the text added to the
 * contact's open conversation if it has one, the reply sent from the number the contact texted, and
 * what the platform publishes (docs/events.md): sms.received, contact.unsubscribed /
 * contact.subscribed when the opt-out changed, all for a known contact only. The reply to a STOP is
 * the one text an opted-out number may still get, so it does not pass the outbound gate.
 * Null for a YES from a number that is not opted out: that is an ordinary text.
 */
export async function answerSmsKeyword(
  deps: Deps,
  input: ReceiveInboundSmsInput,
  keyword: SmsKeyword,
  now: Date,
): Promise<AnsweredKeyword | null> {
  const { brandId, from } = input;
  return deps.db.transaction(async (tx): Promise<AnsweredKeyword | null> => {
    // Keyword texts of one number one at a time: each reads the opt-out before it changes it.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sms-keyword:${brandId}:${from}`}, 0))`,
    );
    const entry = await findDoNotCallEntry(tx, { brandId, phoneNumber: from });
    const optedOut = entry?.source === 'opt_out';
    if (keyword === 'optInWhenOptedOut' && !optedOut) return null;
    const action: SmsKeywordAction = keyword === 'optInWhenOptedOut' ? 'optIn' : keyword;

    const contact = await findContactByPhone(tx, { brandId, phone: from });
    const open = await openConversationOf(tx, deps.routing, { brandId, contactPhone: from });
    const message = open
      ? await appendMessage(tx, {
          brandId,
          conversationSid: open.conversation.sid,
          author: from,
          authorName: contact?.name ?? from,
          body: input.body,
          direction: 'inbound',
          deliveryStatus: 'received',
          now,
        })
      : null;

    // An entry already on the list (a do-not-call number, or an earlier STOP) stays as it is.
    if (action === 'optOut')
      await recordOptOut(tx, {
        brandId,
        phoneNumber: from,
        channel: 'sms',
        note: smsOptOutNote(input.body),
        now,
      });
    if (action === 'optIn' && optedOut) await liftOptOut(tx, { brandId, phoneNumber: from });

    const brand = await findBrandById(tx, brandId);
    if (!brand) throw new Error('the brand of an inbound text does not exist');
    await deps.carrier.sendSms(tx, { brandId, from: input.to, to: from, body: replyTo(action, brand.name) });

    if (contact && (action === 'optOut' || (action === 'optIn' && optedOut)))
      // The Profile says it too: the number's subscription (subscribedSms) follows the keyword.
      await patchContact(tx, {
        brandId,
        contactId: contact.id,
        profileId: contact.profileId,
        patch: { phones: [{ phoneNumber: from, optIn: action === 'optIn' }] },
        now,
      });

    if (contact) {
      const published: PlatformEvent[] = [
        {
          contactId: contact.id,
          name: 'sms.received',
          properties: {
            from,
            to: input.to,
            body: input.body,
            ...(open && message ? { conversationSid: open.conversation.sid, messageSid: message.sid } : {}),
          },
        },
      ];
      if (action === 'optOut' && !entry)
        published.push({
          contactId: contact.id,
          name: 'contact.unsubscribed',
          properties: SMS_KEYWORD_CHANGE,
        });
      if (action === 'optIn' && optedOut)
        published.push({ contactId: contact.id, name: 'contact.subscribed', properties: SMS_KEYWORD_CHANGE });
      await recordPlatformEvents(tx, { brandId, events: published, now });
    }

    const reservation = open?.holder.reservation;
    // The agent working the text (accepted, or wrapping it up) sees it arrive.
    const holding = reservation && (reservation.status === 'accepted' || reservation.status === 'wrapping');
    return {
      result: {
        conversationSid: open?.conversation.sid ?? null,
        taskSid: open?.taskSid ?? null,
        message: message ? presentMessage(message) : null,
        createdTask: false,
        keyword: action,
      },
      notifyUserId: holding ? reservation.userId : null,
    };
  });
}

function replyTo(action: SmsKeywordAction, brandName: string): string {
  switch (action) {
    case 'optOut':
      return SMS_KEYWORD_REPLIES.optedOut(brandName);
    case 'help':
      return SMS_KEYWORD_REPLIES.help(brandName);
    case 'optIn':
      return SMS_KEYWORD_REPLIES.optedIn(brandName);
  }
}

/**
 * The contact's open conversation whose task is still being worked, locked, or null. Unlike
 * openContactConversation it neither closes a finished one nor opens one: a keyword text opens nothing.
 */
async function openConversationOf(
  tx: DbExecutor,
  routing: TaskRouting,
  options: { brandId: string; contactPhone: string },
): Promise<{ conversation: ConversationRow; taskSid: string; holder: TaskHolder } | null> {
  const row = await lockOpenConversationRow(tx, options);
  if (!row?.taskSid) return null;
  const holder = await routing.findTaskHolder(tx, { brandId: options.brandId, taskSid: row.taskSid });
  return isTaskOpen(holder) ? { conversation: row, taskSid: row.taskSid, holder } : null;
}
