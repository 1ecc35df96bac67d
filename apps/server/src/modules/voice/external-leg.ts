import { callFailureMessage } from '@parley/core/common/error-catalogue';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { bumpAndSnapshot } from './change-conference.ts';
import { insertPhoneParticipant } from './participant-rows.ts';
import { calls } from './voice.tables.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { callUpdatedEvent } from './voice-events.ts';
import { newCallSid } from './voice-ids.ts';
import type { CallRow, ConferenceRow } from './voice-store.ts';

/**
 * Calls an outside number into a conference (add-participant, an external transfer), inside the
 * caller's transaction with the conference locked. Its leg rings like any call the brand places (the
 * carrier's timer kept on the call); answered at once, it joins as an `external` participant. A
 * number the carrier refuses at once is a 409 whose message is the catalogue's 'Call failed to
 * connect. …' with `details.reason`, and nothing is stored.
 */
export async function placeExternalLeg(
  tx: DbExecutor,
  deps: VoiceDeps,
  target: { contact: CallRow; conference: ConferenceRow },
  options: { brandId: string; to: string; name?: string | null; now: Date },
): Promise<{ leg: CallRow; answered: boolean; events: PublishInput[] }> {
  const { contact, conference } = target;
  const { now } = options;
  const callSid = newCallSid();
  const from = contact.direction === 'inbound' ? contact.toNumber : contact.fromNumber;
  const placed = await deps.carrier.placeCall(tx, {
    brandId: options.brandId,
    callSid,
    from,
    to: options.to,
  });
  if (placed.status === 'failed') {
    throw new AppError('conflict', callFailureMessage(placed.reason).message, {
      field: 'phoneNumber',
      details: { reason: placed.reason },
    });
  }
  const answered = placed.status === 'answered';
  const [leg] = await tx
    .insert(calls)
    .values({
      brandId: options.brandId,
      sid: callSid,
      direction: 'outbound',
      leg: 'external',
      fromNumber: from,
      toNumber: options.to,
      status: answered ? 'in-progress' : 'ringing',
      taskSid: contact.taskSid,
      conferenceSid: conference.sid,
      contactName: options.name ?? null,
      answeredAt: answered ? now : null,
      timeoutAt:
        placed.status === 'ringing' && placed.endsAfter
          ? new Date(now.getTime() + placed.endsAfter.afterMs)
          : null,
      timeoutStatus: placed.status === 'ringing' ? (placed.endsAfter?.status ?? null) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!leg) throw new Error('the call was not stored');
  if (!answered) return { leg, answered, events: [callUpdatedEvent(leg)] };
  await insertPhoneParticipant(tx, conference, leg, now);
  return { leg, answered, events: [...(await bumpAndSnapshot(tx, conference, now)), callUpdatedEvent(leg)] };
}
