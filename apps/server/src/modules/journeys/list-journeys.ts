import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import { JOURNEY_STATES } from '@parley/core/journeys/journey';
import { TRIGGER_TYPES } from '@parley/core/journeys/trigger-data';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { escapeLike } from '../contacts/contact-search-sql.ts';
import { toJourneyRecord } from './journey-store.ts';
import { requireJourneyReader } from './journeys.policy.ts';
import { journeys, journeyTagLinks } from './journeys.tables.ts';
import { type JourneyListingView, presentListings } from './present-journey.ts';

// getJourneys (spec 001 §7 "filter name contains"; spec 001 §3 listing): the brand's journeys, most
// recently updated first, filtered and paged, with the total for the pager.

export const JOURNEYS_PAGE_MAX = 100;
export const JOURNEYS_PAGE_SIZE = 25;

export const journeyFilterInput = z
  .object({
    name: z.string().max(200, 'must be at most 200 characters').nullish(),
    state: z.enum(JOURNEY_STATES, { message: `must be one of ${JOURNEY_STATES.join(', ')}` }).nullish(),
    triggerType: z.enum(TRIGGER_TYPES, { message: `must be one of ${TRIGGER_TYPES.join(', ')}` }).nullish(),
    tagIds: z.array(z.string().uuid('must be a valid id')).max(50, 'must hold at most 50 ids').nullish(),
    includeHidden: z.boolean().nullish(),
  })
  .nullish()
  .transform((filter) => filter ?? {});

const listInput = z.object({
  filter: journeyFilterInput,
  page: pageNumberInput,
  size: pageSizeInput(JOURNEYS_PAGE_MAX, JOURNEYS_PAGE_SIZE),
});

/** The filter as GraphQL gives it (checked by journeyFilterInput). */
export type JourneyFilterArgs = {
  name?: string | null;
  state?: string | null;
  triggerType?: string | null;
  tagIds?: readonly string[] | null;
  includeHidden?: boolean | null;
};

export type JourneyPage = { items: JourneyListingView[]; total: number; page: number; size: number };

function filterWhere(brandId: string, filter: z.output<typeof journeyFilterInput>): SQL | undefined {
  const name = filter.name?.trim();
  const tagIds = filter.tagIds ?? [];
  return and(
    eq(journeys.brandId, brandId),
    filter.includeHidden ? undefined : eq(journeys.hidden, false),
    name ? sql`${journeys.name} ilike ${`%${escapeLike(name)}%`}` : undefined,
    filter.state ? eq(journeys.state, filter.state) : undefined,
    filter.triggerType ? eq(journeys.triggerType, filter.triggerType) : undefined,
    // Any of the tags.
    tagIds.length > 0
      ? inArray(
          journeys.id,
          sql`(select ${journeyTagLinks.journeyId} from ${journeyTagLinks}
            where ${journeyTagLinks.brandId} = ${brandId} and ${inArray(journeyTagLinks.tagId, tagIds)})`,
        )
      : undefined,
  );
}

export async function listJourneys(
  db: DbExecutor,
  options: {
    session: RequestSession;
    filter?: JourneyFilterArgs | null;
    page?: number | null;
    size?: number | null;
  },
): Promise<JourneyPage> {
  const { brandId } = requireJourneyReader(options.session);
  const { filter, page, size } = listInput.parse({
    filter: options.filter ?? undefined,
    page: options.page ?? undefined,
    size: options.size ?? undefined,
  });
  const where = filterWhere(brandId, filter);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(journeys).where(where);
  const rows = await db
    .select()
    .from(journeys)
    .where(where)
    .orderBy(desc(journeys.updatedAt), desc(journeys.id))
    .limit(size)
    .offset(page * size);
  const items = await presentListings(db, { brandId, records: rows.map(toJourneyRecord) });
  return { items, total: counted?.total ?? 0, page, size };
}
