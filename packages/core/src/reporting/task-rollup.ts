// What a finished task adds to the reporting rollups (issue 15 "Dashboard": "Figures come from rollups
// kept up to date as tasks change (15-minute buckets per brand, queue, agent, channel)"). Pure: the
// server's rollup worker and its rebuild both turn tasks into rows with these functions, and the
// dashboard's sums are over these rows.
//
// Each figure lands in the bucket of the moment it happened: `created` (and `transfers`) at creation,
// `accepted` with its wait at the accept, `completed` with handle, talk and wrap-up at the end, and
// `abandoned` (canceled before any agent accepted) or `canceled` (after) at the end. A task's figures
// all carry the agent who handled it ('' for none), so filtering by agent shows what they handled.
// A task that ended before any agent accepted it is abandoned, whatever closed it; `completed` (and
// the handle, talk and wrap-up averaged over it) counts only tasks an agent handled to the end.
// 15-minute buckets in UTC: every real time zone's offset is a multiple of 15 minutes, so a day (or
// an hour) of any zone is a whole number of buckets.

export const BUCKET_MS = 15 * 60_000;
/** The service levels the rollups count: a task answered within each of these many seconds. */
export const SERVICE_LEVEL_SECONDS = [10, 20, 30, 60, 120] as const;
export type ServiceLevelSeconds = (typeof SERVICE_LEVEL_SECONDS)[number];

/** A finished task as the rollups read it (times in ms since the epoch). */
export type ReportTask = {
  channel: string;
  queueSid: string;
  agentId: string | null;
  campaignId: string | null;
  journeyId: string | null;
  status: 'completed' | 'canceled';
  transfer: boolean;
  createdAt: number;
  acceptedAt: number | null;
  wrappedAt: number | null;
  endedAt: number;
  disposition: string | null;
};

/** The dimensions of a rollup row ('' where a task has none: the database keys cannot be null). */
export type RollupKey = {
  bucket: number;
  queueSid: string;
  agentId: string;
  channel: string;
  campaignId: string;
  journeyId: string;
};

export const ROLLUP_METRICS = [
  'created',
  'accepted',
  'completed',
  'abandoned',
  'canceled',
  'transfers',
  'waitMs',
  'handleMs',
  'talkMs',
  'wrapMs',
  'within10',
  'within20',
  'within30',
  'within60',
  'within120',
] as const;
export type RollupMetric = (typeof ROLLUP_METRICS)[number];
export type RollupMetrics = Record<RollupMetric, number>;

export type RollupRow = RollupKey & RollupMetrics;
export type DispositionRow = RollupKey & { disposition: string; count: number };

export const EMPTY_METRICS: RollupMetrics = Object.fromEntries(
  ROLLUP_METRICS.map((metric) => [metric, 0]),
) as RollupMetrics;

export const bucketOf = (ms: number) => Math.floor(ms / BUCKET_MS) * BUCKET_MS;

const within = (waitMs: number): Partial<RollupMetrics> =>
  Object.fromEntries(
    SERVICE_LEVEL_SECONDS.map((seconds) => [`within${seconds}`, waitMs <= seconds * 1000 ? 1 : 0]),
  );

/** A task's contributions, one per bucket it touches (merged when two moments share a bucket). */
export function taskRollupRows(task: ReportTask): RollupRow[] {
  const base = {
    queueSid: task.queueSid,
    agentId: task.agentId ?? '',
    channel: task.channel,
    campaignId: task.campaignId ?? '',
    journeyId: task.journeyId ?? '',
  };
  const parts: { at: number; metrics: Partial<RollupMetrics> }[] = [
    { at: task.createdAt, metrics: { created: 1, transfers: task.transfer ? 1 : 0 } },
  ];
  if (task.acceptedAt !== null) {
    const waitMs = Math.max(0, task.acceptedAt - task.createdAt);
    parts.push({ at: task.acceptedAt, metrics: { accepted: 1, waitMs, ...within(waitMs) } });
  }
  if (task.acceptedAt === null) {
    // Ended before any agent took it (canceled, timed out, or closed without an agent): abandoned.
    parts.push({ at: task.endedAt, metrics: { abandoned: 1 } });
  } else if (task.status === 'completed') {
    const start = task.acceptedAt;
    const talkEnd = task.wrappedAt ?? task.endedAt;
    parts.push({
      at: task.endedAt,
      metrics: {
        completed: 1,
        handleMs: Math.max(0, task.endedAt - start),
        talkMs: Math.max(0, talkEnd - start),
        wrapMs: task.wrappedAt === null ? 0 : Math.max(0, task.endedAt - task.wrappedAt),
      },
    });
  } else {
    parts.push({ at: task.endedAt, metrics: { canceled: 1 } });
  }
  const byBucket = new Map<number, RollupRow>();
  for (const part of parts) {
    const bucket = bucketOf(part.at);
    const row = byBucket.get(bucket) ?? { ...base, bucket, ...EMPTY_METRICS };
    for (const [metric, value] of Object.entries(part.metrics) as [RollupMetric, number][])
      row[metric] += value;
    byBucket.set(bucket, row);
  }
  return [...byBucket.values()];
}

/** A completed task's disposition, in the bucket of its end. */
export function taskDispositionRow(task: ReportTask): DispositionRow | null {
  if (task.status !== 'completed' || !task.disposition) return null;
  return {
    bucket: bucketOf(task.endedAt),
    queueSid: task.queueSid,
    agentId: task.agentId ?? '',
    channel: task.channel,
    campaignId: task.campaignId ?? '',
    journeyId: task.journeyId ?? '',
    disposition: task.disposition,
    count: 1,
  };
}

export const rollupKeyOf = (row: RollupKey) =>
  [row.bucket, row.queueSid, row.agentId, row.channel, row.campaignId, row.journeyId].join('\u0000');

/** Rows summed by key: what the database's upserts keep. */
export function mergeRollupRows(rows: readonly RollupRow[]): RollupRow[] {
  const merged = new Map<string, RollupRow>();
  for (const row of rows) {
    const key = rollupKeyOf(row);
    const held = merged.get(key);
    if (!held) merged.set(key, { ...row });
    else for (const metric of ROLLUP_METRICS) held[metric] += row[metric];
  }
  return [...merged.values()];
}
