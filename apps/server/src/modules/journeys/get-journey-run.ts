import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { requireJourney } from './journey-store.ts';
import { JOURNEY_API_TEXTS } from './journey-texts.ts';
import { requireJourneyReader } from './journeys.policy.ts';
import { findRunView, type JourneyRunView } from './present-runs.ts';

/** journeyRun: one run of the journey with its path (the canvas follows a test run with it). */
export async function getJourneyRun(
  db: DbExecutor,
  options: { session: RequestSession; journeyId: string; runId: string },
): Promise<JourneyRunView> {
  const { brandId } = requireJourneyReader(options.session);
  await requireJourney(db, { brandId, id: options.journeyId, field: 'journeyId' });
  const run = await findRunView(db, { brandId, journeyId: options.journeyId, runId: options.runId });
  if (!run) throw new AppError('not_found', JOURNEY_API_TEXTS.runNotFound, { field: 'runId' });
  return run;
}
