import { type JourneyDefinition, journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { loadProfilesByContactIds } from '../../contacts/contact-profile.ts';
import { engineRows } from './engine-sql.ts';
import { enterJourney } from './enter-journey.ts';
import { versionDefinition } from './journey-definitions.ts';
import { wakeJourneyRunner } from './runner-signal.ts';

/** A test run's delays are divided by this (docs/journeys.md "Test run"): a minute lasts a second. */
export const TEST_RUN_DELAY_SCALE = 60;
/** The version number of a test run of the draft (a draft has no version row; its definition is on the run). */
export const DRAFT_TEST_VERSION = 0;

/**
 * An admin runs the live or draft definition for one contact (docs/journeys.md "Test run"): a run
 * flagged `test` that ignores the entry rule and is left out of analytics, its delays shortened,
 * which sends for real. Returns the run's id.
 */
export async function startJourneyTestRun(
  db: DbExecutor,
  options: {
    brandId: string;
    journeyId: string;
    contactId: string;
    useDraft: boolean;
    delayScale?: number;
    now?: Date;
  },
): Promise<{ runId: string }> {
  const { brandId, journeyId } = options;
  const now = options.now ?? new Date();
  const runId = await db.transaction(async (tx) => {
    const [journey] = await engineRows<{ draft: unknown; live_version: number | null }>(
      tx,
      sql`select draft, live_version from journeys where brand_id = ${brandId} and id = ${journeyId}`,
    );
    if (!journey) throw new AppError('not_found', 'Journey not found', { field: 'journeyId' });
    const [contact] = await loadProfilesByContactIds(tx, { brandId, contactIds: [options.contactId] });
    if (!contact) throw new AppError('not_found', 'Contact not found', { field: 'contactId' });
    let definition: JourneyDefinition | null;
    let version: number;
    if (options.useDraft || journey.live_version === null) {
      definition = journeyDefinitionSchema.parse(journey.draft);
      version = DRAFT_TEST_VERSION;
    } else {
      version = journey.live_version;
      definition = await versionDefinition(tx, { brandId, journeyId, version });
    }
    const trigger = definition?.nodes.find((node) => node.type === 'trigger');
    if (!definition || !trigger)
      throw new AppError('validation_failed', 'A journey needs a trigger node.', { field: 'journeyId' });
    const entered = await enterJourney(tx, {
      brandId,
      journeyId,
      version,
      contactId: options.contactId,
      entryRule: 'everyTime',
      triggerKey: `test:${crypto.randomUUID()}`,
      triggerEvent: null,
      triggerNodeId: trigger.id,
      now,
      test: true,
      definition: version === DRAFT_TEST_VERSION ? definition : null,
      delayScale: options.delayScale ?? TEST_RUN_DELAY_SCALE,
    });
    if (!entered) throw new Error('the test run was not created');
    return entered;
  });
  wakeJourneyRunner();
  return { runId };
}
