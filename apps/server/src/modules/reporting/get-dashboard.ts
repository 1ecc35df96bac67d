import {
  type DashboardFigures,
  type DashboardGranularity,
  type DashboardInput,
  dashboardFigures,
  dashboardInput,
  dashboardRange,
  defaultGranularity,
  periodsOf,
  sumMetrics,
} from '@parley/core/reporting/dashboard';
import { ROLLUP_METRICS, type RollupMetrics } from '@parley/core/reporting/task-rollup';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { rollupSums } from './rollup-sql.ts';

// The dashboard's figures (docs/reporting.md "Dashboard"): the rollups of the range summed in one
// statement by period, channel, agent and queue at once (grouping sets), and the dispositions in a
// second. Never the raw tasks.

export type Dashboard = {
  from: string;
  to: string;
  timeZone: string;
  granularity: DashboardGranularity;
  serviceLevelSeconds: number;
  startsAt: Date;
  endsAt: Date;
  totals: DashboardFigures;
  /** Every period of the range in order (empty ones with zero figures); the local start 'YYYY-MM-DDTHH:MM'. */
  series: { period: string; figures: DashboardFigures }[];
  byChannel: { channel: string; figures: DashboardFigures }[];
  byAgent: { agentId: string; figures: DashboardFigures }[];
  byQueue: { queueSid: string; figures: DashboardFigures }[];
  dispositions: { disposition: string; count: number }[];
};

function filters(brandId: string, input: DashboardInput, startMs: number, endMs: number): SQL {
  const parts = [
    sql`brand_id = ${brandId}::uuid`,
    sql`bucket_start >= ${new Date(startMs).toISOString()}::timestamptz`,
    sql`bucket_start < ${new Date(endMs).toISOString()}::timestamptz`,
  ];
  if (input.queueSid) parts.push(sql`queue_sid = ${input.queueSid}`);
  if (input.agentId) parts.push(sql`agent_id = ${input.agentId}`);
  if (input.channel) parts.push(sql`channel = ${input.channel}`);
  if (input.campaignId) parts.push(sql`campaign_id = ${input.campaignId}`);
  if (input.journeyId) parts.push(sql`journey_id = ${input.journeyId}`);
  return sql.join(parts, sql` and `);
}

type Row = Record<string, unknown> & {
  period: string | null;
  channel: string | null;
  agent_id: string | null;
  queue_sid: string | null;
  g_period: number;
  g_channel: number;
  g_agent: number;
  g_queue: number;
};

const metricsOf = (row: Record<string, unknown>): RollupMetrics =>
  sumMetrics([Object.fromEntries(ROLLUP_METRICS.map((metric) => [metric, Number(row[metric] ?? 0)]))]);

/** Every period of the range in order, those without a finished task with zero figures. */
function fillPeriods(
  found: Dashboard['series'],
  periods: string[],
  serviceLevelSeconds: number,
): Dashboard['series'] {
  const byPeriod = new Map(found.map((row) => [row.period, row]));
  const empty = dashboardFigures(sumMetrics([]), serviceLevelSeconds);
  const filled = periods.map((period) => byPeriod.get(period) ?? { period, figures: empty });
  // A period the SQL found that the walk did not (never expected) is kept, in order.
  const extra = found.filter((row) => !periods.includes(row.period));
  return [...filled, ...extra].sort((a, b) => a.period.localeCompare(b.period));
}

export async function getDashboard(
  db: DbExecutor,
  options: { brandId: string; input: unknown },
): Promise<Dashboard> {
  const input = dashboardInput.parse(options.input);
  const granularity = input.granularity ?? defaultGranularity(input);
  const serviceLevelSeconds = input.serviceLevelSeconds ?? 20;
  const { startMs, endMs } = dashboardRange(input);
  const where = filters(options.brandId, input, startMs, endMs);
  const sums = rollupSums();
  const period = sql`to_char(date_trunc(${granularity}, bucket_start at time zone ${input.timeZone}), 'YYYY-MM-DD"T"HH24:MI')`;
  // The period is computed once in a subquery: grouping sets match it by name, not by its text.
  const result = await db.execute(sql`
    select period, channel, agent_id, queue_sid,
      grouping(period) as g_period, grouping(channel) as g_channel,
      grouping(agent_id) as g_agent, grouping(queue_sid) as g_queue, ${sums}
    from (select *, ${period} as period from report_task_buckets where ${where}) buckets
    group by grouping sets ((period), (channel), (agent_id), (queue_sid), ())`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const dispositionResult = await db.execute(sql`
    select disposition, sum(count)::int as count from report_disposition_buckets
    where ${where}
    group by disposition order by count desc, disposition`);
  const figures = (row: Row) => dashboardFigures(metricsOf(row), serviceLevelSeconds);
  const only = (key: 'g_period' | 'g_channel' | 'g_agent' | 'g_queue') =>
    rows.filter(
      (row) =>
        Number(row[key]) === 0 &&
        ['g_period', 'g_channel', 'g_agent', 'g_queue'].filter((k) => Number(row[k]) === 0).length === 1,
    );
  const total = rows.find(
    (row) => Number(row.g_period) + Number(row.g_channel) + Number(row.g_agent) + Number(row.g_queue) === 4,
  );
  return {
    from: input.from,
    to: input.to,
    timeZone: input.timeZone,
    granularity,
    serviceLevelSeconds,
    startsAt: new Date(startMs),
    endsAt: new Date(endMs),
    totals: dashboardFigures(total ? metricsOf(total) : sumMetrics([]), serviceLevelSeconds),
    series: fillPeriods(
      only('g_period').map((row) => ({ period: String(row.period), figures: figures(row) })),
      periodsOf({ startMs, endMs }, input.timeZone, granularity),
      serviceLevelSeconds,
    ),
    byChannel: only('g_channel')
      .map((row) => ({ channel: String(row.channel), figures: figures(row) }))
      .sort((a, b) => b.figures.created - a.figures.created),
    byAgent: only('g_agent')
      .filter((row) => row.agent_id !== '')
      .map((row) => ({ agentId: String(row.agent_id), figures: figures(row) }))
      .sort((a, b) => b.figures.handled - a.figures.handled),
    byQueue: only('g_queue')
      .map((row) => ({ queueSid: String(row.queue_sid), figures: figures(row) }))
      .sort((a, b) => b.figures.created - a.figures.created),
    dispositions: (
      dispositionResult as unknown as { rows: { disposition: string; count: number }[] }
    ).rows.map((row) => ({ disposition: row.disposition, count: Number(row.count) })),
  };
}
