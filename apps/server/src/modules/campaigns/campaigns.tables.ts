import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';

// Campaigns (docs/campaigns.md "Data"): the campaigns with their audience and per-type settings, and
// the targets a started campaign works through. Settings are core's SmsCampaignSettings or
// PhoneCallCampaignSettings (checked on write with campaign-input.ts and on read); created_by /
// updated_by have no foreign key, as elsewhere: deleting a user keeps the campaigns others run.

export const campaigns = pgTable(
  'campaigns',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** Short, readable, unique per brand: "C-" and six characters (spec 001 §3 friendlyId). */
    friendlyId: text('friendly_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** core CampaignState. */
    state: text('state').notNull().default('draft'),
    /** Why the state or the dialing mode changed by itself (shown on the campaign page); null: nothing to say. */
    stateNote: text('state_note'),
    /** core CampaignMessageType: 'sms' | 'phoneCall'. */
    messageType: text('message_type').notNull(),
    /** core CampaignType. */
    type: text('type').notNull().default('oneTime'),
    conversionEvent: text('conversion_event'),
    bypassOptIn: boolean('bypass_opt_in').notNull().default(false),
    /** Who turned bypassOptIn on, and when (issue 14: "only for admins and recorded"). */
    bypassOptInBy: uuid('bypass_opt_in_by'),
    bypassOptInAt: timestamp('bypass_opt_in_at', { withTimezone: true }),
    tasksBacklogLimit: integer('tasks_backlog_limit'),
    /** { segmentIds, contactListIds } (core CampaignAudience). */
    audience: jsonb('audience').notNull(),
    /** SmsCampaignSettings or PhoneCallCampaignSettings, by message_type. */
    settings: jsonb('settings').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    /** A call campaign's last pacing decision (the live page: dial ratio, what bound it, the guard). */
    dialerState: jsonb('dialer_state'),
    /** When a dial pass last counted the queue's staffed agents into the minute ledger (agent time). */
    agentsSampledAt: timestamp('agents_sampled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('campaigns_friendly_id_unique').on(table.brandId, table.friendlyId),
    index('campaigns_listing').on(table.brandId, table.state, table.updatedAt),
    // The runner's scan: campaigns with work to do, across brands.
    index('campaigns_running').on(table.state).where(sql`${table.state} in ('scheduled', 'active')`),
  ],
);

/**
 * The contacts a started campaign reaches, one row each, taken from its audience at the start (a
 * contact in several segments or lists once). state: 'pending' (due at next_attempt_at), then for a
 * text 'sent' | 'failed' | 'skipped' (reason says why: opt-out, do-not-call, outside hours…); for a
 * call 'dialing' (a task is out for it) and then 'answered' | 'voicemail' | 'failed' | 'skipped', or
 * back to 'pending' for a retry.
 */
export const campaignTargets = pgTable(
  'campaign_targets',
  {
    brandId: uuid('brand_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    /** Order of the list (the audience's order at the start). */
    position: integer('position').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    phoneNumber: text('phone_number'),
    /** The skip or failure reason's code (core SkipReason, 'not_subscribed', 'no_phone', carrier…). */
    reason: text('reason'),
    detail: text('detail'),
    carrierSid: text('carrier_sid'),
    /** A call campaign's open call task for the contact (docs/campaigns.md "Calls"); null between attempts. */
    taskSid: text('task_sid'),
    /** A predictive campaign's call ringing for the contact (placed before an agent); null between attempts. */
    callSid: text('call_sid'),
    /** The last call's outcome (core dialer CallOutcome: human, machine, busy, noAnswer, failed). */
    lastOutcome: text('last_outcome'),
    deliveryStatus: text('delivery_status'),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.campaignId, table.contactId] }),
    foreignKey({
      columns: [table.brandId, table.campaignId],
      foreignColumns: [campaigns.brandId, campaigns.id],
      name: 'campaign_targets_campaign_fk',
    }).onDelete('cascade'),
    // The runner claims the due targets of a campaign in list order.
    index('campaign_targets_due')
      .on(table.campaignId, table.nextAttemptAt, table.position)
      .where(sql`${table.state} = 'pending'`),
    // Replies and conversions find a contact's recent campaign targets.
    index('campaign_targets_contact').on(table.brandId, table.contactId),
    // A call's outcome finds the target of its task.
    index('campaign_targets_task').on(table.brandId, table.taskSid).where(sql`${table.taskSid} is not null`),
    index('campaign_targets_call').on(table.brandId, table.callSid).where(sql`${table.callSid} is not null`),
  ],
);

/**
 * A predictive campaign's abandon ledger (issue 14 "Abandonment"): per minute, the calls a person
 * answered and those of them abandoned (no agent within 2 s). The FTC window (30 days) and the Ofcom
 * window (24 hours) are sums over these rows (core campaigns/dialer/abandon-ledger.ts).
 */
export const campaignAbandonMinutes = pgTable(
  'campaign_abandon_minutes',
  {
    brandId: uuid('brand_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    answered: integer('answered').notNull().default(0),
    abandoned: integer('abandoned').notNull().default(0),
    /** Calls of the campaign that ended in the minute, whatever their outcome. */
    calls: integer('calls').notNull().default(0),
    /** Talk of those calls a person answered (answer to end; abandoned calls excluded). */
    talkSeconds: integer('talk_seconds').notNull().default(0),
    /** Agent time staffed on the campaign's queue in the minute (agents × seconds, sampled each second). */
    agentSeconds: real('agent_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.campaignId, table.minute] }),
    foreignKey({
      columns: [table.brandId, table.campaignId],
      foreignColumns: [campaigns.brandId, campaigns.id],
      name: 'campaign_abandon_minutes_campaign_fk',
    }).onDelete('cascade'),
  ],
);
