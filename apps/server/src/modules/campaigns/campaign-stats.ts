import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { campaignTargets } from './campaigns.tables.ts';

// A campaign's figures from its targets (issue 14: "delivery and reply stats"; the list progress): how
// many are still to do, done, skipped (and why), failed, delivered, replied and converted. One grouped
// read over the campaign's targets, for one campaign or a page of them.

export type CampaignStats = {
  /** Contacts taken at the start (0 before). */
  targets: number;
  pending: number;
  /** Calls out for contacts: tasks offered to or taken by an agent, predictive calls ringing or answered. */
  dialing: number;
  /** Texts the carrier accepted; calls answered; voicemails left. */
  reached: number;
  /** Calls a person (or an unrecognised machine) answered. */
  answered: number;
  /** Voicemail drops left on a machine. */
  voicemail: number;
  /** Predictive calls a person answered with no agent free within 2 s. */
  abandoned: number;
  delivered: number;
  failed: number;
  skipped: number;
  replied: number;
  converted: number;
  skippedByReason: { reason: string; count: number }[];
};

export const EMPTY_STATS: CampaignStats = {
  targets: 0,
  pending: 0,
  dialing: 0,
  reached: 0,
  answered: 0,
  voicemail: 0,
  abandoned: 0,
  delivered: 0,
  failed: 0,
  skipped: 0,
  replied: 0,
  converted: 0,
  skippedByReason: [],
};

/** The figures of each campaign asked for (those without targets get EMPTY_STATS). */
export async function readCampaignStats(
  db: DbExecutor,
  options: { brandId: string; campaignIds: string[] },
): Promise<Map<string, CampaignStats>> {
  const result = new Map<string, CampaignStats>();
  if (options.campaignIds.length === 0) return result;
  const rows = await db
    .select({
      campaignId: campaignTargets.campaignId,
      state: campaignTargets.state,
      reason: campaignTargets.reason,
      count: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${campaignTargets.deliveryStatus} = 'delivered'))::int`,
      replied: sql<number>`count(${campaignTargets.repliedAt})::int`,
      converted: sql<number>`count(${campaignTargets.convertedAt})::int`,
    })
    .from(campaignTargets)
    .where(
      and(
        eq(campaignTargets.brandId, options.brandId),
        inArray(campaignTargets.campaignId, options.campaignIds),
      ),
    )
    .groupBy(campaignTargets.campaignId, campaignTargets.state, campaignTargets.reason);
  for (const row of rows) {
    const stats = result.get(row.campaignId) ?? { ...EMPTY_STATS, skippedByReason: [] };
    stats.targets += row.count;
    stats.delivered += row.delivered;
    stats.replied += row.replied;
    stats.converted += row.converted;
    if (row.state === 'pending') stats.pending += row.count;
    else if (row.state === 'dialing' || row.state === 'ringing') stats.dialing += row.count;
    else if (row.state === 'abandoned') stats.abandoned += row.count;
    else if (row.state === 'sent') stats.reached += row.count;
    else if (row.state === 'answered') {
      stats.reached += row.count;
      stats.answered += row.count;
    } else if (row.state === 'voicemail') {
      stats.reached += row.count;
      stats.voicemail += row.count;
    } else if (row.state === 'failed') stats.failed += row.count;
    else if (row.state === 'skipped') {
      stats.skipped += row.count;
      stats.skippedByReason.push({ reason: row.reason ?? 'unknown', count: row.count });
    }
    result.set(row.campaignId, stats);
  }
  for (const stats of result.values()) stats.skippedByReason.sort((a, b) => b.count - a.count);
  return result;
}
