import type { CampaignState } from '@parley/core/campaigns/campaign-model';
import type { DbExecutor } from '../../platform/db/database.ts';
import { savedViewNames } from '../contact-lists/saved-view-store.ts';
import { segmentNames } from '../segments/segment-store.ts';
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

/** Several campaigns at once (the listing): one read of the figures for all. */
export async function presentCampaigns(
  db: DbExecutor,
  options: { brandId: string; records: CampaignRecord[] },
): Promise<CampaignView[]> {
  const { brandId, records } = options;
  const stats = await readCampaignStats(db, { brandId, campaignIds: records.map((record) => record.id) });
  // Every campaign's audience named in two reads, however many campaigns and items.
  const segments = await segmentNames(db, {
    brandId,
    ids: records.flatMap((record) => record.audience.segmentIds),
  });
  const lists = await savedViewNames(db, {
    brandId,
    ids: records.flatMap((record) => record.audience.contactListIds),
  });
  return records.map(({ audience, ...record }) => ({
    ...record,
    segments: audience.segmentIds.map((id) => ({ id, name: segments.get(id) ?? null })),
    contactLists: audience.contactListIds.map((id) => ({ id, name: lists.get(id) ?? null })),
    stats: stats.get(record.id) ?? EMPTY_STATS,
  }));
}

export async function presentCampaign(
  db: DbExecutor,
  options: { brandId: string; record: CampaignRecord },
): Promise<CampaignView> {
  const [view] = await presentCampaigns(db, { brandId: options.brandId, records: [options.record] });
  if (!view) throw new Error('presentCampaigns returned nothing');
  return view;
}
