import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../platform/db/database.ts';
import { ContactMatcher } from '../contacts/contact-matcher.ts';
import { applyContactPatch, newContactState } from '../contacts/contact-state.ts';
import { newProfileId } from '../contacts/import-contacts.ts';
import { loadContactsForKeys } from '../contacts/resolve-contacts.ts';
import { saveContactStates } from '../contacts/save-contacts.ts';
import { appendContactEvents, type NewContactEvent } from './append-contact-events.ts';
import { notifyEventsStored } from './events-ports.ts';
import type { IngestCall } from './ingest-input.ts';
import {
  ATTRIBUTES_EVENT_NAME,
  ATTRIBUTES_EVENT_TYPE,
  learnEventSchema,
  type SchemaObservation,
  TIMESTAMP_FIELD,
} from './learn-event-schema.ts';
import { timeOrderedId } from './time-ordered-id.ts';

/** What became of each call, in order. */
export type IngestResult = { profileId: string; created: boolean };

function observationOf(call: IngestCall): SchemaObservation {
  if (call.eventType === 'identify')
    return {
      eventType: ATTRIBUTES_EVENT_TYPE,
      eventName: ATTRIBUTES_EVENT_NAME,
      fields: call.attributes ?? {},
    };
  return {
    eventType: call.eventType,
    eventName: call.eventName,
    fields: { [TIMESTAMP_FIELD]: call.occurredAt.toISOString(), ...call.properties },
  };
}

/**
 * Writes checked calls in ONE transaction (docs/events.md): for each call, in order, finds its
 * contact (profile id, else external id, else phone, else email), creates it when none matches,
 * applies an identify call's traits with the spec 000 §3 merge rules, appends the event; then learns
 * the event schema. Either everything is written or nothing.
 */
export async function ingestCalls(
  db: DbExecutor,
  options: { brandId: string; calls: IngestCall[]; receivedAt?: Date },
): Promise<IngestResult[]> {
  const { brandId, calls } = options;
  const receivedAt = options.receivedAt ?? new Date();
  return db.transaction(async (tx) => {
    const { states, aliases } = await loadContactsForKeys(tx, {
      brandId,
      keys: calls.map((call) => call.keys),
    });
    const matcher = new ContactMatcher(states, aliases);
    const results: IngestResult[] = [];
    const events: NewContactEvent[] = [];
    for (const call of calls) {
      let contact = matcher.find(call.keys);
      const created = contact === null;
      if (!contact) {
        contact = newContactState({
          id: randomUUID(),
          profileId: call.keys.profileId ?? newProfileId(),
          now: receivedAt,
        });
        applyContactPatch(contact, call.creation);
        matcher.add(contact);
      }
      if (call.patch) {
        applyContactPatch(contact, call.patch);
        matcher.add(contact); // new phones, emails or external id find it for the next calls
      }
      events.push({
        // Time-ordered ids (UUIDv7): the events' primary key grows at its right edge instead of
        // touching a random page of a large index for every event.
        id: timeOrderedId(),
        contactId: contact.id,
        eventType: call.eventType,
        eventName: call.eventName,
        properties: call.properties,
        occurredAt: call.occurredAt,
      });
      results.push({ profileId: contact.profileId, created });
    }
    await saveContactStates(tx, { brandId, states: matcher.changed(), now: receivedAt });
    await appendContactEvents(tx, { brandId, events, receivedAt });
    await learnEventSchema(tx, { brandId, observations: calls.map(observationOf), seenAt: receivedAt });
    // Journeys: entries through event triggers, waits for an event (events-ports.ts).
    await notifyEventsStored(tx, { brandId, events, now: receivedAt });
    return results;
  });
}
