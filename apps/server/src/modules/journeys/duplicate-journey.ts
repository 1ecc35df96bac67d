import { MAX_JOURNEY_NAME_LENGTH } from '@parley/core/journeys/limits';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { insertJourney } from './insert-journey.ts';
import { readDefinition, requireJourney } from './journey-store.ts';
import { copyJourneyTags } from './journey-tags-store.ts';
import { JOURNEY_API_TEXTS } from './journey-texts.ts';
import { requireJourneyEditor } from './journeys.policy.ts';
import { type JourneyView, presentJourney } from './present-journey.ts';

/** "<name> (copy)", the name cut so that the whole stays within the name limit. */
export function copyName(name: string): string {
  const suffix = JOURNEY_API_TEXTS.copySuffix;
  return `${name.slice(0, MAX_JOURNEY_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/**
 * duplicateJourney: a new draft "<name> (copy)" of the journey's current draft, with its description
 * and tags, never published, keeping the original's originalCreatedAt (spec 000 §3). Its runs,
 * versions and analytics stay with the original.
 */
export async function duplicateJourney(
  db: DbExecutor,
  options: { session: RequestSession; id: string; now?: Date },
): Promise<JourneyView> {
  const { brandId, userId } = requireJourneyEditor(options.session);
  const now = options.now ?? new Date();
  const record = await db.transaction(async (tx) => {
    const source = await requireJourney(tx, { brandId, id: options.id });
    const draft = readDefinition(source.draft);
    // Stored drafts always parse (checked on write); one that no longer does is not copied.
    if (!draft) throw new Error(`journey ${source.id}: the stored draft does not parse`);
    const id = await insertJourney(tx, {
      brandId,
      name: copyName(source.name),
      description: source.description,
      draft,
      userId,
      now,
      originalCreatedAt: source.originalCreatedAt,
    });
    await copyJourneyTags(tx, { brandId, fromJourneyId: source.id, toJourneyId: id });
    return requireJourney(tx, { brandId, id });
  });
  return presentJourney(db, { brandId, record, now });
}
