import { type DashboardFigures, dashboardFigures, sumMetrics } from '@parley/core/reporting/dashboard';
import { type RollupMetrics, SERVICE_LEVEL_SECONDS } from '@parley/core/reporting/task-rollup';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand } from '../../test/factories.ts';
import { tasks } from '../routing/routing.tables.ts';
import { getDashboard } from './get-dashboard.ts';
import { listReportTasks } from './list-report-tasks.ts';
import { reportTaskBuckets } from './reporting.tables.ts';
import { rebuildBrandRollups, rollUpFinishedTasks } from './roll-up-tasks.ts';

// Issue 15 "Tests that must exist": rollup correctness against raw rows on both engines, over random
// task histories including tasks crossing bucket and day boundaries and time zones. Random finished
// tasks around a daylight-saving change are rolled up in random batches as they "finish" in waves;
// the dashboard of a random range, zone and granularity must equal figures computed from the tasks
// themselves (each moment in its local period), and a rebuild must give the same rollups.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const MINUTE = 60_000;
// 2026-03-07 00:00 UTC: three days around the US change to daylight time (2026-03-08).
const WINDOW_START = Date.UTC(2026, 2, 7);
const WINDOW_MS = 3 * 24 * 60 * MINUTE;
const ZONES = ['America/New_York', 'UTC', 'Asia/Kathmandu', 'Pacific/Honolulu'] as const;
const DATES = ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'] as const;

const taskArb = fc.record({
  channel: fc.constantFrom('sms', 'voice', 'email', 'custom-tasks'),
  queue: fc.constantFrom('q1', 'q2'),
  agent: fc.constantFrom('a1', 'a2', 'a3'),
  campaign: fc.option(fc.constantFrom('c1', 'c2'), { nil: null }),
  createdAt: fc.integer({ min: WINDOW_START, max: WINDOW_START + WINDOW_MS }),
  waitMs: fc.option(fc.integer({ min: 0, max: 10 * MINUTE }), { nil: null }),
  talkMs: fc.integer({ min: 0, max: 3 * 60 * MINUTE }),
  wrapMs: fc.option(fc.integer({ min: 0, max: 20 * MINUTE }), { nil: null }),
  canceled: fc.boolean(),
  transfer: fc.boolean(),
  disposition: fc.option(fc.constantFrom('Resolved', 'Callback'), { nil: null }),
  wave: fc.integer({ min: 0, max: 2 }),
});
type GeneratedTask = typeof taskArb extends fc.Arbitrary<infer T> ? T : never;

function shape(task: GeneratedTask) {
  const acceptedAt = task.waitMs === null ? null : task.createdAt + task.waitMs;
  const status: 'completed' | 'canceled' = task.canceled || acceptedAt === null ? 'canceled' : 'completed';
  const start = acceptedAt ?? task.createdAt;
  const wrappedAt = status === 'completed' && task.wrapMs !== null ? start + task.talkMs : null;
  const endedAt = status === 'completed' ? start + task.talkMs + (task.wrapMs ?? 0) : start + task.talkMs;
  return {
    ...task,
    acceptedAt,
    status,
    wrappedAt,
    endedAt,
    agentId: acceptedAt === null ? null : task.agent,
  };
}
type Shaped = ReturnType<typeof shape>;

function localPeriod(ms: number, timeZone: string, granularity: 'hour' | 'day'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${granularity === 'day' ? '00' : part('hour')}:00`;
}

/** The oracle: each moment of each task counted in its own local period, straight from the task. */
function expectedSeries(
  shaped: Shaped[],
  range: { startMs: number; endMs: number },
  timeZone: string,
  granularity: 'hour' | 'day',
): Map<string, RollupMetrics> {
  const periods = new Map<string, Partial<RollupMetrics>[]>();
  const add = (at: number, metrics: Partial<RollupMetrics>) => {
    if (at < range.startMs || at >= range.endMs) return;
    const key = localPeriod(at, timeZone, granularity);
    periods.set(key, [...(periods.get(key) ?? []), metrics]);
  };
  for (const task of shaped) {
    add(task.createdAt, { created: 1, transfers: task.transfer ? 1 : 0 });
    if (task.acceptedAt !== null) {
      const wait = task.acceptedAt - task.createdAt;
      const within = Object.fromEntries(
        SERVICE_LEVEL_SECONDS.map((s) => [`within${s}`, wait <= s * 1000 ? 1 : 0]),
      );
      add(task.acceptedAt, { accepted: 1, waitMs: wait, ...within });
    }
    if (task.status === 'completed' && task.acceptedAt !== null) {
      const talkEnd = task.wrappedAt ?? task.endedAt;
      add(task.endedAt, {
        completed: 1,
        handleMs: task.endedAt - task.acceptedAt,
        talkMs: talkEnd - task.acceptedAt,
        wrapMs: task.wrappedAt === null ? 0 : task.endedAt - task.wrappedAt,
      });
    } else add(task.endedAt, task.acceptedAt === null ? { abandoned: 1 } : { canceled: 1 });
  }
  return new Map([...periods].map(([key, rows]) => [key, sumMetrics(rows)]));
}

describe(`reporting rollups on ${testEngine()}`, () => {
  it('agree with the raw tasks for any range, zone and granularity, and with a rebuild', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(taskArb, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 15 }),
        fc.constantFrom(...ZONES),
        fc.constantFrom('hour' as const, 'day' as const),
        fc.integer({ min: 0, max: DATES.length - 1 }),
        fc.integer({ min: 0, max: DATES.length - 1 }),
        async (generated, batch, timeZone, granularity, a, b) => {
          const brand = await createTestBrand(handle.db);
          const shaped = generated.map(shape);
          let n = 0;
          // The tasks finish in waves; the worker takes each wave in batches of `batch`.
          for (const wave of [0, 1, 2]) {
            const rows = shaped.filter((task) => task.wave === wave);
            if (rows.length > 0)
              await handle.db.insert(tasks).values(
                rows.map((task) => {
                  n += 1;
                  return {
                    brandId: brand.id,
                    sid: `WT${n}`,
                    status: task.status,
                    channel: task.channel,
                    capacityChannel: 'sms',
                    queueSid: task.queue,
                    queueName: task.queue,
                    workflowName: 'test',
                    attributes: {
                      ...(task.campaign ? { campaignId: task.campaign } : {}),
                      ...(task.transfer ? { taskType: 'Transfer Call' } : {}),
                    },
                    assignedUserId: null,
                    disposition: task.status === 'completed' ? task.disposition : null,
                    createdAt: new Date(task.createdAt),
                    updatedAt: new Date(task.endedAt),
                    acceptedAt: task.acceptedAt === null ? null : new Date(task.acceptedAt),
                    wrappedAt: task.wrappedAt === null ? null : new Date(task.wrappedAt),
                    endedAt: new Date(task.endedAt),
                  };
                }),
              );
            while ((await rollUpFinishedTasks(handle.db, { limit: batch })) > 0) {
              // until this wave is taken
            }
          }
          const [from, to] = a <= b ? [DATES[a], DATES[b]] : [DATES[b], DATES[a]];
          const input = { from, to, timeZone, granularity };
          const dashboard = await getDashboard(handle.db, { brandId: brand.id, input });
          const range = { startMs: dashboard.startsAt.getTime(), endMs: dashboard.endsAt.getTime() };
          const expected = expectedSeries(shaped, range, timeZone, granularity);
          const figures = (metrics: RollupMetrics): DashboardFigures => dashboardFigures(metrics, 20);
          // Every local period of the range, once, in order (empty ones too)…
          const hours: string[] = [];
          for (let at = range.startMs; at < range.endMs; at += 3_600_000) {
            const label = localPeriod(at, timeZone, granularity);
            if (!hours.includes(label)) hours.push(label);
          }
          expect(dashboard.series.map((row) => row.period)).toEqual(hours);
          // …and those with figures exactly as the tasks say.
          const withFigures = dashboard.series.filter((row) => expected.has(row.period));
          expect(
            dashboard.series
              .filter((row) => !expected.has(row.period))
              .every((row) => row.figures.created === 0 && row.figures.completed === 0),
          ).toBe(true);
          expect(withFigures.map((row) => [row.period, row.figures])).toEqual(
            [...expected]
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([period, metrics]) => [period, figures(metrics)]),
          );
          expect(dashboard.totals).toEqual(figures(sumMetrics([...expected.values()])));

          // The drill-down of each period lists exactly the tasks its "created" counts.
          for (const row of dashboard.series.filter((item) => item.figures.created > 0)) {
            const behind = await listReportTasks(handle.db, {
              brandId: brand.id,
              input: { ...input, period: row.period },
            });
            expect(behind.total).toBe(row.figures.created);
          }

          // A rebuild from the tasks gives exactly the rollups the worker kept.
          const kept = () =>
            handle.db
              .select()
              .from(reportTaskBuckets)
              .where(eq(reportTaskBuckets.brandId, brand.id))
              .orderBy(
                asc(reportTaskBuckets.bucketStart),
                asc(reportTaskBuckets.queueSid),
                asc(reportTaskBuckets.agentId),
                asc(reportTaskBuckets.channel),
                asc(reportTaskBuckets.campaignId),
              );
          const before = await kept();
          expect(await rebuildBrandRollups(handle.db, { brandId: brand.id })).toBe(shaped.length);
          expect(await kept()).toEqual(before);
        },
      ),
      { numRuns: Number(process.env.REPORTING_PROPERTY_RUNS ?? 15) },
    );
  });
});
