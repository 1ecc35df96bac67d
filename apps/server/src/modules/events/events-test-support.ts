import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { contactEmails, contactPhones, contacts } from '../contacts/contacts.tables.ts';
import { createWriteKey } from './create-write-key.ts';
import { contactEvents, eventFieldValues, eventSchemaFields } from './events.tables.ts';
import { PLATFORM_EVENT_TYPE } from './record-platform-events.ts';

// Helpers for the events tests (imported by *.test.ts only).

export const INGEST_URL = '/api/proxy/ingest';

/** A brand write key; requests with it carry no cookie and no CSRF token, as a backend's would. */
export async function writeKeyFor(t: TestApp, brandId: string): Promise<string> {
  return (await createWriteKey(t.database.db, { brandId, name: 'test' })).key;
}

export function ingest(t: TestApp, key: string, payload: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: INGEST_URL,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** Ingests and fails the test unless it was accepted. */
export async function ingestOk(t: TestApp, key: string, payload: unknown) {
  const response = await ingest(t, key, payload);
  if (response.statusCode !== 200) throw new Error(`ingest refused: ${response.body}`);
  return response.json<{
    success: true;
    accepted: number;
    results: { profileId: string; created: boolean }[];
  }>();
}

/**
 * How many rows the brand has in each table ingestion writes. `events` are the calls' own events;
 * what the platform published beside them (contact.created, …) is `platformEvents`.
 */
export async function rowCounts(db: DbExecutor, brandId: string) {
  const countOf = async (table: typeof contacts | typeof eventSchemaFields | typeof eventFieldValues) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.brandId, brandId));
    return row?.n ?? 0;
  };
  return {
    contacts: await countOf(contacts),
    events: await eventCount(db, brandId, false),
    platformEvents: await eventCount(db, brandId, true),
    schemaFields: await countOf(eventSchemaFields),
    values: await countOf(eventFieldValues),
  };
}

async function eventCount(db: DbExecutor, brandId: string, platform: boolean): Promise<number> {
  const type = platform
    ? eq(contactEvents.eventType, PLATFORM_EVENT_TYPE)
    : ne(contactEvents.eventType, PLATFORM_EVENT_TYPE);
  const [row] = await db
    .select({ n: count() })
    .from(contactEvents)
    .where(and(eq(contactEvents.brandId, brandId), type));
  return row?.n ?? 0;
}

/** The contact with that profile id, with its phones and emails, as stored. */
export async function storedContact(db: DbExecutor, brandId: string, profileId: string) {
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.brandId, brandId), eq(contacts.profileId, profileId)));
  if (!contact) throw new Error(`no contact ${profileId}`);
  const phones = await db
    .select({
      phoneNumber: contactPhones.phoneNumber,
      label: contactPhones.label,
      isPrimary: contactPhones.isPrimary,
      optIn: contactPhones.optIn,
    })
    .from(contactPhones)
    .where(and(eq(contactPhones.brandId, brandId), eq(contactPhones.contactId, contact.id)))
    .orderBy(asc(contactPhones.phoneNumber));
  const emails = await db
    .select({
      email: contactEmails.email,
      label: contactEmails.label,
      isPrimary: contactEmails.isPrimary,
      optIn: contactEmails.optIn,
    })
    .from(contactEmails)
    .where(and(eq(contactEmails.brandId, brandId), eq(contactEmails.contactId, contact.id)))
    .orderBy(asc(contactEmails.email));
  return { ...contact, phones, emails };
}

/** A profile id as spec 000 §5 wants it (over 20 characters, letters and digits). */
export function profileIdFor(label: string): string {
  return `pr${label.replace(/[^A-Za-z0-9]/g, '')}x0000000000000000000000`.slice(0, 40);
}
