import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import { contactSearchRefusal, detectContactSearch, isSearchable } from '@parley/core/contacts/search';
import { graphIdSchema } from '@parley/core/journeys/common-schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { contactSearchLookups } from '../contacts/contact-search-sql.ts';
import { requireJourney } from './journey-store.ts';
import { requireJourneyReader } from './journeys.policy.ts';
import { journeyRuns, journeySteps } from './journeys.tables.ts';
import { type JourneyRunView, presentRuns } from './present-runs.ts';

// /journeys-users/{journeyId}[/{nodeId}] (spec 000 §2; issue 13): the contacts of a journey, or of
// those who reached one node, those in flight first, paged and searchable (the contact search's
// rules: name, phone, email, external or profile id), each with its path: every step and its times.

export const JOURNEY_USERS_PAGE_MAX = 100;

const input = z.object({
  nodeId: graphIdSchema.nullish(),
  search: z.string().max(200, 'must be at most 200 characters').nullish(),
  page: pageNumberInput,
  size: pageSizeInput(JOURNEY_USERS_PAGE_MAX, 25),
});

export type JourneyUserPage = { items: JourneyRunView[]; total: number; page: number; size: number };

function searchWhere(brandId: string, search: string | null | undefined): SQL | undefined {
  const text = search?.trim() ?? '';
  if (text === '') return undefined;
  const query = detectContactSearch(text);
  if (!isSearchable(query))
    throw new AppError('validation_failed', contactSearchRefusal(query) ?? 'search is invalid', {
      field: 'search',
    });
  const lookups = contactSearchLookups(brandId, query);
  return sql`${journeyRuns.contactId} in (select "id" from (${sql.join(lookups, sql` union `)}) as "matches")`;
}

export async function listJourneyUsers(
  db: DbExecutor,
  options: {
    session: RequestSession;
    journeyId: string;
    nodeId?: string | null;
    search?: string | null;
    page?: number | null;
    size?: number | null;
    includeTest?: boolean | null;
  },
): Promise<JourneyUserPage> {
  const { brandId } = requireJourneyReader(options.session);
  const { journeyId } = options;
  const { nodeId, search, page, size } = input.parse({
    nodeId: options.nodeId ?? undefined,
    search: options.search ?? undefined,
    page: options.page ?? undefined,
    size: options.size ?? undefined,
  });
  await requireJourney(db, { brandId, id: journeyId, field: 'journeyId' });
  const where = and(
    eq(journeyRuns.brandId, brandId),
    eq(journeyRuns.journeyId, journeyId),
    options.includeTest ? undefined : eq(journeyRuns.test, false),
    nodeId
      ? sql`exists (select 1 from ${journeySteps} where ${journeySteps.brandId} = ${journeyRuns.brandId}
          and ${journeySteps.runId} = ${journeyRuns.id} and ${journeySteps.nodeId} = ${nodeId})`
      : undefined,
    searchWhere(brandId, search),
  );
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(journeyRuns).where(where);
  const runs = await db
    .select()
    .from(journeyRuns)
    .where(where)
    .orderBy(desc(sql`${journeyRuns.state} = 'active'`), desc(journeyRuns.enteredAt), desc(journeyRuns.id))
    .limit(size)
    .offset(page * size);
  const items = await presentRuns(db, { brandId, runs });
  return { items, total: counted?.total ?? 0, page, size };
}
