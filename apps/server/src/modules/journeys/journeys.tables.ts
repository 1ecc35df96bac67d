import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';
import { contacts } from '../contacts/contacts.tables.ts';

// Journeys (docs/journeys.md "The engine"): the journeys with their draft and published versions, and
// the engine's runs, steps, jobs, waits and outbox. Definitions are core's JourneyDefinition (checked
// with journeyDefinitionSchema on write and on read). created_by / updated_by / published_by have no
// foreign key, as elsewhere: deleting a user must not delete the journeys others run.

export const journeys = pgTable(
  'journeys',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** Short, readable, unique per brand (spec 000 §3 friendlyId). */
    friendlyId: text('friendly_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** 'draft' | 'live' (spec 000 §4). */
    state: text('state').notNull().default('draft'),
    /** Archived: left out of the listing unless asked for (spec 001 §3 `hidden`). */
    hidden: boolean('hidden').notNull().default(false),
    /** The live version's number; null until first published. */
    liveVersion: integer('live_version'),
    /** The definition the builder edits (for a live journey: the next version). */
    draft: jsonb('draft').notNull(),
    /** The draft differs from the live version (edits not published yet). */
    draftChanged: boolean('draft_changed').notNull().default(true),
    /** The trigger type of the live version, else of the draft (listing filter; null while unchosen). */
    triggerType: text('trigger_type'),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A duplicate keeps its original's creation time here (spec 000 §3 originalCreatedAt). */
    originalCreatedAt: timestamp('original_created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('journeys_friendly_id_unique').on(table.brandId, table.friendlyId),
    index('journeys_listing').on(table.brandId, table.hidden, table.updatedAt),
  ],
);

/** The brand's journey tags (spec 000 §3 tags: id, name); names unique per brand ignoring case. */
export const journeyTags = pgTable(
  'journey_tags',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('journey_tags_name_unique').on(table.brandId, sql`lower(${table.name})`),
  ],
);

export const journeyTagLinks = pgTable(
  'journey_tag_links',
  {
    brandId: uuid('brand_id').notNull(),
    journeyId: uuid('journey_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.journeyId, table.tagId] }),
    index('journey_tag_links_tag').on(table.brandId, table.tagId),
    foreignKey({
      columns: [table.brandId, table.journeyId],
      foreignColumns: [journeys.brandId, journeys.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.brandId, table.tagId],
      foreignColumns: [journeyTags.brandId, journeyTags.id],
    }).onDelete('cascade'),
  ],
);

/** Each published version: the definition that ran, who published it and when. */
export const journeyVersions = pgTable(
  'journey_versions',
  {
    brandId: uuid('brand_id').notNull(),
    journeyId: uuid('journey_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    publishedBy: uuid('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.journeyId, table.version] }),
    foreignKey({
      columns: [table.brandId, table.journeyId],
      foreignColumns: [journeys.brandId, journeys.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One contact's pass through a journey. `entryRule` is the journey's rule when the contact entered:
 * the partial unique indexes enforce it even when two triggers race (docs/journeys.md "Entry rules").
 */
export const journeyRuns = pgTable(
  'journey_runs',
  {
    brandId: uuid('brand_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    journeyId: uuid('journey_id').notNull(),
    version: integer('version').notNull(),
    contactId: uuid('contact_id').notNull(),
    /** 'active' | 'completed' | 'exited' | 'failed' | 'ended' | 'removed' (docs/journeys.md). */
    state: text('state').notNull().default('active'),
    /** The node the contact is at (null once the run is over). */
    nodeId: text('node_id'),
    /** 'once' | 'againAfterLeaving' | 'everyTime' (core's entry rules). */
    entryRule: text('entry_rule').notNull(),
    /** What made the contact enter, unique per journey (an event id, a schedule tick + contact…). */
    triggerKey: text('trigger_key').notNull(),
    /** The triggering event (name, properties, timestamp) for templates and conditions. */
    triggerEvent: jsonb('trigger_event'),
    /** A test run (docs/journeys.md "Test run"): ignores the entry rule, left out of analytics. */
    test: boolean('test').notNull().default(false),
    /** A test run of the draft: the definition it runs (a draft has no version row); null: the version's. */
    definition: jsonb('definition'),
    /** Delays of this run are divided by this (a test run's shortened clock; 1 = real time). */
    delayScale: integer('delay_scale').notNull().default(1),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('journey_runs_trigger_unique').on(table.brandId, table.journeyId, table.triggerKey),
    uniqueIndex('journey_runs_once')
      .on(table.brandId, table.journeyId, table.contactId)
      .where(sql`${table.entryRule} = 'once' and not ${table.test}`),
    uniqueIndex('journey_runs_one_active')
      .on(table.brandId, table.journeyId, table.contactId)
      .where(sql`${table.state} = 'active' and ${table.entryRule} <> 'everyTime' and not ${table.test}`),
    index('journey_runs_journey_state').on(table.brandId, table.journeyId, table.state, table.nodeId),
    index('journey_runs_contact').on(table.brandId, table.contactId, table.state),
    foreignKey({
      columns: [table.brandId, table.journeyId],
      foreignColumns: [journeys.brandId, journeys.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.brandId, table.contactId],
      foreignColumns: [contacts.brandId, contacts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One node of one run, at one version: the step's idempotency key (a second attempt is a no-op) and
 * what /journeys-users and the node analytics read.
 */
export const journeySteps = pgTable(
  'journey_steps',
  {
    brandId: uuid('brand_id').notNull(),
    runId: uuid('run_id').notNull(),
    nodeId: text('node_id').notNull(),
    version: integer('version').notNull(),
    journeyId: uuid('journey_id').notNull(),
    /** 'waiting' | 'completed' | 'skipped' | 'failed' | 'ended' (core's step outcomes). */
    status: text('status').notNull(),
    /** The output the contact left by (sourceHandle), null for the single output. */
    output: text('output'),
    /** Why a step was skipped, failed or ended (core's texts). */
    reason: text('reason'),
    /** What the step did (the task sid, the message sid, the webhook's status…). */
    detail: jsonb('detail'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.runId, table.nodeId, table.version] }),
    index('journey_steps_analytics').on(table.brandId, table.journeyId, table.nodeId, table.enteredAt),
    foreignKey({
      columns: [table.brandId, table.runId],
      foreignColumns: [journeyRuns.brandId, journeyRuns.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Due work (docs/decisions/journey-job-queue.md): claimed in batches with FOR UPDATE SKIP LOCKED inside
 * the step's transaction and deleted there. `key` makes enqueuing idempotent.
 */
export const journeyJobs = pgTable(
  'journey_jobs',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id').notNull(),
    /** 'step' | 'timer' | 'waitTimeout' | 'exitCheck' | 'schedule' | 'deliver'. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    journeyId: uuid('journey_id'),
    runId: uuid('run_id'),
    nodeId: text('node_id'),
    version: integer('version'),
    payload: jsonb('payload'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set after the last attempt failed: kept for inspection, never claimed again. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    /**
     * 0: work of contacts in flight (timers, their next steps); 1: a contact's entry. The runner claims
     * 0 before 1, so under a flood of entries the contacts already in a journey keep their times
     * (docs/journeys.md "The runner, set-based").
     */
    priority: smallint('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // brand_id leads the key (DESIGN.md §2); the claim names (brand_id, id) pairs.
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('journey_jobs_key_unique').on(table.brandId, table.key),
    index('journey_jobs_due').on(table.priority, table.dueAt).where(sql`${table.deadAt} is null`),
    index('journey_jobs_run').on(table.brandId, table.runId),
  ],
);

/** Runs waiting at a delay-until-event node: ingest looks them up by the event it stores. */
export const journeyWaits = pgTable(
  'journey_waits',
  {
    brandId: uuid('brand_id').notNull(),
    runId: uuid('run_id').notNull(),
    nodeId: text('node_id').notNull(),
    version: integer('version').notNull(),
    contactId: uuid('contact_id').notNull(),
    /** 'track' | 'parley_voice_event' | 'page' … (the event's type). */
    eventType: text('event_type').notNull(),
    eventName: text('event_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.runId, table.nodeId, table.version] }),
    index('journey_waits_event').on(table.brandId, table.contactId, table.eventType, table.eventName),
    foreignKey({
      columns: [table.brandId, table.runId],
      foreignColumns: [journeyRuns.brandId, journeyRuns.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Effects that leave the database (webhooks, a real carrier, SMTP), written in the step's transaction
 * and delivered after it commits, each with its idempotency key (docs/journeys.md "Durability").
 */
export const journeyOutbox = pgTable(
  'journey_outbox',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id').notNull(),
    runId: uuid('run_id').notNull(),
    nodeId: text('node_id').notNull(),
    version: integer('version').notNull(),
    /** 'webhook' | 'sms' | 'email'. */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending' | 'delivered' | 'failed'. */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    uniqueIndex('journey_outbox_key_unique').on(table.brandId, table.idempotencyKey),
    index('journey_outbox_pending').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
  ],
);

/** Each attempt to deliver a webhook: the delivery log an admin reads. */
export const journeyWebhookDeliveries = pgTable(
  'journey_webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id').notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    index('journey_webhook_deliveries_outbox').on(table.brandId, table.outboxId),
    foreignKey({
      columns: [table.brandId, table.outboxId],
      foreignColumns: [journeyOutbox.brandId, journeyOutbox.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The brand's secret for signing journey webhooks (docs/journeys.md "Webhooks"): made on the first
 * webhook, never part of a journey's definition.
 */
export const journeyWebhookSecrets = pgTable('journey_webhook_secrets', {
  brandId: uuid('brand_id')
    .notNull()
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
