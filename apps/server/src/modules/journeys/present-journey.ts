import { goLiveProblems } from '@parley/core/journeys/go-live';
import type { JourneyCounts, JourneyState, JourneyTag } from '@parley/core/journeys/journey';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import type { TriggerType } from '@parley/core/journeys/trigger-data';
import type { DbExecutor } from '../../platform/db/database.ts';
import { listUserNames } from '../users/list-user-names.ts';
import { countRunsOfJourneys, NO_COUNTS } from './journey-counts.ts';
import { type JourneyRecord, readVersionDefinition } from './journey-store.ts';
import { tagsOfJourneys } from './journey-tags-store.ts';
import { journeyValidationContext } from './journey-validation-context.ts';

// A journey as the builder reads it (docs/journeys.md "Server API"): the listing of spec 001 §3 and
// the journey of spec 000 §3 with its draft, its live definition and what keeps it from going live.

/** Who created or changed a journey (null name: the user no longer exists). */
export type JourneyUserRef = { id: string; name: string | null };

export type JourneyListingView = {
  id: string;
  friendlyId: string;
  name: string;
  state: JourneyState;
  triggerType: TriggerType | null;
  /** The live version (null: never published). */
  version: number | null;
  hidden: boolean;
  tags: JourneyTag[];
  counts: JourneyCounts;
  createdAt: Date;
  updatedAt: Date;
  createdBy: JourneyUserRef | null;
  updatedBy: JourneyUserRef | null;
};

export type JourneyView = JourneyListingView & {
  description: string | null;
  originalCreatedAt: Date;
  draft: unknown;
  draftChanged: boolean;
  liveDefinition: unknown;
  problems: JourneyProblem[];
};

function userRef(id: string | null, names: Map<string, string>): JourneyUserRef | null {
  return id ? { id, name: names.get(id) ?? null } : null;
}

/** The listings of these journeys, in their order (tags, counts and names in one query each). */
export async function presentListings(
  db: DbExecutor,
  options: { brandId: string; records: readonly JourneyRecord[] },
): Promise<JourneyListingView[]> {
  const { brandId, records } = options;
  const journeyIds = records.map((record) => record.id);
  const tags = await tagsOfJourneys(db, { brandId, journeyIds });
  const counts = await countRunsOfJourneys(db, { brandId, journeyIds });
  const userIds = records.flatMap((record) => [record.createdBy, record.updatedBy]);
  const names = await listUserNames(
    db,
    brandId,
    userIds.filter((id): id is string => id !== null),
  );
  return records.map((record) => ({
    id: record.id,
    friendlyId: record.friendlyId,
    name: record.name,
    state: record.state,
    triggerType: record.triggerType,
    version: record.liveVersion,
    hidden: record.hidden,
    tags: tags.get(record.id) ?? [],
    counts: counts.get(record.id) ?? NO_COUNTS,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    createdBy: userRef(record.createdBy, names),
    updatedBy: userRef(record.updatedBy, names),
  }));
}

/** The whole journey: its listing, draft, live definition and go-live problems (with the clock). */
export async function presentJourney(
  db: DbExecutor,
  options: { brandId: string; record: JourneyRecord; now?: Date },
): Promise<JourneyView> {
  const { brandId, record } = options;
  const [listing] = await presentListings(db, { brandId, records: [record] });
  if (!listing) throw new Error('presentListings returned no listing');
  const liveDefinition =
    record.liveVersion === null
      ? null
      : await readVersionDefinition(db, { brandId, journeyId: record.id, version: record.liveVersion });
  const context = await journeyValidationContext(db, {
    brandId,
    definition: record.draft,
    now: options.now ?? new Date(),
  });
  return {
    ...listing,
    description: record.description,
    originalCreatedAt: record.originalCreatedAt,
    draft: record.draft,
    draftChanged: record.draftChanged,
    liveDefinition,
    problems: goLiveProblems(record.draft, context),
  };
}
