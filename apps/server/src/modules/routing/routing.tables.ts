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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';
import { userForeignKey } from '../users/users.tables.ts';

// The routing engine's tables (docs/routing.md). brand_id leads every primary and unique key.
const LIVE = sql`status in ('pending', 'accepted', 'wrapping')`;

export const queues = pgTable(
  'queues',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    sid: text('sid').notNull(),
    friendlyName: text('friendly_name').notNull(),
    transferEligible: boolean('transfer_eligible').notNull().default(false),
    requiredSkills: text('required_skills').array().notNull().default(sql`'{}'::text[]`),
    reservationTimeoutSeconds: integer('reservation_timeout_seconds').notNull().default(30),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    uniqueIndex('queues_friendly_name_unique').on(table.brandId, table.friendlyName),
    // Exactly one default queue per brand (docs/routing-contract.md).
    uniqueIndex('queues_one_default').on(table.brandId).where(sql`is_default`),
  ],
);

export type QueueRow = typeof queues.$inferSelect;

export const routingRules = pgTable(
  'routing_rules',
  {
    brandId: uuid('brand_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    match: text('match').notNull().default('all'),
    conditions: jsonb('conditions').notNull().default(sql`'[]'::jsonb`),
    queueSid: text('queue_sid').notNull(),
    priority: integer('priority'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.id] }),
    foreignKey({
      columns: [table.brandId, table.queueSid],
      foreignColumns: [queues.brandId, queues.sid],
    }).onDelete('cascade'),
    index('routing_rules_position').on(table.brandId, table.position),
  ],
);

/**
 * A brand's routing version: bumped in the same transaction as any change to its queues or rules, so
 * a task routed with cached rules is inserted only if they are still current (create-task.ts).
 */
export const routingVersions = pgTable('routing_versions', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Work to route. A task waits while status = pending and live_reservation_sid is null. */
export const tasks = pgTable(
  'tasks',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    sid: text('sid').notNull(),
    // Creation order: breaks ties of equal priority and created_at (offers go by age).
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    status: text('status').notNull().default('pending'),
    channel: text('channel').notNull(),
    capacityChannel: text('capacity_channel').notNull(),
    priority: integer('priority').notNull().default(0),
    attributes: jsonb('attributes').notNull().default(sql`'{}'::jsonb`),
    queueSid: text('queue_sid').notNull(),
    // Snapshots: the queue may be renamed or deleted later; recent tasks keep what routed them.
    queueName: text('queue_name').notNull(),
    workflowName: text('workflow_name').notNull(),
    // Manual outbound: the only agent this task may be offered to.
    reserveForUserId: uuid('reserve_for_user_id'),
    liveReservationSid: text('live_reservation_sid'),
    assignedUserId: uuid('assigned_user_id'),
    assignedWorkerSid: text('assigned_worker_sid'),
    cancellationReasonId: text('cancellation_reason_id'),
    canceledBy: text('canceled_by'),
    disposition: text('disposition'),
    outcomeId: text('outcome_id'),
    notes: text('notes'),
    objections: jsonb('objections'),
    dispositionedBy: text('dispositioned_by'),
    dispositionedAt: timestamp('dispositioned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    wrappedAt: timestamp('wrapped_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the reporting rollups took this finished task in (null: not yet; docs/reporting.md). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    // The reporting rollups' queue: finished tasks not rolled up yet (small: the worker empties it).
    index('tasks_to_report').on(table.endedAt).where(sql`ended_at is not null and reported_at is null`),
    // The dispatcher's scan: waiting tasks by priority, then age.
    index('tasks_waiting')
      .on(table.brandId, table.priority.desc(), table.createdAt, table.seq)
      .where(sql`status = 'pending' and live_reservation_sid is null`),
    index('tasks_open_by_queue')
      .on(table.brandId, table.queueSid, table.status)
      .where(sql`status in ('pending', 'accepted', 'wrapping')`),
    // Recent tasks and daily stats: finished tasks (an agent's), newest first. Partial, so creating a
    // task (the hot path) does not write them.
    index('tasks_assigned_ended')
      .on(table.brandId, table.assignedUserId, table.endedAt)
      .where(sql`ended_at is not null`),
    index('tasks_ended').on(table.brandId, table.endedAt).where(sql`ended_at is not null`),
    // The reporting drill-down (docs/reporting.md): finished tasks by when they were created.
    index('tasks_finished_by_created').on(table.brandId, table.createdAt).where(sql`ended_at is not null`),
  ],
);

/** One offer of one task to one agent (spec 001 §3/§4). */
export const reservations = pgTable(
  'reservations',
  {
    brandId: uuid('brand_id').notNull(),
    sid: text('sid').notNull(),
    taskSid: text('task_sid').notNull(),
    userId: uuid('user_id').notNull(),
    workerSid: text('worker_sid').notNull(),
    status: text('status').notNull().default('pending'),
    capacityChannel: text('capacity_channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    // Durable timer: set while pending, swept by the engine (docs/routing.md "Timeouts").
    timeoutAt: timestamp('timeout_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.sid] }),
    foreignKey({
      columns: [table.brandId, table.taskSid],
      foreignColumns: [tasks.brandId, tasks.sid],
    }).onDelete('cascade'),
    // A task has at most one live reservation (docs/routing-contract.md).
    uniqueIndex('reservations_one_live_per_task').on(table.brandId, table.taskSid).where(LIVE),
    // The dispatcher skips agents who rejected a task.
    index('reservations_rejected_by_task').on(table.brandId, table.taskSid).where(sql`status = 'rejected'`),
    // Capacity: an agent's live reservations per channel.
    index('reservations_live_by_user').on(table.brandId, table.userId, table.capacityChannel).where(LIVE),
    index('reservations_due').on(table.timeoutAt).where(sql`status = 'pending'`),
  ],
);

/**
 * The routing projection of users (docs/routing.md "Workers"): what the dispatcher needs to pick an
 * agent, kept in sync by sync-worker.ts from the users module's use-cases.
 */
export const workers = pgTable(
  'workers',
  {
    brandId: uuid('brand_id').notNull(),
    userId: uuid('user_id').notNull(),
    workerSid: text('worker_sid').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull(),
    available: boolean('available').notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    teams: jsonb('teams').notNull().default(sql`'[]'::jsonb`),
    channelCapacity: jsonb('channel_capacity').notNull(),
    // Longest idle first: moved to "now" when the agent becomes available, is offered, or ends a task.
    idleSince: timestamp('idle_since', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.userId] }),
    uniqueIndex('workers_worker_sid_unique').on(table.brandId, table.workerSid),
    uniqueIndex('workers_email_unique').on(table.brandId, table.email),
    userForeignKey(table),
    index('workers_available_idle').on(table.brandId, table.idleSince).where(sql`available`),
  ],
);
