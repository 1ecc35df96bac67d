import type { DbExecutor } from '../../platform/db/database.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { findContactIdByProfileId } from '../contacts/find-contact-by-profile-id.ts';
import { recordPlatformEvents } from '../events/record-platform-events.ts';
import type { ConversationRow } from './conversation-store.ts';

/** The conversation's contact: its profile (a merged-away one finds the survivor), else its number's owner. */
async function conversationContactId(tx: DbExecutor, conversation: ConversationRow): Promise<string | null> {
  const { brandId } = conversation;
  const byProfile = conversation.profileId
    ? await findContactIdByProfileId(tx, { brandId, profileId: conversation.profileId })
    : null;
  if (byProfile) return byProfile;
  return (await findContactByPhone(tx, { brandId, phone: conversation.contactPhone }))?.id ?? null;
}

/**
 * An agent's text of a conversation, published in the sending transaction (docs/events.md "Events the
 * platform publishes"): `sms.sent` when the carrier took it, `sms.failed` when it refused it.
 */
export async function publishOutboundSms(
  tx: DbExecutor,
  options: {
    conversation: ConversationRow;
    messageSid: string;
    body: string;
    deliveryStatus: string;
    userId: string;
    now: Date;
  },
): Promise<void> {
  const { conversation } = options;
  const contactId = await conversationContactId(tx, conversation);
  if (!contactId) return; // the contact was deleted: nobody to publish it for
  const failed = options.deliveryStatus !== 'delivered';
  await recordPlatformEvents(tx, {
    brandId: conversation.brandId,
    now: options.now,
    events: [
      {
        contactId,
        name: failed ? 'sms.failed' : 'sms.sent',
        properties: {
          from: conversation.brandPhone,
          to: conversation.contactPhone,
          body: options.body,
          conversationSid: conversation.sid,
          messageSid: options.messageSid,
          deliveryStatus: options.deliveryStatus,
          userId: options.userId,
        },
      },
    ],
  });
}
