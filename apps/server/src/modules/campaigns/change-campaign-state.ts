import type { CampaignState } from '@parley/core/campaigns/campaign-model';
import {
  type CampaignAction,
  canApply,
  refusalText,
  runningState,
} from '@parley/core/campaigns/campaign-states';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { buildCampaignTargets } from './build-campaign-targets.ts';
import { forgetConversionEvents } from './campaign-events.ts';
import { wakeCampaignRunner } from './campaign-runner-signal.ts';
import { type CampaignRecord, requireCampaign } from './campaign-store.ts';
import { requireCampaignManager } from './campaigns.policy.ts';
import { campaigns } from './campaigns.tables.ts';
import { type CampaignView, presentCampaign } from './present-campaign.ts';

// Start, pause, resume and archive (docs/campaigns.md "States"; core campaign-states.ts says which
// move is allowed from where). Each locks the campaign row, so a runner tick and a click never both
// decide; the runner reads the state in the transaction that sends.

export const CAMPAIGN_STATE_TEXTS = {
  emptyAudience: 'has no contacts now: the campaign would reach nobody',
  /** Until the dialer lands (issue 14), a call campaign can be prepared but not started. */
  dialerNotBuilt:
    'Call campaigns cannot be started yet: the dialer is not built. Save it as a draft for now.',
} as const;

type Change = { session: RequestSession; id: string; now?: Date };

async function change(
  db: DbExecutor,
  options: Change,
  action: CampaignAction,
  apply: (
    tx: DbExecutor,
    campaign: CampaignRecord,
    now: Date,
  ) => Promise<Partial<typeof campaigns.$inferInsert>>,
): Promise<CampaignView> {
  const { brandId, userId } = requireCampaignManager(options.session);
  const now = options.now ?? new Date();
  const record = await db.transaction(async (tx) => {
    const campaign = await requireCampaign(tx, { brandId, id: options.id, lock: true });
    if (!canApply(action, campaign.state))
      throw new AppError('conflict', refusalText(action, campaign.state));
    const set = await apply(tx, campaign, now);
    await tx
      .update(campaigns)
      .set({ ...set, updatedBy: userId, updatedAt: now })
      .where(and(eq(campaigns.brandId, brandId), eq(campaigns.id, options.id)));
    return requireCampaign(tx, { brandId, id: options.id });
  });
  forgetConversionEvents(brandId);
  wakeCampaignRunner();
  return presentCampaign(db, { brandId, record });
}

/** startCampaign: takes the audience as it is now and begins (or waits for the start time). */
export function startCampaign(db: DbExecutor, options: Change): Promise<CampaignView> {
  return change(db, options, 'start', async (tx, campaign, now) => {
    if (campaign.settings.messageType === 'phoneCall')
      throw new AppError('conflict', CAMPAIGN_STATE_TEXTS.dialerNotBuilt);
    const state: CampaignState = runningState(campaign.startAt, now);
    const taken = await buildCampaignTargets(tx, {
      brandId: options.session.brandId,
      campaignId: campaign.id,
      audience: campaign.audience,
      dueAt: campaign.startAt && state === 'scheduled' ? campaign.startAt : now,
      now,
    });
    if (taken === 0)
      throw new AppError('validation_failed', `audience ${CAMPAIGN_STATE_TEXTS.emptyAudience}`, {
        field: 'audience',
      });
    return { state, stateNote: null, startedAt: now };
  });
}

export function pauseCampaign(db: DbExecutor, options: Change): Promise<CampaignView> {
  return change(db, options, 'pause', async () => ({ state: 'paused' }));
}

/** resumeCampaign: back to work (or to waiting for a start time still ahead). */
export function resumeCampaign(db: DbExecutor, options: Change): Promise<CampaignView> {
  return change(db, options, 'resume', async (_tx, campaign, now) => ({
    state: runningState(campaign.startAt, now),
  }));
}

/** archiveCampaign: stops it for good (pending targets stay unsent) and hides it from the default list. */
export function archiveCampaign(db: DbExecutor, options: Change): Promise<CampaignView> {
  return change(db, options, 'archive', async () => ({ state: 'archived' }));
}
