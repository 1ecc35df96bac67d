import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { brands } from '../brands/brands.tables.ts';

// The voice module's tables (docs/voice-contract.md). brand_id leads every primary and unique key.

/** One leg to a phone: the contact's, or an outside number added to a conference. */
export const calls = pgTable(
  'calls',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    sid: text('sid').notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    /** `contact`: the task's customer; `external`: a number added with add-participant. */
    leg: text('leg', { enum: ['contact', 'external'] })
      .notNull()
      .default('contact'),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    /** spec 000 §4 call outcome. */
    status: text('status').notNull(),
    /** The catalogue's reason when `failed` (or refused at once). */
    failureReason: text('failure_reason'),
    taskSid: text('task_sid'),
    conferenceSid: text('conference_sid'),
    contactName: text('contact_name'),
    /** The Contact Simulator user carrying the phone side's audio; null for a silent leg. */
    mediaUserId: uuid('media_user_id'),
    /**
     * Durable timer (docs/voice-contract.md): while the call rings, what it becomes at `timeout_at`
     * unless answered first (`busy`, `no-answer`). Swept every second like reservation timeouts.
     */
    timeoutAt: timestamp('timeout_at', { withTimezone: true }),
    timeoutStatus: text('timeout_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * A campaign dialer's call (docs/campaigns.md "Predictive"): the task it becomes when a person
     * answers ({ queueSid, priority, attributes }); null for every other call.
     */
    dialerTask: jsonb('dialer_task'),
    /** 'human' | 'machine' when the carrier says who answered; null otherwise. */
    answeredBy: text('answered_by'),
    /** A dialer call a person answered with no agent free within 2 s: ended with the safe-harbour message. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    index('calls_due').on(table.timeoutAt).where(sql`timeout_at is not null`),
    // The Contact Simulator's list: a brand's calls, newest first.
    index('calls_by_created').on(table.brandId, table.createdAt),
    // The predictive dialer's calls in flight (dialer-calls.ts), read on every pacing pass.
    index('calls_dialer_ringing')
      .on(table.brandId)
      .where(sql`dialer_task is not null and status = 'ringing'`),
  ],
);

/** Where a call task's people meet. At most one live conference per task (friendly id). */
export const conferences = pgTable(
  'conferences',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    sid: text('sid').notNull(),
    /** The task sid the conference started with (spec 000 §3 conferenceFriendlyId). */
    friendlyId: text('friendly_id').notNull(),
    taskSid: text('task_sid').notNull(),
    /** The contact's call: every change to the conference locks this row first. */
    callSid: text('call_sid').notNull(),
    recording: text('recording').notNull().default('none'),
    version: integer('version').notNull().default(1),
    /** A transfer waiting for its target to join (transfers/agent, transfers/queue). */
    transferTaskSid: text('transfer_task_sid'),
    transferFromUserId: uuid('transfer_from_user_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    uniqueIndex('conferences_one_live_per_task')
      .on(table.brandId, table.friendlyId)
      .where(sql`ended_at is null`),
    // The sweep's look for transfers whose task routing canceled (rejected, timed out).
    index('conferences_pending_transfer')
      .on(table.brandId, table.transferTaskSid)
      .where(sql`transfer_task_sid is not null and ended_at is null`),
    foreignKey({
      columns: [table.brandId, table.callSid],
      foreignColumns: [calls.brandId, calls.sid],
    }).onDelete('cascade'),
  ],
);

/** One member of a conference; `left_at` is null while present. */
export const conferenceParticipants = pgTable(
  'conference_participants',
  {
    brandId: uuid('brand_id').notNull(),
    sid: text('sid').notNull(),
    conferenceSid: text('conference_sid').notNull(),
    kind: text('kind', { enum: ['agent', 'contact', 'external', 'supervisor'] }).notNull(),
    callerUri: text('caller_uri').notNull(),
    callSid: text('call_sid').notNull(),
    name: text('name').notNull(),
    userId: uuid('user_id'),
    mediaUserId: uuid('media_user_id'),
    workerSid: text('worker_sid'),
    /** The task an agent works this call under (the original or a transfer's). */
    taskSid: text('task_sid'),
    muted: boolean('muted').notNull().default(false),
    hold: boolean('hold').notNull().default(false),
    managerAction: text('manager_action', { enum: ['listen', 'whisper', 'barge'] }),
    /** The contact's leg is playing this pre-recorded voicemail drop (voicemail-drop call control). */
    voicemailDropId: uuid('voicemail_drop_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    foreignKey({
      columns: [table.brandId, table.conferenceSid],
      foreignColumns: [conferences.brandId, conferences.sid],
    }).onDelete('cascade'),
    index('conference_participants_by_conference').on(table.brandId, table.conferenceSid),
    // "There is already an active conference": a user's present participations.
    index('conference_participants_present_user').on(table.brandId, table.userId).where(sql`left_at is null`),
    index('conference_participants_present_task')
      .on(table.brandId, table.taskSid)
      .where(sql`left_at is null`),
  ],
);
