import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import type { CallView, ConferenceParticipant } from '../api/voice-types.ts';
import { VOICE_SPEC_TEXTS } from '../voice-texts.ts';
import { placesCall } from './call-task.ts';
import { callerName } from './caller-name.ts';

/**
 * issue 17 item 6: a call the agent placed (the dial pad's, or a campaign's Progressive Dial task:
 * both go through create-call) rings at the contact until they answer, when their participant joins
 * the conference. Until then no call.updated of this conference says it was answered or ended.
 */
export function ringsAtContact(
  reservation: Reservation,
  contact: ConferenceParticipant | undefined,
  legs: readonly CallView[],
): boolean {
  if (!placesCall(reservation) || contact) return false;
  return legs.every(
    (leg) => leg.answeredAt === null && (leg.status === 'queued' || leg.status === 'ringing'),
  );
}

/** Who is being rung: the contact's name and number (just the number when they have no name). */
export function ringingWho(reservation: Reservation, leg: CallView | undefined): string {
  const phone = textAttribute(reservation, 'contactPhone') ?? leg?.to;
  const name = callerName(reservation);
  if (!phone) return name;
  return name === VOICE_SPEC_TEXTS.contact
    ? formatPhoneForDisplay(phone)
    : `${name} ${formatPhoneForDisplay(phone)}`;
}
