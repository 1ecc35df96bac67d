import { ROLLUP_METRICS, type RollupMetric } from '@parley/core/reporting/task-rollup';
import { type SQL, sql } from 'drizzle-orm';

// The rollup tables' columns by core metric (reporting.tables.ts), for the statements that add to them
// and sum them.

export const ROLLUP_COLUMNS: Record<RollupMetric, string> = {
  created: 'created',
  accepted: 'accepted',
  completed: 'completed',
  abandoned: 'abandoned',
  canceled: 'canceled',
  transfers: 'transfers',
  waitMs: 'wait_ms',
  handleMs: 'handle_ms',
  talkMs: 'talk_ms',
  wrapMs: 'wrap_ms',
  within10: 'within_10',
  within20: 'within_20',
  within30: 'within_30',
  within60: 'within_60',
  within120: 'within_120',
};

/** `coalesce(sum(column), 0) as "metric"` for every metric, for a select list. */
export function rollupSums(): SQL {
  return sql.join(
    ROLLUP_METRICS.map((metric) =>
      sql.raw(`coalesce(sum(${ROLLUP_COLUMNS[metric]}), 0)::float8 as "${metric}"`),
    ),
    sql`, `,
  );
}
