// The email bench's view of the event bus: the app's bus, with every `reservation.created` this
// process publishes seen the moment the bus has stored and delivered it (as bench/routing does).
import type { ReservationView } from '../../apps/server/src/modules/routing/reservations/reservation-view.ts';
import type { EventBus, StreamEvent } from '../../apps/server/src/platform/realtime/event-bus.ts';
import type { Offer } from '../routing/protocol.ts';

export type SeenOffer = Offer & {
  /** The task's `messageId` attribute: the mail that created it (ingest-inbound-email.ts). */
  messageId: string;
};

/** `bus` with `onOffer` called for each reservation.created it delivers. */
export function watchOffers(bus: EventBus, onOffer: (offer: SeenOffer) => void): EventBus {
  const observe = (event: StreamEvent) => {
    if (event.name !== 'reservation.created' || !event.userId) return;
    // The routing module publishes its ReservationView as this event's data.
    const reservation = event.data as ReservationView;
    onOffer({
      userId: event.userId,
      taskSid: reservation.taskSid,
      reservationSid: reservation.sid,
      messageId: String(reservation.attributes.messageId),
    });
  };
  return {
    ...bus,
    async publish(input) {
      const event = await bus.publish(input);
      observe(event);
      return event;
    },
    async publishMany(inputs) {
      const events = await bus.publishMany(inputs);
      for (const event of events) observe(event);
      return events;
    },
    async publishWithChange(change, inputs, run) {
      const result = await bus.publishWithChange(change, inputs, run);
      for (const event of result.events) observe(event);
      return result;
    },
    async storeWithChanges(ctes, inputs, run) {
      const result = await bus.storeWithChanges(ctes, inputs, run);
      return {
        ...result,
        deliver: () => {
          result.deliver();
          for (const event of result.events) observe(event);
        },
      };
    },
  };
}
