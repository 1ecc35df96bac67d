import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { versionDefinition } from './engine/journey-definitions.ts';
import { scheduleJourneyTrigger } from './engine/schedule-triggers.ts';
import { stopJourneySchedule } from './engine/stop-schedule.ts';
import { type JourneyRecord, requireJourney } from './journey-store.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { journeys } from './journeys.tables.ts';
import { type JourneyView, presentJourney } from './present-journey.ts';

/**
 * A live journey's scheduled trigger follows its archive flag, in the same transaction: archiving
 * deletes its pending `schedule` jobs; un-archiving schedules the next occurrence of the live version
 * as publish does (a one-time instant already past is not run again: the live version is passed as
 * its own previous one).
 */
async function followSchedule(
  tx: DbExecutor,
  journey: JourneyRecord,
  options: { brandId: string; hidden: boolean; now: Date },
): Promise<void> {
  const { brandId, hidden, now } = options;
  if (journey.state !== 'live' || journey.liveVersion === null) return;
  // Archiving again deletes nothing new, but is safe (and stops a schedule archived before this rule).
  if (hidden) {
    await stopJourneySchedule(tx, { brandId, journeyId: journey.id });
    return;
  }
  // Shown already: its schedule runs (rescheduling would drop a one-time instant that is due).
  if (!journey.hidden) return;
  const version = journey.liveVersion;
  const definition = await versionDefinition(tx, { brandId, journeyId: journey.id, version });
  if (!definition) return;
  await scheduleJourneyTrigger(tx, {
    brandId,
    journeyId: journey.id,
    version,
    definition,
    previous: definition,
    now,
  });
}

/**
 * setJourneyHidden: archives (hides from the listing, spec 001 §3 `hidden`) or unarchives a journey.
 * A live journey keeps running (its runs, its event and segment triggers) but its scheduled trigger
 * stops while archived (followSchedule); its draft's updatedAt stays, so a builder open on it can
 * still save.
 */
export async function setJourneyHidden(
  db: DbExecutor,
  options: { session: RequestSession; id: string; hidden: boolean; now?: Date },
): Promise<JourneyView> {
  const { brandId } = requireJourneyEditor(options.session);
  const { id, hidden } = options;
  const now = options.now ?? new Date();
  const record = await db.transaction(async (tx) => {
    const journey = await requireJourney(tx, { brandId, id, lock: true });
    await followSchedule(tx, journey, { brandId, hidden, now });
    await tx
      .update(journeys)
      .set({ hidden })
      .where(and(eq(journeys.brandId, brandId), eq(journeys.id, id)));
    return requireJourney(tx, { brandId, id });
  });
  return presentJourney(db, { brandId, record });
}
