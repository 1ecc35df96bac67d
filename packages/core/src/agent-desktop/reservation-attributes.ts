import type { ReservationStatus } from '../common/channels.ts';
import type { Reservation } from './reservation.ts';

// Reading a reservation's attributes and status (spec 000 §3, spec 001 §3), apart from the zod
// schemas of reservation.ts: a web page that only reads reservations does not load zod with them
// (docs/web-performance.md).

/** A text attribute, trimmed; absent, empty and non-text values are undefined. */
export function textAttribute(reservation: Pick<Reservation, 'attributes'>, key: string): string | undefined {
  const value = reservation.attributes[key];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A flag attribute: true, or the text 'true' (attributes often travel as strings). */
export function flagAttribute(reservation: Pick<Reservation, 'attributes'>, key: string): boolean {
  const value = reservation.attributes[key];
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** The task this one was transferred from: `originalTaskSid`, or the spec's `original_task_sid`. */
export function originalTaskSidOf(reservation: Pick<Reservation, 'attributes'>): string | undefined {
  return textAttribute(reservation, 'originalTaskSid') ?? textAttribute(reservation, 'original_task_sid');
}

export function conversationSidOf(reservation: Pick<Reservation, 'attributes'>): string | undefined {
  return textAttribute(reservation, 'conversationSid');
}

export type TaskDirection = 'inbound' | 'outbound';

export function directionOf(reservation: Pick<Reservation, 'attributes'>): TaskDirection | undefined {
  const direction = textAttribute(reservation, 'direction')?.toLowerCase();
  return direction === 'inbound' || direction === 'outbound' ? direction : undefined;
}

/** Reservation statuses in the order they happen; ended ones share the last rank. */
const STATUS_RANK: Record<ReservationStatus, number> = {
  pending: 0,
  accepted: 1,
  wrapping: 2,
  completed: 3,
  rejected: 3,
  timeout: 3,
  rescinded: 3,
  canceled: 3,
};

/** How far a reservation has gone: a reservation never goes back, so a lower rank is stale news. */
export function reservationStatusRank(status: ReservationStatus): number {
  return STATUS_RANK[status];
}
