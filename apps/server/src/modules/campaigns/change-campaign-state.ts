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
import type { EventBus, PublishInput } from '../../platform/realtime/event-bus.ts';
import { buildCampaignTargets } from './build-campaign-targets.ts';
import { forgetConversionEvents } from './campaign-events.ts';
import { wakeCampaignRunner } from './campaign-runner-signal.ts';
import { type CampaignRecord, requireCampaign } from './campaign-store.ts';
import { markCampaignChanged } from './campaign-updates.ts';
import { requireCampaignManager } from './campaigns.policy.ts';
import { campaigns } from './campaigns.tables.ts';
import { type CampaignView, presentCampaign } from './present-campaign.ts';
import { withdrawCampaignTasks } from './withdraw-campaign-tasks.ts';

// Start, pause, resume and archive (docs/campaigns.md "States"; core campaign-states.ts says which
// move is allowed from where). Each locks the campaign row, so a runner tick and a click never both
// decide; the runner reads the state in the transaction that sends.

export const CAMPAIGN_STATE_TEXTS = {
  emptyAudience: 'has no contacts now: the campaign would reach nobody',
} as const;

type Change = { session: RequestSession; id: string; bus: EventBus; now?: Date };
type Applied = { set: Partial<typeof campaigns.$inferInsert>; events?: PublishInput[] };

async function change(
  db: DbExecutor,
  options: Change,
  action: CampaignAction,
  apply: (tx: DbExecutor, campaign: CampaignRecord, now: Date) => Promise<Applied>,
): Promise<CampaignView> {
  const { brandId, userId } = requireCampaignManager(options.session);
  const now = options.now ?? new Date();
  let events: PublishInput[] = [];
  const record = await db.transaction(async (tx) => {
    const campaign = await requireCampaign(tx, { brandId, id: options.id, lock: true });
    if (!canApply(action, campaign.state))
      throw new AppError('conflict', refusalText(action, campaign.state));
    const applied = await apply(tx, campaign, now);
    events = applied.events ?? [];
    await tx
      .update(campaigns)
      .set({ ...applied.set, updatedBy: userId, updatedAt: now })
      .where(and(eq(campaigns.brandId, brandId), eq(campaigns.id, options.id)));
    return requireCampaign(tx, { brandId, id: options.id });
  });
  if (events.length > 0) await options.bus.publishMany(events);
  forgetConversionEvents(brandId);
  markCampaignChanged(options.id);
  wakeCampaignRunner();
  return presentCampaign(db, { brandId, record });
}

/** startCampaign: takes the audience as it is now and begins (or waits for the start time). */
export function startCampaign(db: DbExecutor, options: Change): Promise<CampaignView> {
  return change(db, options, 'start', async (tx, campaign, now) => {
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
    return { set: { state, stateNote: null, startedAt: now } };
  });
}

/** A call campaign's offers no agent accepted yet go back to its list (withdraw-campaign-tasks.ts). */
async function withdrawIfCalls(tx: DbExecutor, campaign: CampaignRecord, options: Change, now: Date) {
  if (campaign.settings.messageType !== 'phoneCall') return [];
  return withdrawCampaignTasks(tx, {
    brandId: options.session.brandId,
    campaignId: campaign.id,
    userId: options.session.userId,
    now,
  });
}

export function pauseCampaign(db: DbExecutor, options: Change): Promise<CampaignView> {
  return change(db, options, 'pause', async (tx, campaign, now) => ({
    set: { state: 'paused' },
    events: await withdrawIfCalls(tx, campaign, options, now),
  }));
}

/** resumeCampaign: back to work (or to waiting for a start time still ahead). */
export function resumeCampaign(db: DbExecutor, options: Change): Promise<CampaignView> {
  return change(db, options, 'resume', async (_tx, campaign, now) => ({
    set: { state: runningState(campaign.startAt, now) },
  }));
}

/** archiveCampaign: stops it for good (pending targets stay unsent) and hides it from the default list. */
export function archiveCampaign(db: DbExecutor, options: Change): Promise<CampaignView> {
  return change(db, options, 'archive', async (tx, campaign, now) => ({
    set: { state: 'archived' },
    events: await withdrawIfCalls(tx, campaign, options, now),
  }));
}
