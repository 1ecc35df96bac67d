import { type JourneyDefinition, journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { journeyVersions } from '../journeys.tables.ts';

// A published version never changes, so its parsed definition is cached by (brand, journey, version).
const cache = new Map<string, JourneyDefinition>();
const MAX_CACHED = 500;

/** The definition of a published version (parsed with core's schema), or null when there is none. */
export async function versionDefinition(
  db: DbExecutor,
  key: { brandId: string; journeyId: string; version: number },
): Promise<JourneyDefinition | null> {
  const cacheKey = `${key.brandId}:${key.journeyId}:${key.version}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const [row] = await db
    .select({ definition: journeyVersions.definition })
    .from(journeyVersions)
    .where(
      and(
        eq(journeyVersions.brandId, key.brandId),
        eq(journeyVersions.journeyId, key.journeyId),
        eq(journeyVersions.version, key.version),
      ),
    );
  if (!row) return null;
  const definition = journeyDefinitionSchema.parse(row.definition);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(cacheKey, definition);
  return definition;
}

/** A run's definition: its own (a test run of the draft) or its version's. */
export async function runDefinition(
  db: DbExecutor,
  run: { brandId: string; journeyId: string; version: number; definition: unknown },
): Promise<JourneyDefinition | null> {
  if (run.definition !== null && run.definition !== undefined)
    return journeyDefinitionSchema.parse(run.definition);
  return versionDefinition(db, run);
}
