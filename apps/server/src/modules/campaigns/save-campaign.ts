import { campaignInputSchema } from '@parley/core/campaigns/campaign-input';
import { canApply, refusalText } from '@parley/core/campaigns/campaign-states';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { checkCampaignAgainstBrand } from './campaign-brand-checks.ts';
import { requireCampaign } from './campaign-store.ts';
import { requireBypassAllowed, requireCampaignManager } from './campaigns.policy.ts';
import { campaigns } from './campaigns.tables.ts';
import { campaignColumns, insertCampaign } from './insert-campaign.ts';
import { type CampaignView, presentCampaign } from './present-campaign.ts';

export const CAMPAIGN_SAVE_TEXTS = {
  messageTypeFixed: 'cannot change once the campaign has started',
  audienceFixed: 'cannot change once the campaign has started: its contacts were taken at the start',
} as const;

/** createCampaign (issue 14): a draft SMS or call campaign, every field checked before anything is written. */
export async function createCampaign(
  db: DbExecutor,
  options: { session: RequestSession; input: unknown; now?: Date },
): Promise<CampaignView> {
  const { brandId, userId } = requireCampaignManager(options.session);
  const input = campaignInputSchema.parse(options.input);
  if (input.bypassOptIn) requireBypassAllowed(options.session);
  const now = options.now ?? new Date();
  const record = await db.transaction(async (tx) => {
    await checkCampaignAgainstBrand(tx, { brandId, userId, input });
    const id = await insertCampaign(tx, { brandId, input, userId, now });
    return requireCampaign(tx, { brandId, id });
  });
  return presentCampaign(db, { brandId, record });
}

/**
 * updateCampaign: every field at once, as the form submits it. A draft changes freely; a scheduled or
 * paused one keeps its message type and audience (its targets were taken at the start); an active one
 * is paused first. Turning bypassOptIn on is an admin's, and records who and when.
 */
export async function updateCampaign(
  db: DbExecutor,
  options: { session: RequestSession; id: string; input: unknown; now?: Date },
): Promise<CampaignView> {
  const { brandId, userId } = requireCampaignManager(options.session);
  const input = campaignInputSchema.parse(options.input);
  const now = options.now ?? new Date();
  const record = await db.transaction(async (tx) => {
    const current = await requireCampaign(tx, { brandId, id: options.id, lock: true });
    if (!canApply('edit', current.state)) throw new AppError('conflict', refusalText('edit', current.state));
    if (current.state !== 'draft') {
      if (input.messageType !== current.settings.messageType)
        throw new AppError('validation_failed', `messageType ${CAMPAIGN_SAVE_TEXTS.messageTypeFixed}`, {
          field: 'messageType',
        });
      const same = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));
      if (
        !same(input.audience.segmentIds, current.audience.segmentIds) ||
        !same(input.audience.contactListIds, current.audience.contactListIds)
      )
        throw new AppError('validation_failed', `audience ${CAMPAIGN_SAVE_TEXTS.audienceFixed}`, {
          field: 'audience',
        });
    }
    const turnsBypassOn = input.bypassOptIn && !current.bypassOptIn;
    if (turnsBypassOn) requireBypassAllowed(options.session);
    await checkCampaignAgainstBrand(tx, { brandId, userId, input });
    await tx
      .update(campaigns)
      .set({
        ...campaignColumns(input),
        ...(turnsBypassOn ? { bypassOptInBy: userId, bypassOptInAt: now } : {}),
        ...(input.bypassOptIn ? {} : { bypassOptInBy: null, bypassOptInAt: null }),
        updatedBy: userId,
        updatedAt: now,
      })
      .where(and(eq(campaigns.brandId, brandId), eq(campaigns.id, options.id)));
    return requireCampaign(tx, { brandId, id: options.id });
  });
  return presentCampaign(db, { brandId, record });
}
