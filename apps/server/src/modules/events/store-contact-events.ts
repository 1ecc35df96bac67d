import type { DbExecutor } from '../../platform/db/database.ts';
import { appendContactEvents, type NewContactEvent } from './append-contact-events.ts';
import { notifyEventsStored } from './events-ports.ts';
import { learnEventSchema, type SchemaObservation, TIMESTAMP_FIELD } from './learn-event-schema.ts';

/** What an event teaches the schema: its properties under (type, name), with its reserved timestamp. */
export function eventObservation(event: NewContactEvent): SchemaObservation {
  return {
    eventType: event.eventType,
    eventName: event.eventName,
    fields: { [TIMESTAMP_FIELD]: event.occurredAt.toISOString(), ...event.properties },
  };
}

/**
 * Stores events in the caller's transaction the way ingest does (docs/events.md): appends them (and
 * the latest-event summary) in one statement, learns the schema and autocomplete values from
 * `observations` in one more, then tells the modules above (journeys, events-ports.ts) in the same
 * transaction, so an entry or an ended wait commits or rolls back with its event.
 */
export async function storeContactEvents(
  tx: DbExecutor,
  options: {
    brandId: string;
    events: NewContactEvent[];
    observations: SchemaObservation[];
    receivedAt: Date;
    /** Whether known values count their occurrences (learn-event-schema.ts); true by default. */
    countValues?: boolean;
  },
): Promise<void> {
  const { brandId, events, receivedAt } = options;
  if (events.length === 0) return;
  await appendContactEvents(tx, { brandId, events, receivedAt });
  await learnEventSchema(tx, {
    brandId,
    observations: options.observations,
    seenAt: receivedAt,
    countValues: options.countValues ?? true,
  });
  // Journeys: entries through event triggers, waits for an event (events-ports.ts).
  await notifyEventsStored(tx, { brandId, events, now: receivedAt });
}
