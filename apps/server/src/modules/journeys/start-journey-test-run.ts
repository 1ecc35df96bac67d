import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { loadProfilesByContactIds } from '../contacts/contact-profile.ts';
import { findContactIdByProfileId } from '../contacts/find-contact-by-profile-id.ts';
import { startJourneyTestRun as startEngineTestRun } from './engine/start-test-run.ts';
import { requireJourney } from './journey-store.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { findRunView, type JourneyRunView } from './present-runs.ts';

const uuid = z.string().uuid();

/** The contact's row id from what the builder has: a profile id (contact search) or the row id (runs). */
async function resolveContactId(db: DbExecutor, brandId: string, given: string): Promise<string> {
  if (uuid.safeParse(given).success) {
    const [contact] = await loadProfilesByContactIds(db, { brandId, contactIds: [given] });
    if (contact) return given;
  }
  const found = await findContactIdByProfileId(db, { brandId, profileId: given });
  if (!found) throw new AppError('not_found', REST_ERROR_TEXTS.contactNotFound, { field: 'contactId' });
  return found;
}

/**
 * startJourneyTestRun (docs/journeys.md "Test run"): an admin runs the draft (or the live version)
 * for one contact, delays shortened, left out of analytics; the engine does the run. Returns the run
 * with its path so far (the canvas then follows it with journeyRun).
 */
export async function startJourneyTestRun(
  db: DbExecutor,
  options: { session: RequestSession; journeyId: string; contactId: string; useDraft: boolean },
): Promise<JourneyRunView> {
  const { brandId } = requireJourneyEditor(options.session);
  const { journeyId } = options;
  await requireJourney(db, { brandId, id: journeyId, field: 'journeyId' });
  const contactId = await resolveContactId(db, brandId, options.contactId.trim());
  const { runId } = await startEngineTestRun(db, {
    brandId,
    journeyId,
    contactId,
    useDraft: options.useDraft,
  });
  const run = await findRunView(db, { brandId, journeyId, runId });
  if (!run) throw new Error(`test run ${runId} was not found after it started`);
  return run;
}
