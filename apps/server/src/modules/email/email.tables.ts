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
import { bytea } from '../../platform/db/bytea.ts';
import { brands } from '../brands/brands.tables.ts';

/**
 * A mailbox Parley reads and sends from (docs/email.md "Words"): the brand's shared ones (routed to
 * `queueSid`) and agents' own (`userId`). `settings` holds what is not secret (IMAP/SMTP hosts and
 * ports, the user name); `secret` the encrypted credentials (platform/secret-box.ts); `cursor` where
 * reading stopped (MailboxCursor).
 */
export const emailMailboxes = pgTable(
  'email_mailboxes',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** Lower-case. */
    address: text('address').notNull(),
    displayName: text('display_name'),
    provider: text('provider', { enum: ['SIMULATOR', 'IMAP', 'GMAIL', 'OUTLOOK'] }).notNull(),
    /** The agent whose own mailbox it is; null for a brand mailbox. */
    userId: uuid('user_id'),
    /** Where a brand mailbox's new threads are routed (null: the brand's routing rules decide). */
    queueSid: text('queue_sid'),
    authorizationStatus: text('authorization_status', { enum: ['CONNECTED', 'DISCONNECTED', 'SIGNED_OUT'] })
      .notNull()
      .default('CONNECTED'),
    signatureHtml: text('signature_html'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    secret: text('secret'),
    cursor: jsonb('cursor').$type<Record<string, unknown>>(),
    lastError: text('last_error'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('email_mailboxes_address_unique').on(table.brandId, table.address),
    index('email_mailboxes_user').on(table.brandId, table.userId),
  ],
);

/** The messages of one exchange with a contact through one mailbox (`rvThreadId`). */
export const emailThreads = pgTable(
  'email_threads',
  {
    brandId: uuid('brand_id').notNull(),
    /** `ET` + 32 hex. */
    id: text('id').notNull(),
    mailboxId: uuid('mailbox_id').notNull(),
    subject: text('subject').notNull(),
    contactEmail: text('contact_email').notNull(),
    profileId: text('profile_id'),
    /** The thread's latest task (routing module): open while it is worked. */
    taskSid: text('task_sid'),
    /** The agent who held the latest task: a reply after it ends is offered to them first. */
    lastUserId: uuid('last_user_id'),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    foreignKey({
      name: 'email_threads_mailbox_fk',
      columns: [table.brandId, table.mailboxId],
      foreignColumns: [emailMailboxes.brandId, emailMailboxes.id],
    }).onDelete('cascade'),
    index('email_threads_task').on(table.brandId, table.taskSid),
  ],
);

/**
 * One mail (`rvEmailMessageId`): received, or written by an agent (draft → pending → sent; back to
 * draft with `error` when the transport refuses it). `messageId` is the RFC 5322 Message-ID with its
 * angle brackets, fixed when the row is written so a resend carries the same one.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    brandId: uuid('brand_id').notNull(),
    /** `EM` + 32 hex. */
    id: text('id').notNull(),
    threadId: text('thread_id').notNull(),
    mailboxId: uuid('mailbox_id').notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    status: text('status', { enum: ['received', 'draft', 'pending', 'sent'] }).notNull(),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull().default(''),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    toAddresses: text('to_addresses').array().notNull().default(sql`'{}'::text[]`),
    ccAddresses: text('cc_addresses').array().notNull().default(sql`'{}'::text[]`),
    bccAddresses: text('bcc_addresses').array().notNull().default(sql`'{}'::text[]`),
    html: text('html'),
    text: text('text'),
    snippet: text('snippet').notNull().default(''),
    /** The agent who wrote it (outbound). */
    userId: uuid('user_id'),
    /** The task it was written in or arrived for. */
    taskSid: text('task_sid'),
    /** The message it answers or forwards (outbound). */
    parentId: text('parent_id'),
    isForwarding: integer('is_forwarding').notNull().default(0),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Set while a process sends it: a pending message claimed long ago was interrupted. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    foreignKey({
      name: 'email_messages_thread_fk',
      columns: [table.brandId, table.threadId],
      foreignColumns: [emailThreads.brandId, emailThreads.id],
    }).onDelete('cascade'),
    // The same mail fetched twice is stored once; threading looks messages up by it.
    uniqueIndex('email_messages_message_id_unique').on(table.brandId, table.mailboxId, table.messageId),
    index('email_messages_message_id').on(table.brandId, table.messageId),
    index('email_messages_thread').on(table.brandId, table.threadId, table.createdAt),
    // The outbox: messages being sent (the worker takes the interrupted ones).
    index('email_messages_pending').on(table.claimedAt).where(sql`${table.status} = 'pending'`),
    // One draft per agent and task.
    uniqueIndex('email_messages_draft_unique')
      .on(table.brandId, table.taskSid, table.userId)
      .where(sql`${table.status} = 'draft'`),
  ],
);

/** A message's attachment, kept in the row like voicemail drops (backed up and restored with the data). */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    brandId: uuid('brand_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    messageId: text('message_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** An inline part's Content-ID (without brackets): `cid:` images in the HTML point to it. */
    contentId: text('content_id'),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    foreignKey({
      name: 'email_attachments_message_fk',
      columns: [table.brandId, table.messageId],
      foreignColumns: [emailMessages.brandId, emailMessages.id],
    }).onDelete('cascade'),
    index('email_attachments_message').on(table.brandId, table.messageId),
  ],
);

/**
 * The Contact Simulator's side of email: every mail the brand sent through a simulator mailbox, as
 * the contact's mail client would hold it (the raw message), read by the Contact Simulator page.
 */
export const simulatorEmails = pgTable(
  'simulator_emails',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    messageId: text('message_id').notNull(),
    fromAddress: text('from_address').notNull(),
    recipients: text('recipients').array().notNull(),
    raw: bytea('raw').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('simulator_emails_message_id_unique').on(table.brandId, table.messageId),
    index('simulator_emails_recipients').using('gin', table.recipients),
  ],
);
