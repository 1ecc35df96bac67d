import { randomBytes, randomUUID } from 'node:crypto';
import {
  type JourneyDefinition,
  journeyDefinitionSchema,
  journeyTriggerType,
} from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { engineRows } from '../journeys/engine/engine-sql.ts';
import { PLATFORM_EVENT_TYPE } from './record-platform-events.ts';

// Helpers for the platform events tests (imported by *.test.ts only).

export type PublishedEvent = {
  contact_id: string;
  event_name: string;
  properties: Record<string, unknown>;
};

/** The brand's platform events (parley_voice_event), oldest first, optionally one contact's. */
export async function publishedEvents(
  db: DbExecutor,
  brandId: string,
  contactId?: string,
): Promise<PublishedEvent[]> {
  return engineRows<PublishedEvent>(
    db,
    sql`select contact_id, event_name, properties from contact_events
      where brand_id = ${brandId} and event_type = ${PLATFORM_EVENT_TYPE}
        ${contactId ? sql`and contact_id = ${contactId}` : sql``}
      order by occurred_at, id`,
  );
}

/** The names of the events, in order. */
export function namesOf(events: PublishedEvent[]): string[] {
  return events.map((event) => event.event_name);
}

/** The one event of that name (the test fails when there is none or several). */
export function only(events: PublishedEvent[], name: string): PublishedEvent {
  const found = events.filter((event) => event.event_name === name);
  if (found.length !== 1) throw new Error(`${found.length} ${name} events in ${JSON.stringify(events)}`);
  const [event] = found;
  if (!event) throw new Error('unreachable');
  return event;
}

/** A journey written straight to the tables, live at version 1. */
export async function insertLiveJourney(
  db: DbExecutor,
  brandId: string,
  input: { nodes: unknown[]; edges: unknown[]; settings?: unknown },
): Promise<{ journeyId: string; definition: JourneyDefinition }> {
  const definition = journeyDefinitionSchema.parse(input);
  const journeyId = randomUUID();
  await db.execute(sql`insert into journeys (brand_id, id, friendly_id, name, state, live_version, draft, draft_changed, trigger_type)
    values (${brandId}, ${journeyId}, ${`j-${randomBytes(4).toString('hex')}`}, 'Platform events', 'live', 1,
      ${JSON.stringify(definition)}::jsonb, false, ${journeyTriggerType(definition)})`);
  await db.execute(sql`insert into journey_versions (brand_id, journey_id, version, definition)
    values (${brandId}, ${journeyId}, 1, ${JSON.stringify(definition)}::jsonb)`);
  return { journeyId, definition };
}

/** The runs of a journey: contact and state. */
export async function journeyRuns(db: DbExecutor, journeyId: string) {
  return engineRows<{ contact_id: string; state: string; trigger_event: { eventName: string } | null }>(
    db,
    sql`select contact_id, state, trigger_event from journey_runs where journey_id = ${journeyId} order by entered_at`,
  );
}

/** Polls `read` until `done` holds or the time is up (the app's job runner works in the background). */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
