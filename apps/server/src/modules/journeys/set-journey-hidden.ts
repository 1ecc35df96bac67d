import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { requireJourney } from './journey-store.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { journeys } from './journeys.tables.ts';
import { type JourneyView, presentJourney } from './present-journey.ts';

/**
 * setJourneyHidden: archives (hides from the listing, spec 001 §3 `hidden`) or unarchives a journey.
 * Archiving changes nothing else: a live journey keeps running, and its draft's updatedAt stays, so
 * a builder open on it can still save.
 */
export async function setJourneyHidden(
  db: DbExecutor,
  options: { session: RequestSession; id: string; hidden: boolean },
): Promise<JourneyView> {
  const { brandId } = requireJourneyEditor(options.session);
  const { id, hidden } = options;
  const record = await db.transaction(async (tx) => {
    await requireJourney(tx, { brandId, id, lock: true });
    await tx
      .update(journeys)
      .set({ hidden })
      .where(and(eq(journeys.brandId, brandId), eq(journeys.id, id)));
    return requireJourney(tx, { brandId, id });
  });
  return presentJourney(db, { brandId, record });
}
