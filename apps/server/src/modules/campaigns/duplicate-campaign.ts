import { CAMPAIGN_NAME_MAX_LENGTH, type CampaignInput } from '@parley/core/campaigns/campaign-input';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { type CampaignRecord, requireCampaign } from './campaign-store.ts';
import { requireCampaignManager } from './campaigns.policy.ts';
import { insertCampaign } from './insert-campaign.ts';
import { type CampaignView, presentCampaign } from './present-campaign.ts';

/** "Copy of <name>", cut to the name's limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, CAMPAIGN_NAME_MAX_LENGTH);
}

function inputOf(record: CampaignRecord, keepBypass: boolean): CampaignInput {
  return {
    name: copyName(record.name),
    description: record.description,
    messageType: record.settings.messageType,
    conversionEvent: record.conversionEvent,
    // Sending to contacts who did not opt in is an admin's decision, taken again for the copy.
    bypassOptIn: keepBypass && record.bypassOptIn,
    tasksBacklogLimit: record.tasksBacklogLimit,
    startAt: null,
    audience: record.audience,
    sms: record.settings.messageType === 'sms' ? record.settings.sms : null,
    phoneCall: record.settings.messageType === 'phoneCall' ? record.settings.phoneCall : null,
  };
}

/**
 * duplicateCampaign: a new draft with the original's settings and audience, named "Copy of …", with
 * no start time and no figures. bypassOptIn is kept only when an admin duplicates.
 */
export async function duplicateCampaign(
  db: DbExecutor,
  options: { session: RequestSession; id: string; now?: Date },
): Promise<CampaignView> {
  const { brandId, userId, roles } = requireCampaignManager(options.session);
  const now = options.now ?? new Date();
  const record = await db.transaction(async (tx) => {
    const original = await requireCampaign(tx, { brandId, id: options.id });
    const input = inputOf(original, roles.includes('admin'));
    const id = await insertCampaign(tx, { brandId, input, userId, now });
    return requireCampaign(tx, { brandId, id });
  });
  return presentCampaign(db, { brandId, record });
}
