import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { journeys } from './journeys.tables.ts';

/**
 * The brand's journeys, archived ones left out, whose definition has a step naming the campaign
 * (`data.campaignId`): campaignWithUnhiddenJourneys (spec 001 §7). Read from the draft, which is the
 * live version plus any edits not yet published. Campaigns ask through their port (connect-modules.ts).
 */
export async function listJourneysUsingCampaign(
  db: DbExecutor,
  options: { brandId: string; campaignId: string },
): Promise<{ id: string; name: string; state: string }[]> {
  return db
    .select({ id: journeys.id, name: journeys.name, state: journeys.state })
    .from(journeys)
    .where(
      and(
        eq(journeys.brandId, options.brandId),
        eq(journeys.hidden, false),
        sql`jsonb_path_exists(${journeys.draft}, '$.nodes[*].data.campaignId ? (@ == $id)', jsonb_build_object('id', ${options.campaignId}::text))`,
      ),
    )
    .orderBy(asc(journeys.name));
}
