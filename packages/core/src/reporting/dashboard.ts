import { z } from 'zod';
import { atMinuteOfDay, isValidTimeZone, toWallTime } from '../journeys/zoned-time.ts';
import { ROLLUP_METRICS, type RollupMetrics, SERVICE_LEVEL_SECONDS } from './task-rollup.ts';

// The dashboard's question and its figures (issue 15 "Dashboard"): a date range in a time zone, a
// granularity and filters in; totals, a series and breakdowns out, computed from summed rollup
// metrics. Pure: the server sums the rollups in SQL and calls dashboardFigures on each sum.

export const DASHBOARD_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type DashboardGranularity = (typeof DASHBOARD_GRANULARITIES)[number];
/** A range longer than this is refused (a year and a day: a leap year with its last day). */
export const DASHBOARD_MAX_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
/** Whether Intl knows the IANA zone. */
export const isTimeZone = (value: string) => isValidTimeZone(value);
const optionalId = z.string().trim().min(1).max(100).optional();

export const dashboardInput = z
  .object({
    from: z.string({ message: 'is required' }).refine(isDate, 'must be a date like 2026-11-27'),
    to: z.string({ message: 'is required' }).refine(isDate, 'must be a date like 2026-11-27'),
    timeZone: z.string({ message: 'is required' }).refine(isTimeZone, 'is not a time zone'),
    granularity: z.enum(DASHBOARD_GRANULARITIES, { message: 'must be hour, day, week or month' }).optional(),
    serviceLevelSeconds: z
      .number()
      .refine((value) => (SERVICE_LEVEL_SECONDS as readonly number[]).includes(value), {
        message: `must be one of ${SERVICE_LEVEL_SECONDS.join(', ')}`,
      })
      .optional(),
    queueSid: optionalId,
    agentId: optionalId,
    channel: optionalId,
    campaignId: optionalId,
    journeyId: optionalId,
  })
  .superRefine((input, context) => {
    if (!isDate(input.from) || !isDate(input.to)) return;
    const days =
      (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days > DASHBOARD_MAX_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be within ${DASHBOARD_MAX_DAYS} days of from`,
      });
  });
export type DashboardInput = z.infer<typeof dashboardInput>;

/** The instant a local date starts in the zone (midnight, or the first moment after a gap). */
export function zonedDayStart(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return atMinuteOfDay({ year, month, day }, 0, timeZone).getTime();
}

/** 'YYYY-MM-DD' of a moment in the zone. */
export function localDate(at: Date | number, timeZone: string): string {
  const wall = toWallTime(new Date(at), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}

/** The instant today began in the zone (local midnight of `now`'s date there). */
export function zonedTodayStart(now: Date | number, timeZone: string): number {
  return zonedDayStart(localDate(now, timeZone), timeZone);
}

/** [start, end) of the range: from the start of `from` to the start of the day after `to`, in the zone. */
export function dashboardRange(input: Pick<DashboardInput, 'from' | 'to' | 'timeZone'>) {
  const next = new Date(Date.parse(`${input.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { startMs: zonedDayStart(input.from, input.timeZone), endMs: zonedDayStart(next, input.timeZone) };
}

/** The granularity a range is shown in unless asked: hours for a day, days up to two months, else weeks. */
export function defaultGranularity(input: Pick<DashboardInput, 'from' | 'to'>): DashboardGranularity {
  const days = (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days <= 1) return 'hour';
  if (days <= 62) return 'day';
  if (days <= 180) return 'week';
  return 'month';
}

export type DashboardFigures = {
  /** Tasks created (offered to the centre). */
  created: number;
  /** Accepted by an agent. */
  handled: number;
  completed: number;
  /** Canceled before any agent accepted. */
  abandoned: number;
  /** abandoned ÷ (handled + abandoned); null without either. */
  abandonRate: number | null;
  /** Accepted within the service level ÷ (handled + abandoned); null without either. */
  serviceLevel: number | null;
  /** Average speed of answer: wait to accept, seconds; null when none was accepted. */
  averageSpeedOfAnswerSeconds: number | null;
  /** Averages over completed tasks, seconds. */
  averageHandleSeconds: number | null;
  averageTalkSeconds: number | null;
  averageWrapSeconds: number | null;
  transfers: number;
};

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const seconds = (ms: number, count: number) => (count > 0 ? Math.round(ms / count / 100) / 10 : null);

export function sumMetrics(rows: readonly Partial<RollupMetrics>[]): RollupMetrics {
  const sum = Object.fromEntries(ROLLUP_METRICS.map((metric) => [metric, 0])) as RollupMetrics;
  for (const row of rows) for (const metric of ROLLUP_METRICS) sum[metric] += Number(row[metric] ?? 0);
  return sum;
}

export function dashboardFigures(metrics: RollupMetrics, serviceLevelSeconds = 20): DashboardFigures {
  const answeredOrLost = metrics.accepted + metrics.abandoned;
  const within = metrics[`within${serviceLevelSeconds}` as keyof RollupMetrics] ?? 0;
  return {
    created: metrics.created,
    handled: metrics.accepted,
    completed: metrics.completed,
    abandoned: metrics.abandoned,
    abandonRate: ratio(metrics.abandoned, answeredOrLost),
    serviceLevel: ratio(within, answeredOrLost),
    averageSpeedOfAnswerSeconds: seconds(metrics.waitMs, metrics.accepted),
    averageHandleSeconds: seconds(metrics.handleMs, metrics.completed),
    averageTalkSeconds: seconds(metrics.talkMs, metrics.completed),
    averageWrapSeconds: seconds(metrics.wrapMs, metrics.completed),
    transfers: metrics.transfers,
  };
}

/**
 * The period a moment falls in, as the dashboard's SQL writes it: the local start of its hour, day,
 * week (Monday) or month in the zone, 'YYYY-MM-DDTHH:MM'.
 */
const periodFormats = new Map<string, Intl.DateTimeFormat>();
function periodFormat(timeZone: string): Intl.DateTimeFormat {
  let format = periodFormats.get(timeZone);
  if (!format) {
    // Making a format costs far more than using one: a year of buckets is 35,040 labels.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
    });
    if (periodFormats.size > 100) periodFormats.clear();
    periodFormats.set(timeZone, format);
  }
  return format;
}

export function periodLabel(ms: number, timeZone: string, granularity: DashboardGranularity): string {
  const parts = periodFormat(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  if (granularity === 'hour') return `${date}T${part('hour')}:00`;
  if (granularity === 'day') return `${date}T00:00`;
  if (granularity === 'month') return `${date.slice(0, 8)}01T00:00`;
  const back = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  const monday = new Date(Date.parse(`${date}T00:00:00Z`) - Math.max(0, back) * 86_400_000);
  return `${monday.toISOString().slice(0, 10)}T00:00`;
}

/** Every period of [startMs, endMs) in order (15-minute steps: every zone's hours and days start on one). */
export function periodsOf(
  range: { startMs: number; endMs: number },
  timeZone: string,
  granularity: DashboardGranularity,
) {
  const periods: string[] = [];
  for (let at = range.startMs; at < range.endMs; at += 15 * 60_000) {
    const label = periodLabel(at, timeZone, granularity);
    if (periods.at(-1) !== label) periods.push(label);
  }
  return periods;
}

const nextDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** [start, end) of one period label (as periodLabel writes it) in the zone. */
export function periodRange(period: string, timeZone: string, granularity: DashboardGranularity) {
  const date = period.slice(0, 10);
  if (granularity === 'day')
    return { startMs: zonedDayStart(date, timeZone), endMs: zonedDayStart(nextDate(date, 1), timeZone) };
  if (granularity === 'week')
    return { startMs: zonedDayStart(date, timeZone), endMs: zonedDayStart(nextDate(date, 7), timeZone) };
  if (granularity === 'month') {
    const [year, month] = date.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    return { startMs: zonedDayStart(date, timeZone), endMs: zonedDayStart(next, timeZone) };
  }
  // An hour: the day's buckets that carry its label (a repeated hour at the end of daylight time
  // carries both).
  const dayStart = zonedDayStart(date, timeZone);
  let startMs = Number.NaN;
  let endMs = Number.NaN;
  for (let at = dayStart; at < dayStart + 26 * 3_600_000; at += 15 * 60_000) {
    if (periodLabel(at, timeZone, 'hour') !== period) continue;
    if (Number.isNaN(startMs)) startMs = at;
    endMs = at + 15 * 60_000;
  }
  return Number.isNaN(startMs) ? { startMs: dayStart, endMs: dayStart } : { startMs, endMs };
}
