import { PREVIEW_DIAL_TEXTS } from '@parley/core/campaigns/campaign-deferral';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { EventBus, PublishInput } from '../../platform/realtime/event-bus.ts';
import { finishTaskWithin } from '../routing/tasks/task-steps.ts';
import { lockTask } from '../routing/tasks/task-transitions.ts';
import { taskHasCall } from '../voice/task-calls.ts';
import { markCampaignChanged } from './campaign-updates.ts';
import { campaignTargets } from './campaigns.tables.ts';

// Preview dialing (docs/campaigns.md "Preview"): the agent who accepted a preview campaign's task
// looks at the contact and calls, or skips them. A skip ends the task (completed, no call, no
// wrap-up: there was no conversation) and the contact is skipped for good with `agent_skipped`, in one
// transaction. Only the agent holding the task may, before any call.

function notFound(): AppError {
  return new AppError('not_found', PREVIEW_DIAL_TEXTS.notPreview, { field: 'taskSid' });
}

function campaignIdOf(attributes: unknown): string | null {
  if (typeof attributes !== 'object' || attributes === null) return null;
  const info = (attributes as Record<string, unknown>).campaignInfo;
  if (typeof info !== 'object' || info === null) return null;
  const { id, dialingMode } = info as Record<string, unknown>;
  return dialingMode === 'preview' && typeof id === 'string' ? id : null;
}

export async function skipCampaignContact(
  deps: { db: DbExecutor; bus: EventBus },
  options: { brandId: string; userId: string; taskSid: string; now?: Date },
): Promise<{ skipped: true }> {
  const { brandId } = options;
  const now = options.now ?? new Date();
  let events: PublishInput[] = [];
  await deps.db.transaction(async (tx) => {
    const task = await lockTask(tx, brandId, options.taskSid);
    if (!task || task.assignedUserId !== options.userId) throw notFound();
    const campaignId = campaignIdOf(task.attributes);
    if (!campaignId || task.status !== 'accepted') {
      throw new AppError('conflict', PREVIEW_DIAL_TEXTS.notPreview, { field: 'taskSid' });
    }
    if (await taskHasCall(tx, { brandId, taskSid: task.sid })) {
      throw new AppError('conflict', PREVIEW_DIAL_TEXTS.alreadyCalled, { field: 'taskSid' });
    }
    await tx
      .update(campaignTargets)
      .set({ state: 'skipped', reason: 'agent_skipped', taskSid: null, updatedAt: now })
      .where(
        and(
          eq(campaignTargets.brandId, brandId),
          eq(campaignTargets.campaignId, campaignId),
          eq(campaignTargets.taskSid, task.sid),
        ),
      );
    markCampaignChanged(campaignId);
    events = (await finishTaskWithin(tx, { brandId, taskSid: task.sid, outcome: 'completed', now })).events;
  });
  await deps.bus.publishMany(events);
  return { skipped: true };
}
