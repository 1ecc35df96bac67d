import { and, desc, eq, gte, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { contactEvents } from './events.tables.ts';

/** A stored event of any of the brand's contacts, as the recent-activity feed reads it. */
export type RecentContactEvent = {
  id: string;
  contactId: string;
  eventType: string;
  eventName: string;
  properties: Record<string, unknown>;
  occurredAt: Date;
};

/**
 * Which events, in the events module's own terms: the caller (modules/activity) turns its channels
 * into these. Each part narrows; `kinds` is an OR of kinds, a kind an AND of its parts.
 */
export type RecentEventKind = {
  eventType?: string;
  otherThanEventType?: string;
  /** Names starting with one of these (`sms.`, `call.`…). */
  namePrefixes?: readonly string[];
  /** Names starting with none of these. */
  withoutNamePrefixes?: readonly string[];
  /** The properties hold this key (`journeyId`, `campaignId`). */
  withProperty?: string;
  /** The properties hold none of these keys. */
  withoutProperties?: readonly string[];
};

export type RecentContactEventsQuery = {
  brandId: string;
  /** Events at or after this moment (the lookback window) and at or before `until`. */
  since: Date;
  until: Date;
  contactId?: string;
  /** The agent an event names (`properties.userId`: an agent's text, call, task). */
  userId?: string;
  eventName?: string;
  /** Left out whatever else matches (identify calls are not activity). */
  excludeEventTypes?: readonly string[];
  kinds?: readonly RecentEventKind[];
  /** Keyset: strictly older than this (occurredAt, id). */
  before?: { occurredAt: Date; id: string };
  limit: number;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function startsWith(prefix: string): SQL {
  return sql`(${contactEvents.eventName} like ${`${escapeLike(prefix)}%`})`;
}

function kindCondition(kind: RecentEventKind): SQL {
  const parts: SQL[] = [sql`true`];
  if (kind.eventType) parts.push(eq(contactEvents.eventType, kind.eventType));
  if (kind.otherThanEventType) parts.push(ne(contactEvents.eventType, kind.otherThanEventType));
  if (kind.namePrefixes?.length) {
    const prefixes = kind.namePrefixes.map(startsWith);
    parts.push(sql`(${sql.join(prefixes, sql` or `)})`);
  }
  for (const prefix of kind.withoutNamePrefixes ?? []) parts.push(sql`not ${startsWith(prefix)}`);
  if (kind.withProperty) parts.push(sql`${contactEvents.properties} ? ${kind.withProperty}`);
  for (const key of kind.withoutProperties ?? []) parts.push(sql`not (${contactEvents.properties} ? ${key})`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The brand's contact events in a time window, newest first (occurredAt, then id, both descending),
 * `limit` of them after the keyset `before`. Read by the recent-activity feed (docs/recent-activity.md):
 * index `contact_events_brand_time` serves the brand-wide page, `contact_events_contact_time` one
 * contact's. Rows never leave the module: this maps them.
 */
export async function listRecentContactEvents(
  db: DbExecutor,
  query: RecentContactEventsQuery,
): Promise<RecentContactEvent[]> {
  const conditions: (SQL | undefined)[] = [
    eq(contactEvents.brandId, query.brandId),
    gte(contactEvents.occurredAt, query.since),
    lte(contactEvents.occurredAt, query.until),
  ];
  if (query.contactId) conditions.push(eq(contactEvents.contactId, query.contactId));
  if (query.userId) conditions.push(sql`${contactEvents.properties} ->> 'userId' = ${query.userId}`);
  if (query.eventName) conditions.push(eq(contactEvents.eventName, query.eventName));
  for (const eventType of query.excludeEventTypes ?? [])
    conditions.push(ne(contactEvents.eventType, eventType));
  if (query.kinds) conditions.push(query.kinds.length ? or(...query.kinds.map(kindCondition)) : sql`false`);
  if (query.before)
    conditions.push(
      sql`(${contactEvents.occurredAt}, ${contactEvents.id}) < (${query.before.occurredAt.toISOString()}::timestamptz, ${query.before.id}::uuid)`,
    );
  const rows = await db
    .select({
      id: contactEvents.id,
      contactId: contactEvents.contactId,
      eventType: contactEvents.eventType,
      eventName: contactEvents.eventName,
      properties: contactEvents.properties,
      occurredAt: contactEvents.occurredAt,
    })
    .from(contactEvents)
    .where(and(...conditions))
    .orderBy(desc(contactEvents.occurredAt), desc(contactEvents.id))
    .limit(query.limit);
  return rows.map((row) => ({
    ...row,
    // JSONB objects: ingestion and the platform store objects only.
    properties: row.properties as Record<string, unknown>,
  }));
}
