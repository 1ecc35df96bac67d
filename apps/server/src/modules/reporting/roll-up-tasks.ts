import {
  type DispositionRow,
  mergeRollupRows,
  ROLLUP_METRICS,
  type RollupRow,
  taskDispositionRow,
  taskRollupRows,
} from '@parley/core/reporting/task-rollup';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { claimTasksToReport, unreportBrandTasks } from '../routing/stats/claim-tasks-to-report.ts';
import { reportDispositionBuckets, reportTaskBuckets } from './reporting.tables.ts';
import { ROLLUP_COLUMNS } from './rollup-sql.ts';

// Keeping the rollups (docs/reporting.md "Rollups"): each pass claims finished tasks not rolled up
// yet (routing marks them in the same transaction), turns them into bucket rows with core's
// task-rollup.ts, and adds the rows to the tables in one statement each. Passes and rebuilds take one
// advisory lock, so a rebuild never races a pass's additions.

export const ROLLUP_BATCH = 500;

async function lockRollups(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('report-rollups', 0))`);
}

function keyOf(brandId: string, row: RollupRow | DispositionRow) {
  return {
    brandId,
    bucketStart: new Date(row.bucket),
    queueSid: row.queueSid,
    agentId: row.agentId,
    channel: row.channel,
    campaignId: row.campaignId,
    journeyId: row.journeyId,
  };
}

const KEY_COLUMNS = [
  reportTaskBuckets.brandId,
  reportTaskBuckets.bucketStart,
  reportTaskBuckets.queueSid,
  reportTaskBuckets.agentId,
  reportTaskBuckets.channel,
  reportTaskBuckets.campaignId,
  reportTaskBuckets.journeyId,
];

async function addRows(tx: DbExecutor, brandId: string, rows: RollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  const set = Object.fromEntries(
    ROLLUP_METRICS.map((metric) => [
      metric,
      sql.raw(`report_task_buckets.${ROLLUP_COLUMNS[metric]} + excluded.${ROLLUP_COLUMNS[metric]}`),
    ]),
  );
  await tx
    .insert(reportTaskBuckets)
    .values(
      rows.map((row) => ({
        ...keyOf(brandId, row),
        ...Object.fromEntries(ROLLUP_METRICS.map((metric) => [metric, row[metric]])),
      })),
    )
    .onConflictDoUpdate({ target: KEY_COLUMNS, set });
}

async function addDispositions(tx: DbExecutor, brandId: string, rows: DispositionRow[]): Promise<void> {
  const merged = new Map<string, DispositionRow>();
  for (const row of rows) {
    const key = [
      row.bucket,
      row.queueSid,
      row.agentId,
      row.channel,
      row.campaignId,
      row.journeyId,
      row.disposition,
    ].join('\u0000');
    const held = merged.get(key);
    if (held) held.count += row.count;
    else merged.set(key, { ...row });
  }
  if (merged.size === 0) return;
  await tx
    .insert(reportDispositionBuckets)
    .values(
      [...merged.values()].map((row) => ({
        ...keyOf(brandId, row),
        disposition: row.disposition,
        count: row.count,
      })),
    )
    .onConflictDoUpdate({
      target: [
        reportDispositionBuckets.brandId,
        reportDispositionBuckets.bucketStart,
        reportDispositionBuckets.queueSid,
        reportDispositionBuckets.agentId,
        reportDispositionBuckets.channel,
        reportDispositionBuckets.campaignId,
        reportDispositionBuckets.journeyId,
        reportDispositionBuckets.disposition,
      ],
      set: { count: sql.raw('report_disposition_buckets.count + excluded.count') },
    });
}

/** One batch in the caller's transaction: returns how many tasks it rolled up. */
async function rollUpBatch(
  tx: DbExecutor,
  options: { limit: number; now: Date; brandId?: string },
): Promise<number> {
  const claimed = await claimTasksToReport(tx, options);
  const byBrand = new Map<string, typeof claimed>();
  for (const task of claimed) byBrand.set(task.brandId, [...(byBrand.get(task.brandId) ?? []), task]);
  for (const [brandId, tasks] of byBrand) {
    await addRows(tx, brandId, mergeRollupRows(tasks.flatMap(taskRollupRows)));
    await addDispositions(
      tx,
      brandId,
      tasks.flatMap((task) => taskDispositionRow(task) ?? []),
    );
  }
  return claimed.length;
}

/** One pass of the rollup worker: a batch of finished tasks, in one transaction. */
export async function rollUpFinishedTasks(
  db: DbExecutor,
  options: { limit?: number; now?: Date } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockRollups(tx);
    return rollUpBatch(tx, { limit: options.limit ?? ROLLUP_BATCH, now: options.now ?? new Date() });
  });
}

/**
 * Recomputes a brand's rollups from its tasks (`parley reporting:rebuild`): the rollups are emptied,
 * every finished task is taken again, in one transaction. Returns how many tasks it took.
 */
export async function rebuildBrandRollups(
  db: DbExecutor,
  options: { brandId: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockRollups(tx);
    await tx.execute(sql`delete from report_task_buckets where brand_id = ${options.brandId}::uuid`);
    await tx.execute(sql`delete from report_disposition_buckets where brand_id = ${options.brandId}::uuid`);
    await unreportBrandTasks(tx, options.brandId);
    let total = 0;
    for (;;) {
      const taken = await rollUpBatch(tx, { limit: 5_000, now, brandId: options.brandId });
      total += taken;
      if (taken === 0) return total;
    }
  });
}
