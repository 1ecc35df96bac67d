import { boolean, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';

/**
 * The brand's own phone numbers (spec 001 §1 /settings/phone-numbers): what agents call and text
 * from. The number is E.164 and appears once per brand; `voice` and `sms` say what it carries.
 */
export const brandPhoneNumbers = pgTable(
  'brand_phone_numbers',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    friendlyName: text('friendly_name').notNull(),
    voice: boolean('voice').notNull().default(true),
    sms: boolean('sms').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('brand_phone_numbers_number_unique').on(table.brandId, table.phoneNumber),
  ],
);
