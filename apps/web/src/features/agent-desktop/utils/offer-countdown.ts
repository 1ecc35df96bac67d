import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { formatStatusDuration } from '@parley/core/agent-desktop/status-timer';

/**
 * The time left to answer an offer: until its reservation's `timeoutAt` (the queue's
 * `reservationTimeoutSeconds`, set by the routing engine), or null when the reservation is not
 * offered or has no timeout. The browser's clock may differ from the server's: the time left is
 * never more than the whole offer (`timeoutAt` − `createdDate`, both the server's), nor below 0.
 */
export function offerRemainingMs(reservation: Reservation, now: number): number | null {
  if (reservation.status !== 'pending' || !reservation.timeoutAt) return null;
  const timeoutAt = Date.parse(reservation.timeoutAt);
  if (Number.isNaN(timeoutAt)) return null;
  const offeredAt = Date.parse(reservation.createdDate);
  const whole = Number.isNaN(offeredAt) ? Number.POSITIVE_INFINITY : timeoutAt - offeredAt;
  return Math.max(0, Math.min(timeoutAt - now, whole));
}

/** `m:ss`, rounded up: "0:01" until the last millisecond, "0:00" only once the time is up. */
export function formatOfferCountdown(remainingMs: number): string {
  return formatStatusDuration(Math.ceil(Math.max(0, remainingMs) / 1000) * 1000);
}
