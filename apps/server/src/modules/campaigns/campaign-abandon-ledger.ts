import type { AbandonLedger } from '@parley/core/campaigns/dialer/abandon-ledger';
import { FTC_WINDOW_MS, OFCOM_WINDOW_MS } from '@parley/core/campaigns/dialer/dialer-model';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { campaignAbandonMinutes } from './campaigns.tables.ts';

// A call campaign's minute ledger in the database (campaign_abandon_minutes). Per minute: the calls a
// person answered on a predictive call and those abandoned (the abandon ledger of issue 14), written
// in the transaction that records a call's end and read as core's AbandonLedger for the guard and the
// live page; and the live page's per-agent-hour figures: calls ended, their talk, and the agent time
// staffed on the campaign's queue (campaign-live-figures.ts).

const MINUTE_MS = 60_000;

type MinuteCounts = {
  answered?: number;
  abandoned?: number;
  calls?: number;
  talkSeconds?: number;
  agentSeconds?: number;
};

/** Adds counts to the minute of `at`. */
export async function addToCampaignMinute(
  tx: DbExecutor,
  options: { brandId: string; campaignId: string; at: Date; counts: MinuteCounts },
): Promise<void> {
  const minute = new Date(Math.floor(options.at.getTime() / MINUTE_MS) * MINUTE_MS);
  const counts = {
    answered: options.counts.answered ?? 0,
    abandoned: options.counts.abandoned ?? 0,
    calls: options.counts.calls ?? 0,
    talkSeconds: Math.max(0, Math.round(options.counts.talkSeconds ?? 0)),
    agentSeconds: Math.max(0, options.counts.agentSeconds ?? 0),
  };
  const t = campaignAbandonMinutes;
  await tx
    .insert(t)
    .values({ brandId: options.brandId, campaignId: options.campaignId, minute, ...counts })
    .onConflictDoUpdate({
      target: [t.brandId, t.campaignId, t.minute],
      set: {
        answered: sql`${t.answered} + ${counts.answered}`,
        abandoned: sql`${t.abandoned} + ${counts.abandoned}`,
        calls: sql`${t.calls} + ${counts.calls}`,
        talkSeconds: sql`${t.talkSeconds} + ${counts.talkSeconds}`,
        agentSeconds: sql`${t.agentSeconds} + ${counts.agentSeconds}`,
      },
    });
}

/** Counts one call a person answered (abandoned or not) in its minute. */
export async function recordLedgerCall(
  tx: DbExecutor,
  options: { brandId: string; campaignId: string; at: Date; abandoned: boolean },
): Promise<void> {
  await addToCampaignMinute(tx, {
    ...options,
    counts: { answered: 1, abandoned: options.abandoned ? 1 : 0 },
  });
}

/**
 * The campaign's ledger at `now`, summed in the database: one bucket for the last 24 hours (the
 * Ofcom window) and one for the rest of the FTC window (30 days), placed so each falls in exactly the
 * windows its minutes did. Two rows instead of up to 43,200 per dial pass.
 */
export async function readLedger(
  db: DbExecutor,
  options: { brandId: string; campaignId: string; now: Date },
): Promise<AbandonLedger> {
  const now = options.now.getTime();
  const t = campaignAbandonMinutes;
  const ofcomFrom = new Date(now - OFCOM_WINDOW_MS);
  const [row] = await db
    .select({
      recentAnswered: sql<number>`coalesce(sum(${t.answered}) filter (where ${t.minute} > ${ofcomFrom}), 0)::int`,
      recentAbandoned: sql<number>`coalesce(sum(${t.abandoned}) filter (where ${t.minute} > ${ofcomFrom}), 0)::int`,
      olderAnswered: sql<number>`coalesce(sum(${t.answered}) filter (where ${t.minute} <= ${ofcomFrom}), 0)::int`,
      olderAbandoned: sql<number>`coalesce(sum(${t.abandoned}) filter (where ${t.minute} <= ${ofcomFrom}), 0)::int`,
    })
    .from(t)
    .where(
      and(
        eq(t.brandId, options.brandId),
        eq(t.campaignId, options.campaignId),
        gt(t.minute, new Date(now - FTC_WINDOW_MS)),
        lte(t.minute, options.now),
      ),
    );
  const buckets = [];
  // Its start is at least 24 h before now and less than 24 h + 1 minute: in the FTC window only.
  if (row && Number(row.olderAnswered) + Number(row.olderAbandoned) > 0)
    buckets.push({
      minute: Math.floor((now - OFCOM_WINDOW_MS) / MINUTE_MS),
      answered: Number(row.olderAnswered),
      abandoned: Number(row.olderAbandoned),
    });
  if (row && Number(row.recentAnswered) + Number(row.recentAbandoned) > 0)
    buckets.push({
      minute: Math.floor(now / MINUTE_MS),
      answered: Number(row.recentAnswered),
      abandoned: Number(row.recentAbandoned),
    });
  return { buckets };
}
