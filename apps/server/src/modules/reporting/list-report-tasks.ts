import {
  dashboardInput,
  dashboardRange,
  defaultGranularity,
  periodRange,
} from '@parley/core/reporting/dashboard';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { type FinishedTaskRow, listFinishedTasks } from '../routing/stats/list-finished-tasks.ts';

// The dashboard's drill-down (docs/reporting.md "Drill-down"): the finished tasks behind a period of
// the chart (or the whole range), created in it and matching the dashboard's filters, oldest first,
// at most REPORT_TASKS_LIMIT of them with the total.

export const REPORT_TASKS_LIMIT = 500;

export const reportTasksInput = dashboardInput.and(
  z.object({
    /** A period label of the dashboard's series ('YYYY-MM-DDTHH:MM'); absent: the whole range. */
    period: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a period of the dashboard like 2026-11-27T09:00')
      .optional(),
  }),
);

export type ReportTasks = { items: FinishedTaskRow[]; total: number; startsAt: Date; endsAt: Date };

export async function listReportTasks(
  db: DbExecutor,
  options: { brandId: string; input: unknown },
): Promise<ReportTasks> {
  const input = reportTasksInput.parse(options.input);
  const range = dashboardRange(input);
  const period = input.period
    ? periodRange(input.period, input.timeZone, input.granularity ?? defaultGranularity(input))
    : range;
  const from = new Date(Math.max(range.startMs, period.startMs));
  const to = new Date(Math.min(range.endMs, period.endMs));
  const { items, total } = await listFinishedTasks(db, {
    brandId: options.brandId,
    from,
    to,
    filters: input,
    limit: REPORT_TASKS_LIMIT,
  });
  return { items, total, startsAt: from, endsAt: to };
}
