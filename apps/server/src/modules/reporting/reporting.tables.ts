import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from '../brands/brands.tables.ts';

// The reporting rollups (docs/reporting.md): what finished tasks add up to, per 15-minute bucket and
// per queue, agent, channel, campaign and journey ('' where a task has none), kept by the rollup
// worker and rebuilt from the tasks by `parley reporting:rebuild`. Columns are core's ROLLUP_METRICS.

// Fresh builders per table (drizzle's column builders are not shared between tables).
const keyColumns = () => ({
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
  queueSid: text('queue_sid').notNull(),
  agentId: text('agent_id').notNull(),
  channel: text('channel').notNull(),
  campaignId: text('campaign_id').notNull(),
  journeyId: text('journey_id').notNull(),
});

const count = (name: string) => integer(name).notNull().default(0);
const duration = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const reportTaskBuckets = pgTable(
  'report_task_buckets',
  {
    ...keyColumns(),
    created: count('created'),
    accepted: count('accepted'),
    completed: count('completed'),
    abandoned: count('abandoned'),
    canceled: count('canceled'),
    transfers: count('transfers'),
    waitMs: duration('wait_ms'),
    handleMs: duration('handle_ms'),
    talkMs: duration('talk_ms'),
    wrapMs: duration('wrap_ms'),
    within10: count('within_10'),
    within20: count('within_20'),
    within30: count('within_30'),
    within60: count('within_60'),
    within120: count('within_120'),
  },
  (table) => [
    primaryKey({
      name: 'report_task_buckets_pk',
      columns: [
        table.brandId,
        table.bucketStart,
        table.queueSid,
        table.agentId,
        table.channel,
        table.campaignId,
        table.journeyId,
      ],
    }),
  ],
);

export const reportDispositionBuckets = pgTable(
  'report_disposition_buckets',
  { ...keyColumns(), disposition: text('disposition').notNull(), count: count('count') },
  (table) => [
    primaryKey({
      name: 'report_disposition_buckets_pk',
      columns: [
        table.brandId,
        table.bucketStart,
        table.queueSid,
        table.agentId,
        table.channel,
        table.campaignId,
        table.journeyId,
        table.disposition,
      ],
    }),
  ],
);
