import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/bytea.ts';
import { brands } from '../brands/brands.tables.ts';
import { userForeignKey } from '../users/users.tables.ts';

/**
 * An agent's pre-recorded voicemail drops (spec 002 §2 "My Pre-recorded Voicemail Drops"). The
 * audio is kept in the row (bytea, at most 5 MB): it is backed up, replicated and restored with the
 * database, every server process sharing the database serves it, and a restart loses nothing.
 * docs/voice-contract.md "Voicemail drops".
 */
export const voicemailDrops = pgTable(
  'voicemail_drops',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** The agent who uploaded it: only they list, drop and delete it. */
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Read from a WAV header at upload; null for other types. */
    durationMs: integer('duration_ms'),
    audio: bytea('audio').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    userForeignKey(table),
    index('voicemail_drops_by_user').on(table.brandId, table.userId),
    uniqueIndex('voicemail_drops_name_unique').on(table.brandId, table.userId, sql`lower(${table.name})`),
  ],
);
