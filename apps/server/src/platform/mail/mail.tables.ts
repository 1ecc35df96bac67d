import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the server sends; without SMTP_URL this is the outbox the admin page shows. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    brandId: uuid('brand_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    index('mail_outbox_created').on(table.brandId, table.createdAt),
  ],
);
