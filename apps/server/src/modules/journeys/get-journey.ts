import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { requireJourney } from './journey-store.ts';
import { requireJourneyReader } from './journeys.policy.ts';
import { type JourneyView, presentJourney } from './present-journey.ts';

/** journey(id): the whole journey with its draft and problems, or 404 (another brand's too). */
export async function getJourney(
  db: DbExecutor,
  options: { session: RequestSession; id: string },
): Promise<JourneyView> {
  const { brandId } = requireJourneyReader(options.session);
  const record = await requireJourney(db, { brandId, id: options.id });
  return presentJourney(db, { brandId, record });
}
