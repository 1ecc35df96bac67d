import type { CampaignInput } from '@parley/core/campaigns/campaign-input';
import type { DbExecutor } from '../../platform/db/database.ts';
import { FRIENDLY_ID_ATTEMPTS, newFriendlyId } from '../../platform/friendly-id.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { campaigns } from './campaigns.tables.ts';

// A new draft row (createCampaign, duplicateCampaign) with its friendly id: "C-" and six characters
// (platform/friendly-id.ts), unique per brand, as journeys' "J-" ids.

/** The columns a campaign input writes (create, update and duplicate alike). */
export function campaignColumns(input: CampaignInput) {
  return {
    name: input.name,
    description: input.description,
    messageType: input.messageType,
    conversionEvent: input.conversionEvent,
    bypassOptIn: input.bypassOptIn,
    tasksBacklogLimit: input.tasksBacklogLimit,
    audience: input.audience,
    settings: input.sms ?? input.phoneCall,
    startAt: input.startAt,
  };
}

/** Inserts a draft campaign and returns its id. Runs in its own savepoint so a friendly-id clash retries. */
export async function insertCampaign(
  tx: DbExecutor,
  row: { brandId: string; input: CampaignInput; userId: string; now: Date },
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [inserted] = await savepoint
          .insert(campaigns)
          .values({
            brandId: row.brandId,
            friendlyId: newFriendlyId('C-'),
            state: 'draft',
            ...campaignColumns(row.input),
            bypassOptInBy: row.input.bypassOptIn ? row.userId : null,
            bypassOptInAt: row.input.bypassOptIn ? row.now : null,
            createdBy: row.userId,
            updatedBy: row.userId,
            createdAt: row.now,
            updatedAt: row.now,
          })
          .returning({ id: campaigns.id });
        if (!inserted) throw new Error('insert returned no row');
        return inserted.id;
      });
    } catch (error) {
      if (attempt < FRIENDLY_ID_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
