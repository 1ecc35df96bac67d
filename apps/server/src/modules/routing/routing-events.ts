import type { EventBus, PublishInput } from '../../platform/realtime/event-bus.ts';
import type { ReservationView, TaskUpdatedData } from './reservations/reservation-view.ts';

// The routing events of docs/routing-contract.md "Events on the stream". Use-cases collect them while
// their transaction runs and publish them after it commits, so nobody hears of a change that rolled back.

export function reservationEvent(
  name: 'reservation.created' | 'reservation.updated',
  brandId: string,
  userId: string,
  reservation: ReservationView,
): PublishInput {
  return { brandId, userId, name, data: reservation };
}

export function taskUpdatedEvent(brandId: string, data: TaskUpdatedData): PublishInput {
  return { brandId, name: 'task.updated', data };
}

/** Publishes after commit, in order, with one multi-row insert into the event log. */
export async function publishAll(bus: EventBus, events: readonly PublishInput[]): Promise<void> {
  if (events.length === 0) return;
  await bus.publishMany(events);
}
