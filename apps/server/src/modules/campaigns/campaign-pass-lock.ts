import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';

/**
 * One pass of a campaign at a time, across server processes (docs/campaigns.md "Sending texts"): a
 * pass takes this transaction lock first and skips the campaign when another process holds it, so
 * two runners never pace or send from the same counts. Released with the pass's transaction.
 */
export async function tryLockCampaignPass(tx: DbExecutor, campaignId: string): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`campaign-pass:${campaignId}`}, 0)) as locked`,
  );
  // node-postgres and PGlite both answer with { rows }.
  return Boolean((result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked);
}
