import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The realtime event log (DESIGN.md §3): every published event is stored once, so a reconnecting
// browser can replay what it missed (Last-Event-ID) and other server processes can read it.
//
// Tenancy: unlike other tenant rows, the primary key is the global id alone. The id is the SSE event
// id and the one ordering key every process reads by (`id > cursor`), so it must be global; brand_id
// leads the index that replay and per-brand reads use. No foreign key to brands: rows live ~10 minutes
// and a foreign-key check would lock the brand row on every publish.
export const streamEvents = pgTable(
  'stream_events',
  {
    // mode 'number' is exact up to 2^53, far beyond any id this log will reach.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id').notNull(),
    // Set for agent-private events: only this user's streams receive them.
    userId: uuid('user_id'),
    name: text('name').notNull(),
    data: jsonb('data').notNull().default(sql`'null'::jsonb`),
    // The server process that published it, so the PostgreSQL bus skips its own rows when it reads
    // what other processes published (it already delivered them locally).
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stream_events_brand_id_idx').on(table.brandId, table.id),
    // The cleanup deletes by age.
    index('stream_events_created_at_idx').on(table.createdAt),
  ],
);
