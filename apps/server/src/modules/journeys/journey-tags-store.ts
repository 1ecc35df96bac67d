import type { JourneyTag } from '@parley/core/journeys/journey';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { journeyTagLinks, journeyTags } from './journeys.tables.ts';

// The brand's journey tags (spec 000 §3 tags: id, name): names are unique per brand ignoring case, so
// saving "vip" on one journey and "VIP" on another gives both the same tag (the first spelling wins).

/** The brand's tags by name (ignoring case). */
export async function listTags(db: DbExecutor, brandId: string): Promise<JourneyTag[]> {
  return db
    .select({ id: journeyTags.id, name: journeyTags.name })
    .from(journeyTags)
    .where(eq(journeyTags.brandId, brandId))
    .orderBy(asc(sql`lower(${journeyTags.name})`), asc(journeyTags.id));
}

/** The ids of these tag names, creating the missing ones (a concurrent create of one is no error). */
async function tagIdsOf(tx: DbExecutor, brandId: string, names: readonly string[]): Promise<string[]> {
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  if (unique.length === 0) return [];
  await tx
    .insert(journeyTags)
    .values(unique.map((name) => ({ brandId, name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: journeyTags.id })
    .from(journeyTags)
    .where(
      and(
        eq(journeyTags.brandId, brandId),
        inArray(
          sql`lower(${journeyTags.name})`,
          unique.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Replaces the journey's tags with these names (in the caller's transaction). */
export async function replaceJourneyTags(
  tx: DbExecutor,
  options: { brandId: string; journeyId: string; names: readonly string[] },
): Promise<void> {
  const { brandId, journeyId } = options;
  const tagIds = await tagIdsOf(tx, brandId, options.names);
  await tx
    .delete(journeyTagLinks)
    .where(and(eq(journeyTagLinks.brandId, brandId), eq(journeyTagLinks.journeyId, journeyId)));
  if (tagIds.length === 0) return;
  await tx.insert(journeyTagLinks).values(tagIds.map((tagId) => ({ brandId, journeyId, tagId })));
}

/** Gives a new journey the tags of another (duplicate). */
export async function copyJourneyTags(
  tx: DbExecutor,
  options: { brandId: string; fromJourneyId: string; toJourneyId: string },
): Promise<void> {
  const { brandId } = options;
  const links = await tx
    .select({ tagId: journeyTagLinks.tagId })
    .from(journeyTagLinks)
    .where(and(eq(journeyTagLinks.brandId, brandId), eq(journeyTagLinks.journeyId, options.fromJourneyId)));
  if (links.length === 0) return;
  await tx
    .insert(journeyTagLinks)
    .values(links.map((link) => ({ brandId, journeyId: options.toJourneyId, tagId: link.tagId })));
}

/** The tags of each of these journeys, by name. */
export async function tagsOfJourneys(
  db: DbExecutor,
  options: { brandId: string; journeyIds: readonly string[] },
): Promise<Map<string, JourneyTag[]>> {
  const result = new Map<string, JourneyTag[]>();
  if (options.journeyIds.length === 0) return result;
  const rows = await db
    .select({ journeyId: journeyTagLinks.journeyId, id: journeyTags.id, name: journeyTags.name })
    .from(journeyTagLinks)
    .innerJoin(
      journeyTags,
      and(eq(journeyTags.brandId, journeyTagLinks.brandId), eq(journeyTags.id, journeyTagLinks.tagId)),
    )
    .where(
      and(
        eq(journeyTagLinks.brandId, options.brandId),
        inArray(journeyTagLinks.journeyId, [...options.journeyIds]),
      ),
    )
    .orderBy(asc(sql`lower(${journeyTags.name})`));
  for (const row of rows) {
    const tags = result.get(row.journeyId) ?? [];
    tags.push({ id: row.id, name: row.name });
    result.set(row.journeyId, tags);
  }
  return result;
}
