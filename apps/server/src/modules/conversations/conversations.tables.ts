import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';

/**
 * An SMS conversation between a contact's number and one of the brand's numbers (spec 000 §7
 * conversations service). It lives as long as its task: open while the task is not finished, closed
 * when a finished task is noticed (the next text or outbound start opens a new conversation and task).
 */
export const conversations = pgTable(
  'conversations',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** `CH` + 32 hex. */
    sid: text('sid').notNull(),
    contactPhone: text('contact_phone').notNull(),
    brandPhone: text('brand_phone').notNull(),
    /** The contact's profile (spec 000 §3 profileId); the contacts module owns the contact. */
    profileId: text('profile_id'),
    /** The task that routes this conversation to an agent (routing module). */
    taskSid: text('task_sid'),
    /** How many messages it holds: the next message's position. */
    messageCount: integer('message_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    // One open conversation per contact number: concurrent first texts cannot open two.
    uniqueIndex('conversations_open_contact_unique')
      .on(table.brandId, table.contactPhone)
      .where(sql`${table.closedAt} is null`),
    index('conversations_task').on(table.brandId, table.taskSid),
  ],
);

/** spec 000 §3 "Conversation message". */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    brandId: uuid('brand_id').notNull(),
    /** `IM` + 32 hex. */
    sid: text('sid').notNull(),
    conversationSid: text('conversation_sid').notNull(),
    /** 0, 1, 2 … within the conversation: the order of the history and its paging cursor. */
    position: integer('position').notNull(),
    /** The contact's number (inbound) or the agent's email (outbound). */
    author: text('author').notNull(),
    /** Shown as attributes.name: the contact's or the agent's name. */
    authorName: text('author_name'),
    body: text('body').notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    /** 'received' for inbound; the carrier's outcome for outbound ('delivered', 'failed', …). */
    deliveryStatus: text('delivery_status').notNull(),
    carrierSid: text('carrier_sid'),
    /** The agent who sent it (outbound). */
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    uniqueIndex('conversation_messages_position_unique').on(
      table.brandId,
      table.conversationSid,
      table.position,
    ),
    foreignKey({
      columns: [table.brandId, table.conversationSid],
      foreignColumns: [conversations.brandId, conversations.sid],
    }).onDelete('cascade'),
  ],
);
