import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { lockBrandRouting } from '../routing/routing-sql.ts';
import { findPendingTaskSids } from '../routing/tasks/find-open-tasks.ts';
import { finishTaskWithin } from '../routing/tasks/task-steps.ts';
import { campaignTargets } from './campaigns.tables.ts';

/**
 * A paused or archived call campaign takes back the calls no agent has accepted yet: their tasks end
 * canceled (an offer leaves the agent's desk) and their contacts are due again, the attempt not
 * counted. Calls agents already accepted go on. Returns the events to publish after the commit.
 */
export async function withdrawCampaignTasks(
  tx: DbExecutor,
  options: { brandId: string; campaignId: string; userId: string; now: Date },
): Promise<PublishInput[]> {
  const { brandId, campaignId, now } = options;
  const sids = await findPendingTaskSids(tx, { brandId, attributes: { campaignId } });
  if (sids.length === 0) return [];
  // The brand's routing lock before the tasks, as every cancel takes them (cancel-open-task.ts).
  await lockBrandRouting(tx, brandId);
  const events: PublishInput[] = [];
  for (const taskSid of sids) {
    const step = await finishTaskWithin(tx, {
      brandId,
      taskSid,
      outcome: 'canceled',
      canceledBy: options.userId,
      now,
    });
    events.push(...step.events);
  }
  await tx
    .update(campaignTargets)
    .set({
      state: 'pending',
      taskSid: null,
      attempts: sql`greatest(${campaignTargets.attempts} - 1, 0)`,
      nextAttemptAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(campaignTargets.brandId, brandId),
        eq(campaignTargets.campaignId, campaignId),
        eq(campaignTargets.state, 'dialing'),
        inArray(campaignTargets.taskSid, sids),
      ),
    );
  return events;
}
