import {
  type DashboardFigures,
  dashboardFigures,
  isTimeZone,
  sumMetrics,
  zonedTodayStart,
} from '@parley/core/reporting/dashboard';
import {
  ROLLUP_METRICS,
  type RollupMetrics,
  SERVICE_LEVEL_SECONDS,
} from '@parley/core/reporting/task-rollup';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { listCampaigns } from '../campaigns/list-campaigns.ts';
import { getLiveQueueFigures } from '../routing/stats/get-live-queue-figures.ts';
import { toAgentViews, workerRowsOf } from '../routing/workers/agent-view.ts';
import { rollupSums } from './rollup-sql.ts';

// Parley Live (issue 15; docs/reporting.md "Parley Live"): the wallboard's snapshot. The present comes
// from routing (agents and their held tasks, open tasks per queue) and campaigns (those dialing); the
// service level of today from the rollups of today's buckets in the asked zone, summed in SQL. A fixed
// number of statements whatever the size of the centre; the page reads it again on stream events.

export const liveSnapshotInput = z.object({
  timeZone: z.string({ message: 'is required' }).refine(isTimeZone, 'is not a time zone'),
  serviceLevelSeconds: z
    .number()
    .refine((value) => (SERVICE_LEVEL_SECONDS as readonly number[]).includes(value), {
      message: `must be one of ${SERVICE_LEVEL_SECONDS.join(', ')}`,
    })
    .optional(),
});

export type LiveAgent = {
  id: string;
  name: string;
  status: string;
  available: boolean;
  /** When the agent entered the status. */
  since: Date;
  /** Tasks the agent holds (accepted or wrapping) and the channel of the newest one. */
  taskCount: number;
  taskChannel: string | null;
};

export type LiveQueue = {
  sid: string;
  name: string;
  waiting: number;
  offered: number;
  inProgress: number;
  longestWaitSince: Date | null;
  /** Today's finished tasks of the queue (the rollups): offered, handled, abandoned, service level. */
  today: DashboardFigures;
};

export type LiveCampaign = {
  id: string;
  name: string;
  messageType: string;
  dialingMode: string | null;
  /** Targets being dialed or texted now. */
  dialing: number;
  pending: number;
  reached: number;
  /** A predictive campaign's last pacing ratio; null otherwise. */
  ratio: number | null;
};

export type LiveSnapshot = {
  at: Date;
  timeZone: string;
  serviceLevelSeconds: number;
  agents: LiveAgent[];
  queues: LiveQueue[];
  callsInProgress: number;
  campaigns: LiveCampaign[];
};

/** Today's rollups per queue: one grouped sum over the day's buckets (at most 96 per key). */
async function todayByQueue(
  db: DbExecutor,
  options: { brandId: string; startMs: number },
): Promise<Map<string, RollupMetrics>> {
  const sums = rollupSums();
  const result = await db.execute(sql`
    select queue_sid, ${sums} from report_task_buckets
    where brand_id = ${options.brandId}::uuid
      and bucket_start >= ${new Date(options.startMs).toISOString()}::timestamptz
    group by queue_sid`);
  // Both engines answer execute() with `rows` (node-postgres and PGlite); drizzle types it loosely.
  const rows = (result as unknown as { rows: (Record<string, unknown> & { queue_sid: string })[] }).rows;
  return new Map(
    rows.map((row) => [
      row.queue_sid,
      sumMetrics([Object.fromEntries(ROLLUP_METRICS.map((metric) => [metric, Number(row[metric] ?? 0)]))]),
    ]),
  );
}

function dialerRatio(state: Record<string, unknown> | null): number | null {
  const ratio = state?.ratio;
  return typeof ratio === 'number' && Number.isFinite(ratio) ? ratio : null;
}

export async function getLiveSnapshot(
  db: DbExecutor,
  options: { session: RequestSession; input: unknown; now?: Date },
): Promise<LiveSnapshot> {
  const { brandId } = options.session;
  const input = liveSnapshotInput.parse(options.input);
  const serviceLevelSeconds = input.serviceLevelSeconds ?? 20;
  const at = options.now ?? new Date();
  const startMs = zonedTodayStart(at, input.timeZone);
  const [workerRows, queueFigures, today, campaigns] = await Promise.all([
    workerRowsOf(db, brandId),
    getLiveQueueFigures(db, brandId),
    todayByQueue(db, { brandId, startMs }),
    listCampaigns(db, { session: options.session, filter: { states: ['active'] } }),
  ]);
  const agentViews = await toAgentViews(db, brandId, workerRows);
  const agents = agentViews
    .filter((agent) => !agent.deactivated)
    .map((agent): LiveAgent => {
      const held = agent.reservations
        .filter((reservation) => reservation.status !== 'pending')
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
      return {
        id: agent.id,
        name: agent.name,
        status: agent.status,
        available: agent.isAvailable,
        since: agent.twilioStatusChangedAt,
        taskCount: held.length,
        taskChannel: held[0]?.taskChannelUniqueName ?? null,
      };
    });
  const empty = sumMetrics([]);
  const queues = queueFigures.map(
    (queue): LiveQueue => ({
      sid: queue.queueSid,
      name: queue.name,
      waiting: queue.waiting,
      offered: queue.offered,
      inProgress: queue.inProgress,
      longestWaitSince: queue.oldestWaitingSince,
      today: dashboardFigures(today.get(queue.queueSid) ?? empty, serviceLevelSeconds),
    }),
  );
  return {
    at,
    timeZone: input.timeZone,
    serviceLevelSeconds,
    agents,
    queues,
    callsInProgress: queueFigures.reduce((total, queue) => total + queue.callsInProgress, 0),
    campaigns: campaigns.map((campaign) => ({
      id: campaign.id,
      name: campaign.name,
      messageType: campaign.settings.messageType,
      dialingMode:
        campaign.settings.messageType === 'phoneCall' ? campaign.settings.phoneCall.dialingMode : null,
      dialing: campaign.stats.dialing,
      pending: campaign.stats.pending,
      reached: campaign.stats.reached,
      ratio: dialerRatio(campaign.dialerState),
    })),
  };
}
