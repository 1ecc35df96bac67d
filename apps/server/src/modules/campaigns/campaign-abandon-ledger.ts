import type { AbandonLedger } from '@parley/core/campaigns/dialer/abandon-ledger';
import { FTC_WINDOW_MS } from '@parley/core/campaigns/dialer/dialer-model';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { campaignAbandonMinutes } from './campaigns.tables.ts';

// A predictive campaign's abandon ledger in the database (campaign_abandon_minutes): per minute, the
// calls a person answered and those abandoned. Written in the transaction that records a call's end;
// read as core's AbandonLedger (its buckets are the same minutes) for the guard and the live page.

const MINUTE_MS = 60_000;

/** Counts one call a person answered (abandoned or not) in its minute. */
export async function recordLedgerCall(
  tx: DbExecutor,
  options: { brandId: string; campaignId: string; at: Date; abandoned: boolean },
): Promise<void> {
  const minute = new Date(Math.floor(options.at.getTime() / MINUTE_MS) * MINUTE_MS);
  const abandoned = options.abandoned ? 1 : 0;
  await tx
    .insert(campaignAbandonMinutes)
    .values({ brandId: options.brandId, campaignId: options.campaignId, minute, answered: 1, abandoned })
    .onConflictDoUpdate({
      target: [
        campaignAbandonMinutes.brandId,
        campaignAbandonMinutes.campaignId,
        campaignAbandonMinutes.minute,
      ],
      set: {
        answered: sql`${campaignAbandonMinutes.answered} + 1`,
        abandoned: sql`${campaignAbandonMinutes.abandoned} + ${abandoned}`,
      },
    });
}

/** The campaign's ledger over the FTC window (the longest) before `now`. */
export async function readLedger(
  db: DbExecutor,
  options: { brandId: string; campaignId: string; now: Date },
): Promise<AbandonLedger> {
  const rows = await db
    .select({
      minute: campaignAbandonMinutes.minute,
      answered: campaignAbandonMinutes.answered,
      abandoned: campaignAbandonMinutes.abandoned,
    })
    .from(campaignAbandonMinutes)
    .where(
      and(
        eq(campaignAbandonMinutes.brandId, options.brandId),
        eq(campaignAbandonMinutes.campaignId, options.campaignId),
        gte(campaignAbandonMinutes.minute, new Date(options.now.getTime() - FTC_WINDOW_MS)),
      ),
    )
    .orderBy(asc(campaignAbandonMinutes.minute));
  return {
    buckets: rows.map((row) => ({
      minute: row.minute.getTime() / MINUTE_MS,
      answered: row.answered,
      abandoned: row.abandoned,
    })),
  };
}
