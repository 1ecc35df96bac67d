import type { DbExecutor } from '../../platform/db/database.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { recordPlatformEvents } from '../events/record-platform-events.ts';
import type { CallRow } from './voice-store.ts';

// What the platform publishes about calls (docs/events.md "Events the platform publishes"), in the
// transaction that places or ends the call. Calls keep the contact's number, not the contact: the
// contact is the number's owner (the task's profile first), found when the event is published.

/** The contact's number on its own leg: the caller of an inbound call, the callee of an outbound one. */
function contactNumber(call: CallRow): string {
  return call.direction === 'inbound' ? call.fromNumber : call.toNumber;
}

async function contactIdOf(tx: DbExecutor, call: CallRow, profileId: string | null): Promise<string | null> {
  const found = await findContactByPhone(tx, {
    brandId: call.brandId,
    phone: contactNumber(call),
    profileId,
  });
  return found?.id ?? null;
}

/** `call.placed`: an outbound call to the contact was started (the carrier rings it, or refused it at once). */
export async function publishCallPlaced(
  tx: DbExecutor,
  options: { call: CallRow; profileId: string | null; userId: string | null; now: Date },
): Promise<void> {
  const { call } = options;
  const contactId = await contactIdOf(tx, call, options.profileId);
  if (!contactId) return;
  await recordPlatformEvents(tx, {
    brandId: call.brandId,
    now: options.now,
    events: [
      {
        contactId,
        name: 'call.placed',
        properties: {
          callSid: call.sid,
          direction: call.direction,
          from: call.fromNumber,
          to: call.toNumber,
          taskSid: call.taskSid,
          userId: options.userId,
        },
      },
    ],
  });
}

/**
 * `call.completed`: the contact's leg ended, whatever became of it (`status`: completed once it
 * talked; busy, no-answer, canceled, failed otherwise), with how long it talked.
 */
export async function publishCallEnded(tx: DbExecutor, options: { call: CallRow; now: Date }): Promise<void> {
  const { call } = options;
  if (call.leg !== 'contact') return;
  const contactId = await contactIdOf(tx, call, null);
  if (!contactId) return;
  const endedAt = call.endedAt ?? options.now;
  const durationSeconds = call.answeredAt
    ? Math.max(0, Math.round((endedAt.getTime() - call.answeredAt.getTime()) / 1000))
    : 0;
  await recordPlatformEvents(tx, {
    brandId: call.brandId,
    now: options.now,
    events: [
      {
        contactId,
        name: 'call.completed',
        properties: {
          callSid: call.sid,
          direction: call.direction,
          status: call.status,
          durationSeconds,
          from: call.fromNumber,
          to: call.toNumber,
          taskSid: call.taskSid,
          ...(call.failureReason ? { failureReason: call.failureReason } : {}),
          ...(call.answeredBy ? { answeredBy: call.answeredBy } : {}),
          // A campaign dialer's call no agent took within 2 s (docs/campaigns.md "Predictive").
          ...(call.abandonedAt ? { abandoned: true } : {}),
        },
      },
    ],
  });
}

/**
 * `voicemail.completed` for an agent's voicemail drop that played to its end on the contact's
 * machine (`direction: outbound`; a voicemail the contact leaves the brand is `inbound`).
 */
export async function publishVoicemailDropCompleted(
  tx: DbExecutor,
  options: { call: CallRow; now: Date },
): Promise<void> {
  const { call } = options;
  const contactId = await contactIdOf(tx, call, null);
  if (!contactId) return;
  await recordPlatformEvents(tx, {
    brandId: call.brandId,
    now: options.now,
    events: [
      {
        contactId,
        name: 'voicemail.completed',
        properties: {
          direction: 'outbound',
          callSid: call.sid,
          from: call.fromNumber,
          to: call.toNumber,
          taskSid: call.taskSid,
        },
      },
    ],
  });
}
