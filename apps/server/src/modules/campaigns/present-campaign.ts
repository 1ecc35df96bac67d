import type { CampaignAudience, CampaignState } from '@parley/core/campaigns/campaign-model';
import type { DbExecutor } from '../../platform/db/database.ts';
import { findSavedView } from '../contact-lists/saved-view-store.ts';
import { findSegment } from '../segments/segment-store.ts';
import { type CampaignStats, EMPTY_STATS, readCampaignStats } from './campaign-stats.ts';
import type { CampaignRecord } from './campaign-store.ts';

// A campaign as the API shows it (spec 001 §3 Campaign): the record, its audience by name (a segment
// or list deleted since shows with a null name), and its figures.

export type AudienceItem = { id: string; name: string | null };

export type CampaignView = Omit<CampaignRecord, 'audience'> & {
  state: CampaignState;
  segments: AudienceItem[];
  contactLists: AudienceItem[];
  stats: CampaignStats;
};

async function audienceNames(db: DbExecutor, brandId: string, audience: CampaignAudience) {
  const segments: AudienceItem[] = [];
  for (const id of audience.segmentIds)
    segments.push({ id, name: (await findSegment(db, { brandId, id }))?.name ?? null });
  const contactLists: AudienceItem[] = [];
  for (const id of audience.contactListIds)
    contactLists.push({ id, name: (await findSavedView(db, { brandId, id }))?.name ?? null });
  return { segments, contactLists };
}

/** Several campaigns at once (the listing): one read of the figures for all. */
export async function presentCampaigns(
  db: DbExecutor,
  options: { brandId: string; records: CampaignRecord[] },
): Promise<CampaignView[]> {
  const { brandId, records } = options;
  const stats = await readCampaignStats(db, { brandId, campaignIds: records.map((record) => record.id) });
  const views: CampaignView[] = [];
  for (const { audience, ...record } of records) {
    views.push({
      ...record,
      ...(await audienceNames(db, brandId, audience)),
      stats: stats.get(record.id) ?? EMPTY_STATS,
    });
  }
  return views;
}

export async function presentCampaign(
  db: DbExecutor,
  options: { brandId: string; record: CampaignRecord },
): Promise<CampaignView> {
  const [view] = await presentCampaigns(db, { brandId: options.brandId, records: [options.record] });
  if (!view) throw new Error('presentCampaigns returned nothing');
  return view;
}
