import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../platform/db/database.ts';
import { ContactMatcher } from '../contacts/contact-matcher.ts';
import { applyContactPatch, newContactState } from '../contacts/contact-state.ts';
import {
  type ContactSubscriptions,
  contactSubscriptions,
  NO_SUBSCRIPTIONS,
  subscriptionChanges,
} from '../contacts/contact-subscriptions.ts';
import { newProfileId } from '../contacts/import-contacts.ts';
import { loadContactsForKeys } from '../contacts/resolve-contacts.ts';
import { saveContactStates } from '../contacts/save-contacts.ts';
import type { NewContactEvent } from './append-contact-events.ts';
import type { IngestCall } from './ingest-input.ts';
import {
  ATTRIBUTES_EVENT_NAME,
  ATTRIBUTES_EVENT_TYPE,
  type SchemaObservation,
  TIMESTAMP_FIELD,
} from './learn-event-schema.ts';
import {
  type PlatformEvent,
  platformContactEvent,
  platformEventObservation,
} from './record-platform-events.ts';
import { storeContactEvents } from './store-contact-events.ts';
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
 * What the platform publishes about a call's contact (docs/events.md "Events the platform publishes"):
 * `contact.created` when the call created it, `contact.subscribed` / `contact.unsubscribed` per
 * channel whose opt-in the call changed.
 */
function contactEventsOf(
  contactId: string,
  created: boolean,
  before: ContactSubscriptions,
  after: ContactSubscriptions,
): PlatformEvent[] {
  const events: PlatformEvent[] = created
    ? [{ contactId, name: 'contact.created', properties: { source: 'ingest' } }]
    : [];
  for (const change of subscriptionChanges(before, after))
    events.push({
      contactId,
      name: change.subscribed ? 'contact.subscribed' : 'contact.unsubscribed',
      properties: { channel: change.channel, source: 'ingest' },
    });
  return events;
}

/**
 * Writes checked calls in ONE transaction (docs/events.md): for each call, in order, finds its
 * contact (profile id, else external id, else phone, else email), creates it when none matches,
 * applies an identify call's traits with the spec 000 §3 merge rules, appends the event (and the
 * platform's contact.created / subscription events); then learns the event schema. Either everything
 * is written or nothing.
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
    const observations = calls.map(observationOf);
    for (const call of calls) {
      let contact = matcher.find(call.keys);
      const created = contact === null;
      const before = contact ? contactSubscriptions(contact) : NO_SUBSCRIPTIONS;
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
      for (const published of contactEventsOf(contact.id, created, before, contactSubscriptions(contact))) {
        const event = platformContactEvent(published, receivedAt);
        events.push(event);
        observations.push(platformEventObservation(event));
      }
      results.push({ profileId: contact.profileId, created });
    }
    await saveContactStates(tx, { brandId, states: matcher.changed(), now: receivedAt });
    await storeContactEvents(tx, { brandId, events, observations, receivedAt });
    return results;
  });
}
