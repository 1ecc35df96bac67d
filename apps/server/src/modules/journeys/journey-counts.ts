import type { JourneyCounts } from '@parley/core/journeys/journey';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { journeyRuns } from './journeys.tables.ts';

// The listing's counts (spec 001 §3 "counts"): contacts who entered each journey, are in it now,
// completed it, reached its exit goal or failed. Test runs are left out (docs/journeys.md "Test run").

export const NO_COUNTS: JourneyCounts = { entered: 0, active: 0, completed: 0, exited: 0, failed: 0 };

const countOf = (state: string) => sql<number>`count(*) filter (where ${journeyRuns.state} = ${state})::int`;

export async function countRunsOfJourneys(
  db: DbExecutor,
  options: { brandId: string; journeyIds: readonly string[] },
): Promise<Map<string, JourneyCounts>> {
  const result = new Map<string, JourneyCounts>();
  if (options.journeyIds.length === 0) return result;
  const rows = await db
    .select({
      journeyId: journeyRuns.journeyId,
      entered: sql<number>`count(*)::int`,
      active: countOf('active'),
      completed: countOf('completed'),
      exited: countOf('exited'),
      failed: countOf('failed'),
    })
    .from(journeyRuns)
    .where(
      and(
        eq(journeyRuns.brandId, options.brandId),
        inArray(journeyRuns.journeyId, [...options.journeyIds]),
        eq(journeyRuns.test, false),
      ),
    )
    .groupBy(journeyRuns.journeyId);
  for (const { journeyId, ...counts } of rows) result.set(journeyId, counts);
  return result;
}
