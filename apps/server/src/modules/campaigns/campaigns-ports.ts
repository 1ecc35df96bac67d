import type { DbExecutor } from '../../platform/db/database.ts';

// What campaigns ask of the modules above them, which may not be imported from here
// (docs/architecture.md "Module boundaries"): the journeys whose steps use a campaign
// (campaignWithUnhiddenJourneys). The composition root connects it (connect-modules.ts); until then
// no journey uses any campaign.

export type CampaignJourneyRef = { id: string; name: string; state: string };

export type CampaignsPorts = {
  journeysUsingCampaign(
    db: DbExecutor,
    options: { brandId: string; campaignId: string },
  ): Promise<CampaignJourneyRef[]>;
};

let connected: CampaignsPorts | null = null;

/** Called by the composition root only (connect-modules.ts). */
export function connectCampaignsPorts(ports: CampaignsPorts): void {
  connected = ports;
}

export async function journeysUsingCampaign(
  db: DbExecutor,
  options: { brandId: string; campaignId: string },
): Promise<CampaignJourneyRef[]> {
  return connected ? connected.journeysUsingCampaign(db, options) : [];
}
