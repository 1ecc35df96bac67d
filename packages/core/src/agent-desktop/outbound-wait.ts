// spec 001 §4: "Outbound manual call or SMS creation makes the UI wait for the matching reservation
// and ignore other incoming ones. The wait is abandoned when a threshold elapses (the threshold
// value is not shown), and auto-accept then resumes."
import { DIAL_PAD_ACCEPT_TIMEOUT_MS } from './limits.ts';
import type { Reservation } from './reservation.ts';
import { directionOf, textAttribute } from './reservation-attributes.ts';

/**
 * Parley's threshold: 15 s, the spec's own limit for the same wait from the dial pad ("Task failed
 * to be accepted." after 15,000 ms, spec 001 §8/§9). The outbound SMS task is reserved straight to
 * its creator in the same transaction, so its reservation normally arrives well within a second;
 * 15 s covers a slow server and a stream that is reconnecting, without holding other offers long.
 */
export const OUTBOUND_RESERVATION_WAIT_MS = DIAL_PAD_ACCEPT_TIMEOUT_MS;

/**
 * The desk waiting for the reservation of a task it created. `taskSid` is known once the create
 * call answers; the reservation may arrive before that answer, so until then any outbound
 * reservation to the same contact phone matches.
 */
export type OutboundWait = { contactPhone: string; taskSid: string | null; startedAt: number };

/** Digits only, so '+1 (555) 010-0000' and '+15550100000' compare equal. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function matchesOutboundWait(wait: OutboundWait, reservation: Reservation): boolean {
  if (wait.taskSid !== null) return reservation.taskSid === wait.taskSid;
  const contactPhone = textAttribute(reservation, 'contactPhone');
  return (
    directionOf(reservation) === 'outbound' &&
    contactPhone !== undefined &&
    phoneDigits(contactPhone) === phoneDigits(wait.contactPhone)
  );
}

/** True while the wait holds: not yet abandoned by the threshold. */
export function isOutboundWaitActive(wait: OutboundWait | null, now: number): wait is OutboundWait {
  return wait !== null && now - wait.startedAt < OUTBOUND_RESERVATION_WAIT_MS;
}
