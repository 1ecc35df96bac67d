import {
  type JourneyDefinition,
  type JourneyState,
  journeyDefinitionSchema,
} from '@parley/core/journeys/journey';
import { TRIGGER_TYPES, type TriggerType } from '@parley/core/journeys/trigger-data';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { JOURNEY_API_TEXTS } from './journey-texts.ts';
import { journeys, journeyVersions } from './journeys.tables.ts';

// Reads of the journeys table for this folder's use-cases. Definitions are checked on read as on
// write (CONVENTIONS.md 3): a stored draft that no longer parses is shown as it is, and its problems
// say why (validateJourney), rather than failing the whole page.

export type JourneyRecord = {
  id: string;
  friendlyId: string;
  name: string;
  description: string | null;
  state: JourneyState;
  hidden: boolean;
  liveVersion: number | null;
  /** The stored draft: parsed when it parses (it always did when saved), else as stored. */
  draft: JourneyDefinition | unknown;
  draftChanged: boolean;
  triggerType: TriggerType | null;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  originalCreatedAt: Date;
};

type JourneyRow = typeof journeys.$inferSelect;

/** A stored definition, parsed (null when it does not parse). */
export function readDefinition(value: unknown): JourneyDefinition | null {
  const parsed = journeyDefinitionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readTriggerType(value: string | null): TriggerType | null {
  return TRIGGER_TYPES.find((type) => type === value) ?? null;
}

export function toJourneyRecord(row: JourneyRow): JourneyRecord {
  return {
    id: row.id,
    friendlyId: row.friendlyId,
    name: row.name,
    description: row.description,
    state: row.state === 'live' ? 'live' : 'draft',
    hidden: row.hidden,
    liveVersion: row.liveVersion,
    draft: readDefinition(row.draft) ?? row.draft,
    draftChanged: row.draftChanged,
    triggerType: readTriggerType(row.triggerType),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    originalCreatedAt: row.originalCreatedAt,
  };
}

/** One journey of the brand (locked for the rest of the transaction when `lock` is set), or null. */
export async function findJourney(
  db: DbExecutor,
  options: { brandId: string; id: string; lock?: boolean },
): Promise<JourneyRecord | null> {
  const query = db
    .select()
    .from(journeys)
    .where(and(eq(journeys.brandId, options.brandId), eq(journeys.id, options.id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? toJourneyRecord(row) : null;
}

/** The journey, or 404 'Journey not found' (another brand's journey is not found either). */
export async function requireJourney(
  db: DbExecutor,
  options: { brandId: string; id: string; lock?: boolean; field?: string },
): Promise<JourneyRecord> {
  const journey = await findJourney(db, options);
  if (!journey) throw new AppError('not_found', JOURNEY_API_TEXTS.notFound, { field: options.field ?? 'id' });
  return journey;
}

/** The definition of a published version (null when that version does not exist). */
export async function readVersionDefinition(
  db: DbExecutor,
  options: { brandId: string; journeyId: string; version: number },
): Promise<JourneyDefinition | null> {
  const [row] = await db
    .select({ definition: journeyVersions.definition })
    .from(journeyVersions)
    .where(
      and(
        eq(journeyVersions.brandId, options.brandId),
        eq(journeyVersions.journeyId, options.journeyId),
        eq(journeyVersions.version, options.version),
      ),
    );
  return row ? readDefinition(row.definition) : null;
}
