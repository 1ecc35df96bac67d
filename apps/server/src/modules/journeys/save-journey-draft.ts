import { journeyTriggerType } from '@parley/core/journeys/journey';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import {
  parseJourneyDescription,
  parseJourneyDraft,
  parseJourneyName,
  parseJourneyTagNames,
} from './journey-input.ts';
import { readVersionDefinition, requireJourney } from './journey-store.ts';
import { replaceJourneyTags } from './journey-tags-store.ts';
import { JOURNEY_API_TEXTS } from './journey-texts.ts';
import { journeyValidationContext } from './journey-validation-context.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { journeys } from './journeys.tables.ts';
import { type JourneyView, presentJourney } from './present-journey.ts';

export type JourneyDraftArgs = {
  name: string;
  description?: string | null;
  tagNames?: readonly string[] | null;
  /** Checked by core (required by the GraphQL input). */
  definition?: unknown;
  /** The updatedAt the builder loaded: a save over someone else's later save is refused (409). */
  expectedUpdatedAt?: Date | null;
};

function sameJson(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * saveJourneyDraft: the builder's save (docs/journeys.md "Server API"). The definition is re-checked
 * with core's rules and refused (400 naming the node) when anything is `invalid`; an incomplete draft
 * saves. For a live journey this edits the next version: the live one runs on untouched, and
 * `draftChanged` says whether the draft differs from it. Nothing is half-saved.
 */
export async function saveJourneyDraft(
  db: DbExecutor,
  options: { session: RequestSession; id: string; input: JourneyDraftArgs; now?: Date },
): Promise<JourneyView> {
  const { brandId, userId } = requireJourneyEditor(options.session);
  const { id, input } = options;
  const now = options.now ?? new Date();
  const name = parseJourneyName(input.name);
  const description = parseJourneyDescription(input.description);
  const tagNames = parseJourneyTagNames(input.tagNames);
  const context = await journeyValidationContext(db, { brandId, definition: input.definition });
  const draft = parseJourneyDraft(input.definition, context);
  const record = await db.transaction(async (tx) => {
    const journey = await requireJourney(tx, { brandId, id, lock: true });
    const expected = input.expectedUpdatedAt;
    // Millisecond precision: what the builder was given (DateTime) is what it sends back.
    if (expected && expected.getTime() !== journey.updatedAt.getTime())
      throw new AppError('conflict', JOURNEY_API_TEXTS.staleSave, { field: 'expectedUpdatedAt' });
    // Every save moves updatedAt forward, so a save within the same millisecond is still seen.
    const updatedAt = new Date(Math.max(now.getTime(), journey.updatedAt.getTime() + 1));
    const live =
      journey.liveVersion === null
        ? null
        : await readVersionDefinition(tx, { brandId, journeyId: id, version: journey.liveVersion });
    await tx
      .update(journeys)
      .set({
        name,
        description,
        draft,
        draftChanged: live === null || !sameJson(live, draft),
        // The listing shows the live version's trigger while there is one.
        triggerType: live === null ? journeyTriggerType(draft) : journeyTriggerType(live),
        updatedBy: userId,
        updatedAt,
      })
      .where(and(eq(journeys.brandId, brandId), eq(journeys.id, id)));
    await replaceJourneyTags(tx, { brandId, journeyId: id, names: tagNames });
    return requireJourney(tx, { brandId, id });
  });
  return presentJourney(db, { brandId, record, now });
}
