import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { requireJourney } from './journey-store.ts';
import { JOURNEY_API_TEXTS } from './journey-texts.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { journeyJobs, journeys } from './journeys.tables.ts';

/**
 * deleteJourney: only a journey that was never published (a published one has contacts' history:
 * archive it instead, 409). Its tags' links, versions and test runs (with their steps and waits) go by
 * cascade; its pending jobs (test runs' timers) are deleted here, as they have no foreign key.
 */
export async function deleteJourney(
  db: DbExecutor,
  options: { session: RequestSession; id: string },
): Promise<boolean> {
  const { brandId } = requireJourneyEditor(options.session);
  const { id } = options;
  await db.transaction(async (tx) => {
    const journey = await requireJourney(tx, { brandId, id, lock: true });
    if (journey.liveVersion !== null)
      throw new AppError('conflict', JOURNEY_API_TEXTS.publishedNotDeletable, { field: 'id' });
    await tx.delete(journeyJobs).where(and(eq(journeyJobs.brandId, brandId), eq(journeyJobs.journeyId, id)));
    await tx.delete(journeys).where(and(eq(journeys.brandId, brandId), eq(journeys.id, id)));
  });
  return true;
}
