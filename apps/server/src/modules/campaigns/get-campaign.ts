import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { requireCampaign } from './campaign-store.ts';
import { requireCampaignManager } from './campaigns.policy.ts';
import { type CampaignView, presentCampaign } from './present-campaign.ts';

/** One campaign of the brand with its audience and figures, or 404. */
export async function getCampaign(
  db: DbExecutor,
  options: { session: RequestSession; id: string },
): Promise<CampaignView> {
  const { brandId } = requireCampaignManager(options.session);
  const record = await requireCampaign(db, { brandId, id: options.id });
  return presentCampaign(db, { brandId, record });
}
