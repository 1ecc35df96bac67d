import { reservationSchema, taskUpdatedEventSchema } from '../agent-desktop/reservation.ts';
import { type StreamEventCatalogue, streamEventEntries } from '../realtime/stream-event-catalogue.ts';

/**
 * Routing's events on the stream (docs/routing-contract.md "Events on the stream"): an offer made to
 * an agent or changed (to that agent only), and every task change (the whole brand).
 */
export const ROUTING_STREAM_EVENTS = {
  'reservation.created': reservationSchema,
  'reservation.updated': reservationSchema,
  'task.updated': taskUpdatedEventSchema,
} as const satisfies StreamEventCatalogue;

export const ROUTING_STREAM = streamEventEntries(ROUTING_STREAM_EVENTS);
