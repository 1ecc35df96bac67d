import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';

/**
 * The Agent Desktop settings lists (spec 002 §2): dispositions, tags and cancellation reasons. One
 * table, `kind` telling them apart: they are the same ordered list of names. Task preferences live
 * in Brand.adminSettings (brands module) under `taskPreferences`.
 */
export const agentDesktopListItems = pgTable(
  'agent_desktop_list_items',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('agent_desktop_list_items_name_unique').on(table.brandId, table.kind, table.name),
  ],
);
