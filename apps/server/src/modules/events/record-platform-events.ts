import type { PresetEventName } from '@parley/core/journeys/preset-events';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { NewContactEvent } from './append-contact-events.ts';
import { storedProperties } from './field-types.ts';
import type { SchemaObservation } from './learn-event-schema.ts';
import { eventObservation, storeContactEvents } from './store-contact-events.ts';
import { timeOrderedId } from './time-ordered-id.ts';

/** The event type of what the platform publishes (docs/conditions-contract.md: parleyVoiceEvent conditions). */
export const PLATFORM_EVENT_TYPE = 'parley_voice_event';

/** Something that happened to a contact on the platform (docs/events.md "Events the platform publishes"). */
export type PlatformEvent = {
  contactId: string;
  name: PresetEventName;
  /** Stored as sent (accepted date strings as ISO UTC, as ingest stores them). */
  properties: Record<string, unknown>;
  /** When it happened; `now` by default. */
  occurredAt?: Date;
};

/**
 * Properties whose values the autocomplete does not learn: ids (one new value per event, useless to
 * pick from), free text, and the contact's number or address (one new value per contact; each new
 * value also bumps its field's count, a row every new contact's text would wait on). Their names and
 * types are learned, so filters can still use them.
 */
const UNLEARNED_VALUES: ReadonlySet<string> = new Set([
  'from',
  'to',
  'body',
  'transcript',
  'subject',
  'conversationSid',
  'messageSid',
  'messageId',
  'threadId',
  'taskSid',
  'callSid',
  'userId',
  'journeyId',
  'journeyNodeId',
]);

/** What a platform event teaches the event schema (its values but those of UNLEARNED_VALUES). */
export function platformEventObservation(event: NewContactEvent): SchemaObservation {
  return { ...eventObservation(event), unlearnedValues: UNLEARNED_VALUES };
}

/** The stored form of a platform event (ingest appends these beside the calls' own events). */
export function platformContactEvent(event: PlatformEvent, now: Date): NewContactEvent {
  return {
    id: timeOrderedId(),
    contactId: event.contactId,
    eventType: PLATFORM_EVENT_TYPE,
    eventName: event.name,
    properties: storedProperties(event.properties),
    occurredAt: event.occurredAt ?? now,
  };
}

/**
 * Publishes platform events (spec 002 §3 preset names) in the CALLER's transaction, where the thing
 * happened, so they commit or roll back with it: stored and learned as ingest stores its calls
 * (store-contact-events.ts: one statement for the events, one for the schema, which learns new values
 * but does not count known ones), and journeys hear of them in the same transaction (parleyVoiceEvent
 * triggers, waits for an event, exit goals). Callers gather what one transaction publishes into one
 * call. Nothing to publish costs nothing.
 */
export async function recordPlatformEvents(
  tx: DbExecutor,
  options: { brandId: string; events: PlatformEvent[]; now: Date },
): Promise<void> {
  if (options.events.length === 0) return;
  const events = options.events.map((event) => platformContactEvent(event, options.now));
  await storeContactEvents(tx, {
    brandId: options.brandId,
    events,
    observations: events.map(platformEventObservation),
    receivedAt: options.now,
    // Published one transaction at a time on hot paths: known values are not counted, so no text
    // waits on another's commit (learn-event-schema.ts).
    countValues: false,
  });
}
