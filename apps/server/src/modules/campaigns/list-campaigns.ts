import { CAMPAIGN_MESSAGE_TYPES, CAMPAIGN_STATES } from '@parley/core/campaigns/campaign-model';
import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { escapeLike } from '../contacts/contact-search-sql.ts';
import { toCampaignRecord } from './campaign-store.ts';
import { requireCampaignManager } from './campaigns.policy.ts';
import { campaigns } from './campaigns.tables.ts';
import { type CampaignView, presentCampaigns } from './present-campaign.ts';

// The campaigns list (spec 001 §7 campaigns; getCampaigns paginated): newest change first, archived
// ones only when asked for, filtered by name (contains, ignoring case), state and message type.

export const CAMPAIGNS_PAGE_SIZE = 25;
export const CAMPAIGNS_MAX_PAGE_SIZE = 100;
/** `campaigns` (unpaged) answers at most this many: the pickers' list. */
export const CAMPAIGNS_LIST_LIMIT = 500;

const filterSchema = z
  .object({
    name: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
    states: z
      .array(z.enum(CAMPAIGN_STATES, { message: `must be among ${CAMPAIGN_STATES.join(', ')}` }))
      .nullish(),
    messageType: z.enum(CAMPAIGN_MESSAGE_TYPES, { message: 'must be sms or phoneCall' }).nullish(),
    includeArchived: z.boolean().nullish(),
  })
  .nullish()
  .transform((filter) => filter ?? {});

export type CampaignFilter = z.input<typeof filterSchema>;
export type CampaignPage = { items: CampaignView[]; total: number; page: number; size: number };

function whereOf(brandId: string, filter: z.output<typeof filterSchema>): SQL | undefined {
  return and(
    eq(campaigns.brandId, brandId),
    filter.name ? ilike(campaigns.name, `%${escapeLike(filter.name)}%`) : undefined,
    filter.states && filter.states.length > 0 ? inArray(campaigns.state, filter.states) : undefined,
    filter.messageType ? eq(campaigns.messageType, filter.messageType) : undefined,
    filter.includeArchived || filter.states?.includes('archived')
      ? undefined
      : ne(campaigns.state, 'archived'),
  );
}

/** campaigns: the brand's campaigns for pickers and the list, at most CAMPAIGNS_LIST_LIMIT. */
export async function listCampaigns(
  db: DbExecutor,
  options: { session: RequestSession; filter?: CampaignFilter },
): Promise<CampaignView[]> {
  const { brandId } = requireCampaignManager(options.session);
  const filter = z.object({ filter: filterSchema }).parse({ filter: options.filter }).filter;
  const rows = await db
    .select()
    .from(campaigns)
    .where(whereOf(brandId, filter))
    .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
    .limit(CAMPAIGNS_LIST_LIMIT);
  return presentCampaigns(db, { brandId, records: rows.map(toCampaignRecord) });
}

/** getCampaigns: one page (25 by default, at most 100) and the total. */
export async function pageCampaigns(
  db: DbExecutor,
  options: { session: RequestSession; filter?: CampaignFilter; page?: number | null; size?: number | null },
): Promise<CampaignPage> {
  const { brandId } = requireCampaignManager(options.session);
  const parsed = z
    .object({
      filter: filterSchema,
      page: pageNumberInput,
      size: pageSizeInput(CAMPAIGNS_MAX_PAGE_SIZE, CAMPAIGNS_PAGE_SIZE),
    })
    .parse({ filter: options.filter, page: options.page, size: options.size });
  const where = whereOf(brandId, parsed.filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
      .limit(parsed.size)
      .offset(parsed.page * parsed.size),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  const items = await presentCampaigns(db, { brandId, records: rows.map(toCampaignRecord) });
  return { items, total: total?.total ?? 0, page: parsed.page, size: parsed.size };
}
