import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';
import { contacts } from '../contacts/contacts.tables.ts';

// Stored events and what ingestion learns from them (docs/conditions-contract.md "Stored events",
// docs/events.md). Append-only: rows are never updated, except when two contacts are merged.
export const contactEvents = pgTable(
  'contact_events',
  {
    brandId: uuid('brand_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    contactId: uuid('contact_id').notNull(),
    /** 'track', 'identify' or 'parley_voice_event'. */
    eventType: text('event_type').notNull(),
    /** The track call's event; 'identify' for identify calls. */
    eventName: text('event_name').notNull(),
    properties: jsonb('properties').notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    // The condition builder: a contact's events of one type and name, in a time window; with the
    // type in the key, did / never did, counts and windows over one event name read the index only.
    index('contact_events_name_type_contact_time').on(
      table.brandId,
      table.eventName,
      table.eventType,
      table.contactId,
      table.occurredAt,
    ),
    // The activity feed: a contact's events, newest first.
    index('contact_events_contact_time').on(table.brandId, table.contactId, table.occurredAt.desc()),
    // The recent-activity feed (docs/recent-activity.md): the brand's events, newest first, keyset-paged,
    // read backwards. Ascending on purpose: drizzle writes `.desc()` as DESC NULLS LAST, which an
    // ORDER BY … DESC (NULLS FIRST) cannot read in order, so the planner would sort the whole window.
    index('contact_events_brand_time').on(table.brandId, table.occurredAt, table.id),
    foreignKey({
      columns: [table.brandId, table.contactId],
      foreignColumns: [contacts.brandId, contacts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Each contact's latest event of each type and name, kept by ingestion in the statement that appends
 * the events (docs/conditions-sql.md "The latest-event summary"): lastEventOnly conditions and
 * did / never did read it instead of every event of the name. `latest_count` is how many events share
 * the latest millisecond (the evaluator keeps ties); `properties` are one of those events' properties,
 * so the compiler reads them only where latest_count = 1 and reads the events otherwise.
 * Migration 0010 gives it fillfactor 80 (drizzle cannot say so here): room on each page keeps the
 * per-event updates HOT (docs/events.md "Throughput").
 */
export const contactEventLatest = pgTable(
  'contact_event_latest',
  {
    brandId: uuid('brand_id').notNull(),
    eventType: text('event_type').notNull(),
    eventName: text('event_name').notNull(),
    contactId: uuid('contact_id').notNull(),
    latestAt: timestamp('latest_at', { withTimezone: true }).notNull(),
    latestCount: integer('latest_count').notNull(),
    properties: jsonb('properties').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.eventName, table.eventType, table.contactId] }),
    // The few contacts whose latest events tie: the compiler reads their events.
    index('contact_event_latest_ties')
      .on(table.brandId, table.eventName, table.eventType, table.contactId)
      .where(sql`latest_count > 1`),
    foreignKey({
      columns: [table.brandId, table.contactId],
      foreignColumns: [contacts.brandId, contacts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Each event's fields as ingestion observed them: the first observed type wins. `field_id` is
 * `<eventType>:<eventName>:<fieldName>` (stable), the key of the autocomplete call.
 */
export const eventSchemaFields = pgTable(
  'event_schema_fields',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    eventName: text('event_name').notNull(),
    fieldName: text('field_name').notNull(),
    /** string, number, boolean, datetime, list or object. */
    fieldType: text('field_type').notNull(),
    fieldId: text('field_id').notNull(),
    /** The brand's own label for it (issue 17 item 8), set by an admin; null: Parley's label shows. */
    label: text('label'),
    /** How many distinct values `event_field_values` holds for it (learning stops at the cap). */
    valueCount: integer('value_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.eventType, table.eventName, table.fieldName] }),
    uniqueIndex('event_schema_fields_field_id').on(table.brandId, table.fieldId),
  ],
);

/**
 * Distinct observed values of a field, for the autocomplete call: at most MAX_VALUES_PER_FIELD per
 * field, so a search scans a bounded set however many events there are. (No foreign key to
 * event_schema_fields: its field_id is a unique index, which drizzle-kit would create after the key.)
 */
export const eventFieldValues = pgTable(
  'event_field_values',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    fieldId: text('field_id').notNull(),
    value: text('value').notNull(),
    /** lower(value): the sort and search key. */
    valueKey: text('value_key').notNull(),
    /** Calls that carried this value. */
    occurrences: integer('occurrences').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.fieldId, table.value] }),
    index('event_field_values_search').on(table.brandId, table.fieldId, table.valueKey, table.value),
  ],
);

/**
 * Brand write keys for POST /api/proxy/ingest (docs/decisions/004-ingest.md, docs/write-keys.md). The
 * key names its brand (`pwk_<brand id hex>_<secret>`), so it is looked up by (brand_id, key_hash); only
 * the hash is stored, with the key's last four characters to tell keys apart in the settings list.
 */
export const ingestWriteKeys = pgTable(
  'ingest_write_keys',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** What the settings page names a key by (revoke); keys made before it got one at migration. */
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** Null for keys made before the hint was kept. */
    lastFour: text('last_four'),
    /** The admin who made it; null when made by the command line (no foreign key: users are never deleted). */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last accepted ingest call, written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.keyHash] }),
    uniqueIndex('ingest_write_keys_brand_id_id').on(table.brandId, table.id),
  ],
);
