import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/bytea.ts';
import { brands } from '../brands/brands.tables.ts';
import { userForeignKey } from '../users/users.tables.ts';

/**
 * Recordings of calls, uploaded by the agent's browser (which records the call's mix: the server
 * never sees the media). The audio is kept in the row (bytea, at most CALL_RECORDING_MAX_BYTES), as
 * voicemail drops are: backed up and restored with the database, served by every process.
 * docs/voice-contract.md "Recordings".
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    conferenceSid: text('conference_sid').notNull(),
    /** The task the agent worked the call under (their participant's), else the conference's. */
    taskSid: text('task_sid'),
    /** The agent whose browser recorded it. */
    userId: uuid('user_id').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** What was recorded, pauses excluded, as the browser measured it. */
    durationMs: integer('duration_ms').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    audio: bytea('audio').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    userForeignKey(table),
    index('call_recordings_by_created').on(table.brandId, table.createdAt),
    index('call_recordings_by_task').on(table.brandId, table.taskSid, table.createdAt),
  ],
);
