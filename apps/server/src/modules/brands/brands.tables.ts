import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// A brand is the tenant. Its own row is keyed by id; every other tenant-owned row carries brand_id
// and has brand_id in its primary and unique keys (DESIGN.md §2).
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    accountSid: text('account_sid').notNull(),
    defaultFromNumber: text('default_from_number'),
    businessHours: jsonb('business_hours').notNull().default(sql`'{}'::jsonb`),
    messagingConfig: jsonb('messaging_config').notNull().default(sql`'{}'::jsonb`),
    adminSettings: jsonb('admin_settings').notNull().default(sql`'{}'::jsonb`),
    brandSettings: jsonb('brand_settings').notNull().default(sql`'{}'::jsonb`),
    reassignReasons: jsonb('reassign_reasons').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('brands_slug_unique').on(table.slug)],
);

// spec 000 §3 Brand.availableStatuses: name, available, activitySid; ordered as the admin lists them.
export const agentStatuses = pgTable(
  'agent_statuses',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    available: boolean('available').notNull(),
    activitySid: text('activity_sid').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('agent_statuses_name_unique').on(table.brandId, table.name),
  ],
);
