import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { requireJourney } from './journey-store.ts';
import { JOURNEY_API_TEXTS, REMOVED_END_REASON } from './journey-texts.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { journeyJobs, journeyRuns, journeySteps, journeyWaits } from './journeys.tables.ts';

/** The jobs that move a run on (docs/decisions/journey-job-queue.md); `deliver` is an effect's delivery. */
const PENDING_RUN_JOB_KINDS = ['step', 'timer', 'waitTimeout'] as const;

/**
 * removeContactFromJourney (issue 13 "an admin can remove a contact from a journey"): the run ends
 * `removed` now, in one transaction with dropping the jobs that would move it on (steps, timers, timeouts) and waits for an
 * event; the step it was waiting at ends too, so the node's "waiting" count drops. The run row is
 * locked first: the engine locks it to run a step, so the two never interleave. 404 when the run is
 * not the journey's (or not the brand's); 409 when it has already ended.
 */
export async function removeContactFromJourney(
  db: DbExecutor,
  options: { session: RequestSession; journeyId: string; runId: string; now?: Date },
): Promise<boolean> {
  const { brandId } = requireJourneyEditor(options.session);
  const { journeyId, runId } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await requireJourney(tx, { brandId, id: journeyId, field: 'journeyId' });
    const ofRun = and(eq(journeyRuns.brandId, brandId), eq(journeyRuns.id, runId));
    const [run] = await tx
      .select({ journeyId: journeyRuns.journeyId, state: journeyRuns.state })
      .from(journeyRuns)
      .where(ofRun)
      .for('update');
    if (!run || run.journeyId !== journeyId)
      throw new AppError('not_found', JOURNEY_API_TEXTS.runNotFound, { field: 'runId' });
    if (run.state !== 'active')
      throw new AppError('conflict', JOURNEY_API_TEXTS.runNotActive, { field: 'runId' });
    // What the run would still do; deliveries of effects already committed (webhooks) still go out.
    await tx
      .delete(journeyJobs)
      .where(
        and(
          eq(journeyJobs.brandId, brandId),
          eq(journeyJobs.runId, runId),
          inArray(journeyJobs.kind, [...PENDING_RUN_JOB_KINDS]),
        ),
      );
    await tx
      .delete(journeyWaits)
      .where(and(eq(journeyWaits.brandId, brandId), eq(journeyWaits.runId, runId)));
    await tx
      .update(journeySteps)
      .set({ status: 'ended', reason: REMOVED_END_REASON, finishedAt: now })
      .where(
        and(
          eq(journeySteps.brandId, brandId),
          eq(journeySteps.runId, runId),
          eq(journeySteps.status, 'waiting'),
        ),
      );
    await tx
      .update(journeyRuns)
      .set({ state: 'removed', nodeId: null, endedAt: now, endReason: REMOVED_END_REASON })
      .where(ofRun);
  });
  return true;
}
