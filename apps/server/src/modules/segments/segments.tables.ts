import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
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

// Segments (docs/segments.md): dynamic ones hold a condition tree (core's ConditionTree, checked on
// write and on read), static ones hold their members. created_by_id has no foreign key, as with
// saved views: deleting a user must not delete the segments others use.
export const segments = pgTable(
  'segments',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** 'dynamic' | 'static' (spec 002 §3). */
    type: text('type').notNull(),
    /** The ConditionTree of a dynamic segment; null for a static one. */
    conditions: jsonb('conditions'),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    // Names are unique per brand ignoring case (core's sameSegmentName); the use-cases say which.
    uniqueIndex('segments_name_unique').on(table.brandId, sql`lower(${table.name})`),
  ],
);

/** The contacts of a static segment. A deleted contact or segment takes its rows with it. */
export const segmentMembers = pgTable(
  'segment_members',
  {
    brandId: uuid('brand_id').notNull(),
    segmentId: uuid('segment_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.segmentId, table.contactId] }),
    index('segment_members_contact').on(table.brandId, table.contactId),
    foreignKey({
      columns: [table.brandId, table.segmentId],
      foreignColumns: [segments.brandId, segments.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.brandId, table.contactId],
      foreignColumns: [contacts.brandId, contacts.id],
    }).onDelete('cascade'),
  ],
);
