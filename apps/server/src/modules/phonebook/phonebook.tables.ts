import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';

/**
 * The External Transfer Phonebook (spec 001 §2, spec 002 §2): outside numbers a call may be
 * transferred to. A name is unique in its brand whatever its case; the number is E.164.
 */
export const phonebookEntries = pgTable(
  'external_transfer_phonebook_entries',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('external_transfer_phonebook_name_unique').on(table.brandId, sql`lower(${table.name})`),
  ],
);
