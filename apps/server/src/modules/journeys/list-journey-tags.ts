import type { JourneyTag } from '@parley/core/journeys/journey';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { listTags } from './journey-tags-store.ts';
import { requireJourneyReader } from './journeys.policy.ts';

/** journeyTags: every tag of the brand's journeys, by name (the listing's filter, the builder's picker). */
export async function listJourneyTags(
  db: DbExecutor,
  options: { session: RequestSession },
): Promise<JourneyTag[]> {
  const { brandId } = requireJourneyReader(options.session);
  return listTags(db, brandId);
}
