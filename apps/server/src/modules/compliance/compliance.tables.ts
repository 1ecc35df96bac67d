import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';

// Issue 14 "Compliance": the brand's outbound-contact rules (Settings › Call Restrictions and
// › Compliance), its do-not-call list, and the log of every outbound decision (docs/compliance.md).

/** One row per brand that changed a default: daily hours, limits, abandon target, safe-harbour text. */
export const complianceSettings = pgTable('compliance_settings', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** DailyWindow[] (packages/core/src/compliance/compliance-model.ts), seven entries. */
  dailyHours: jsonb('daily_hours'),
  perContactPerDay: integer('per_contact_per_day'),
  perNumberPerDay: integer('per_number_per_day'),
  /** Percent, as the settings page shows it. */
  targetAbandonRate: real('target_abandon_rate'),
  safeHarbourMessage: text('safe_harbour_message'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const complianceHolidays = pgTable(
  'compliance_holidays',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.id] })],
);

export const complianceEmergencies = pgTable(
  'compliance_emergencies',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    areaCodes: text('area_codes').array().notNull().default(sql`'{}'::text[]`),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.id] })],
);

/**
 * The brand's do-not-call list, one row per E.164 number. `source`: 'manual' (added on the page),
 * 'upload' (a CSV), 'opt_out' (the contact opted out: STOP to a text, or an agent's opt-out).
 * `channel`: 'all' blocks calls and texts; an opt-out by text is 'sms' (texts only).
 */
export const doNotCallNumbers = pgTable(
  'do_not_call_numbers',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    source: text('source').notNull(),
    channel: text('channel').notNull().default('all'),
    note: text('note'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.phoneNumber] })],
);

/**
 * Every outbound decision: placed or skipped, and why (issue 14: "why was this contact not
 * called?"). Placed calls of the contact's day are also what Daily Call Limits count.
 */
export const outboundDecisions = pgTable(
  'outbound_decisions',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'call' | 'sms' */
    channel: text('channel').notNull(),
    phoneNumber: text('phone_number').notNull(),
    profileId: text('profile_id'),
    allowed: boolean('allowed').notNull(),
    /** A SkipReason when not allowed. */
    reason: text('reason'),
    detail: text('detail').notNull(),
    /** Who asked: 'agent' (the desk), 'journey', 'campaign', 'system'. */
    source: text('source').notNull(),
    userId: uuid('user_id'),
    taskSid: text('task_sid'),
    campaignId: uuid('campaign_id'),
    /** The zones the decision judged the contact's clock in. */
    timeZones: text('time_zones').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    index('outbound_decisions_number').on(table.brandId, table.phoneNumber, table.decidedAt),
    index('outbound_decisions_profile').on(table.brandId, table.profileId, table.decidedAt),
    index('outbound_decisions_time').on(table.brandId, table.decidedAt),
  ],
);

export type OutboundDecisionRow = typeof outboundDecisions.$inferSelect;
export type DoNotCallRow = typeof doNotCallNumbers.$inferSelect;
