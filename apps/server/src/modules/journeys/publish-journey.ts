import { canGoLive } from '@parley/core/journeys/go-live';
import { journeyTriggerType } from '@parley/core/journeys/journey';
import { formatProblem } from '@parley/core/journeys/problems';
import { resourceProblems } from '@parley/core/journeys/resource-problems';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { versionDefinition } from './engine/journey-definitions.ts';
import { moveRunsToVersion } from './engine/move-runs.ts';
import { scheduleJourneyTrigger } from './engine/schedule-triggers.ts';
import { brandResourcesFor } from './journey-brand-resources.ts';
import { type JourneyRecord, readDefinition, requireJourney } from './journey-store.ts';
import { JOURNEY_API_TEXTS } from './journey-texts.ts';
import { journeyValidationContext } from './journey-validation-context.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { journeys, journeyVersions } from './journeys.tables.ts';
import { type JourneyView, presentJourney } from './present-journey.ts';

/**
 * Makes the journey's draft its next live version, in the caller's transaction (publishJourney, the
 * demo seed): the journey is locked, checked with canGoLive and the clock, snapshotted in
 * journey_versions with who and when, made live, and every contact in flight on an older version is
 * moved by the engine (core's versioning: keep, restart or end). Refused with a 400 listing every
 * problem (`details.problems`) unless the journey can go live. A scheduled trigger's pending job is
 * replaced by the new version's next occurrence. A live journey without changes is left as it is.
 */
export async function publishDraft(
  tx: DbExecutor,
  options: { brandId: string; userId: string; id: string; now: Date },
): Promise<JourneyRecord> {
  const { brandId, userId, id, now } = options;
  const journey = await requireJourney(tx, { brandId, id, lock: true });
  if (journey.state === 'live' && !journey.draftChanged) return journey;
  const context = await journeyValidationContext(tx, { brandId, definition: journey.draft, now });
  const check = canGoLive(journey.draft, context);
  const definition = readDefinition(journey.draft);
  // The queues, numbers, agents and reasons its steps name must be the brand's (issue 13 pickers).
  const problems = definition
    ? [
        ...check.problems,
        ...resourceProblems(definition, await brandResourcesFor(tx, { brandId, definition })),
      ]
    : check.problems;
  const [first] = problems;
  if (problems.length > 0 || !definition)
    throw new AppError(
      'validation_failed',
      JOURNEY_API_TEXTS.cannotGoLive(problems.length, first ? formatProblem(first) : ''),
      { field: 'id', details: { problems } },
    );
  const toVersion = (journey.liveVersion ?? 0) + 1;
  await tx.insert(journeyVersions).values({
    brandId,
    journeyId: id,
    version: toVersion,
    definition,
    publishedBy: userId,
    publishedAt: now,
  });
  if (journey.liveVersion !== null)
    await moveRunsToVersion(tx, { brandId, journeyId: id, toVersion, definition, now });
  // A scheduled trigger's next occurrence belongs to the version now live (schedule-triggers.ts).
  const previous =
    journey.liveVersion === null
      ? null
      : await versionDefinition(tx, { brandId, journeyId: id, version: journey.liveVersion });
  await scheduleJourneyTrigger(tx, { brandId, journeyId: id, version: toVersion, definition, previous, now });
  await tx
    .update(journeys)
    .set({
      state: 'live',
      liveVersion: toVersion,
      draft: definition,
      draftChanged: false,
      triggerType: journeyTriggerType(definition),
      updatedBy: userId,
      updatedAt: new Date(Math.max(now.getTime(), journey.updatedAt.getTime() + 1)),
    })
    .where(and(eq(journeys.brandId, brandId), eq(journeys.id, id)));
  return requireJourney(tx, { brandId, id });
}

/** publishJourney (docs/journeys.md "Versions"): an admin makes the draft live (publishDraft). */
export async function publishJourney(
  db: DbExecutor,
  options: { session: RequestSession; id: string; now?: Date },
): Promise<JourneyView> {
  const { brandId, userId } = requireJourneyEditor(options.session);
  const now = options.now ?? new Date();
  const record = await db.transaction((tx) => publishDraft(tx, { brandId, userId, id: options.id, now }));
  return presentJourney(db, { brandId, record, now });
}
