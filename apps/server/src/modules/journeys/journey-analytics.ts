import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { readDefinition, requireJourney } from './journey-store.ts';
import { requireJourneyReader } from './journeys.policy.ts';
import { journeyRuns, journeySteps } from './journeys.tables.ts';

// Node and edge analytics of the canvas (issue 13 "contacts entered, waiting, completed, failed per
// node and per edge, for a date range"), read from journey_steps: one row per (run, node, version),
// its status updated as the step goes on. Test runs are left out. The range is on when the contact
// reached the node: [from, to).

export type JourneyNodeStats = {
  nodeId: string;
  entered: number;
  waiting: number;
  completed: number;
  skipped: number;
  failed: number;
  /** Ended there by a new version that removed the node, or by an admin. */
  ended: number;
};

/** Contacts who left a node by this edge (its output) in the range. */
export type JourneyEdgeStats = { edgeId: string; count: number };

type Range = { from?: Date | null; to?: Date | null };

const statusCount = (status: string) =>
  sql<number>`count(*) filter (where ${journeySteps.status} = ${status})::int`;

function checkRange(range: Range): void {
  if (range.from && range.to && range.from > range.to)
    throw new AppError('validation_failed', 'from must be before to', { field: 'from' });
}

function stepsWhere(brandId: string, journeyId: string, range: Range): SQL | undefined {
  return and(
    eq(journeySteps.brandId, brandId),
    eq(journeySteps.journeyId, journeyId),
    range.from ? gte(journeySteps.enteredAt, range.from) : undefined,
    range.to ? lt(journeySteps.enteredAt, range.to) : undefined,
    // Test runs are not the journey's audience.
    sql`not exists (select 1 from ${journeyRuns} where ${journeyRuns.brandId} = ${journeySteps.brandId}
      and ${journeyRuns.id} = ${journeySteps.runId} and ${journeyRuns.test})`,
  );
}

/** journeyNodeAnalytics: per node of the journey's steps (every version), for the range. */
export async function journeyNodeAnalytics(
  db: DbExecutor,
  options: { session: RequestSession; journeyId: string } & Range,
): Promise<JourneyNodeStats[]> {
  const { brandId } = requireJourneyReader(options.session);
  checkRange(options);
  await requireJourney(db, { brandId, id: options.journeyId, field: 'journeyId' });
  return db
    .select({
      nodeId: journeySteps.nodeId,
      entered: sql<number>`count(*)::int`,
      waiting: statusCount('waiting'),
      completed: statusCount('completed'),
      skipped: statusCount('skipped'),
      failed: statusCount('failed'),
      ended: statusCount('ended'),
    })
    .from(journeySteps)
    .where(stepsWhere(brandId, options.journeyId, options))
    .groupBy(journeySteps.nodeId)
    .orderBy(journeySteps.nodeId);
}

/**
 * journeyEdgeAnalytics: per edge of the journey's current draft (what the canvas shows), the contacts
 * who left its source by its output (a completed or skipped step: a skipped node goes on by its
 * output too) in the range.
 */
export async function journeyEdgeAnalytics(
  db: DbExecutor,
  options: { session: RequestSession; journeyId: string } & Range,
): Promise<JourneyEdgeStats[]> {
  const { brandId } = requireJourneyReader(options.session);
  checkRange(options);
  const journey = await requireJourney(db, { brandId, id: options.journeyId, field: 'journeyId' });
  const definition = readDefinition(journey.draft);
  if (!definition || definition.edges.length === 0) return [];
  const rows = await db
    .select({ nodeId: journeySteps.nodeId, output: journeySteps.output, count: sql<number>`count(*)::int` })
    .from(journeySteps)
    .where(
      and(
        stepsWhere(brandId, options.journeyId, options),
        inArray(journeySteps.status, ['completed', 'skipped']),
        inArray(journeySteps.nodeId, [...new Set(definition.edges.map((edge) => edge.source))]),
      ),
    )
    .groupBy(journeySteps.nodeId, journeySteps.output);
  const counts = new Map(rows.map((row) => [`${row.nodeId}\u0000${row.output ?? ''}`, row.count]));
  return definition.edges.map((edge) => ({
    edgeId: edge.id,
    count: counts.get(`${edge.source}\u0000${edge.sourceHandle ?? ''}`) ?? 0,
  }));
}
