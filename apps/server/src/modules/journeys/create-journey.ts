import { newJourney } from '@parley/core/journeys/new-journey';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { insertJourney } from './insert-journey.ts';
import { requireJourney } from './journey-store.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { type JourneyView, presentJourney } from './present-journey.ts';

/** The id of the trigger node of a new journey (any graph id would do; this one reads well). */
export const NEW_JOURNEY_TRIGGER_ID = 'trigger';

/** createJourney (spec 000 §4): a draft named 'New Journey' with one trigger node, type not chosen. */
export async function createJourney(
  db: DbExecutor,
  options: { session: RequestSession; now?: Date },
): Promise<JourneyView> {
  const { brandId, userId } = requireJourneyEditor(options.session);
  const now = options.now ?? new Date();
  const fresh = newJourney(NEW_JOURNEY_TRIGGER_ID);
  const record = await db.transaction(async (tx) => {
    const id = await insertJourney(tx, {
      brandId,
      name: fresh.name,
      description: null,
      draft: fresh.definition,
      userId,
      now,
    });
    return requireJourney(tx, { brandId, id });
  });
  return presentJourney(db, { brandId, record, now });
}
