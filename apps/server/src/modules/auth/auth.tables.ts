import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userForeignKey } from '../users/users.tables.ts';

// Tokens are stored only as SHA-256 hashes: a leaked table does not leak a usable token.

/** One-time token from sign-in, exchanged for a session cookie by session/create. */
export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    tokenHash: text('token_hash').notNull(),
    brandId: uuid('brand_id').notNull(),
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.tokenHash] }), userForeignKey(table)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').notNull(),
    brandId: uuid('brand_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The idle timeout (docs/security/sessions.md): moved forward by requests at most once a minute.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash] }),
    index('sessions_user').on(table.brandId, table.userId),
    userForeignKey(table),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').notNull(),
    brandId: uuid('brand_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.tokenHash] }), userForeignKey(table)],
);

/**
 * Fixed-window counters for sign-in and reset rate limits. Not tenant-owned: the limit applies
 * before a brand is known. Kept in the database so every server process shares them.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
