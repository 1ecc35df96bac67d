import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from '../../modules/brands/brands.tables.ts';

/**
 * The simulator carrier's log: every text it carried, both ways, as the contact's phone would show
 * it. The Contact Simulator reads it to show what the brand sent back (docs/simulator.md).
 */
export const simulatorSms = pgTable(
  'simulator_sms',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    sid: text('sid').notNull(),
    // Orders a number's texts exactly, even two written in the same millisecond.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    /** The contact's side of the text (from for inbound, to for outbound), E.164. */
    contactPhone: text('contact_phone').notNull(),
    body: text('body').notNull(),
    /** A picture or file sent with the text (MMS), by address; null for a plain text. */
    mediaUrl: text('media_url'),
    /** 'received' for inbound; the outcome of the number rules for outbound. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    index('simulator_sms_contact_phone').on(table.brandId, table.contactPhone, table.seq),
  ],
);
