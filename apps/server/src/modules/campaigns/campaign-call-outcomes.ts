import type { PhoneCallCampaignSettings } from '@parley/core/campaigns/campaign-model';
import type { CallOutcome } from '@parley/core/campaigns/dialer/dialer-model';
import { nextAttempt } from '@parley/core/campaigns/dialer/retry-schedule';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { StoredContactEvent } from '../events/events-ports.ts';
import { wakeCampaignRunner } from './campaign-runner-signal.ts';
import { markCampaignChanged } from './campaign-updates.ts';
import { campaigns, campaignTargets } from './campaigns.tables.ts';

// What becomes of a campaign contact when its call ends (docs/campaigns.md "Calls"): the voice module
// publishes call.completed (and voicemail.completed for a drop left on a machine) with the call's
// task; the target of that task records the outcome and is done, or is due again after the retry
// interval of its outcome (core campaigns/dialer/retry-schedule.ts), until its attempts are used.

/** A call's status (docs/voice-contract.md) as the dialer's outcome; null: not a call that was placed. */
function outcomeOf(properties: Record<string, unknown>): CallOutcome | 'blocked' | 'restricted' | null {
  switch (properties.status) {
    case 'completed':
      return 'human';
    case 'busy':
      return 'busy';
    case 'no-answer':
    case 'canceled':
      return 'noAnswer';
    case 'failed':
      if (properties.failureReason === 'blocked') return 'blocked';
      if (properties.failureReason === 'restricted') return 'restricted';
      return 'failed';
    default:
      return null;
  }
}

type Ended = { taskSid: string; name: string; properties: Record<string, unknown> };

function endedCalls(events: StoredContactEvent[]): Ended[] {
  return events.flatMap((event) => {
    const taskSid = event.properties.taskSid;
    if (typeof taskSid !== 'string') return [];
    if (event.eventName !== 'call.completed' && event.eventName !== 'voicemail.completed') return [];
    return [{ taskSid, name: event.eventName, properties: event.properties }];
  });
}

/** Applies the calls that ended among stored events to their campaign targets (in the events' transaction). */
export async function recordCampaignCallOutcomes(
  tx: DbExecutor,
  options: { brandId: string; events: StoredContactEvent[]; now: Date },
): Promise<void> {
  const ended = endedCalls(options.events);
  if (ended.length === 0) return;
  const { brandId, now } = options;
  const rows = await tx
    .select({
      campaignId: campaignTargets.campaignId,
      contactId: campaignTargets.contactId,
      taskSid: campaignTargets.taskSid,
      state: campaignTargets.state,
      attempts: campaignTargets.attempts,
      settings: campaigns.settings,
    })
    .from(campaignTargets)
    .innerJoin(
      campaigns,
      and(eq(campaigns.brandId, campaignTargets.brandId), eq(campaigns.id, campaignTargets.campaignId)),
    )
    .where(
      and(
        eq(campaignTargets.brandId, brandId),
        inArray(
          campaignTargets.taskSid,
          ended.map((call) => call.taskSid),
        ),
      ),
    )
    .for('update', { of: campaignTargets });
  let retried = false;
  for (const row of rows) {
    markCampaignChanged(row.campaignId);
    const where = and(
      eq(campaignTargets.brandId, brandId),
      eq(campaignTargets.campaignId, row.campaignId),
      eq(campaignTargets.contactId, row.contactId),
    );
    for (const call of ended.filter((item) => item.taskSid === row.taskSid)) {
      if (call.name === 'voicemail.completed') {
        // A drop left on a machine: the contact was reached by voicemail, whatever the call's end said.
        await tx
          .update(campaignTargets)
          .set({ state: 'voicemail', lastOutcome: 'machine', reason: null, reachedAt: now, updatedAt: now })
          .where(where);
        row.state = 'voicemail';
        continue;
      }
      if (row.state !== 'dialing') continue;
      const outcome = outcomeOf(call.properties);
      if (!outcome) continue;
      if (outcome === 'blocked' || outcome === 'restricted') {
        // Refused when placed (the rules changed since the task was made): as the runner's own refusals.
        await tx
          .update(campaignTargets)
          .set(
            outcome === 'blocked'
              ? { state: 'skipped', reason: 'dnc', taskSid: null, updatedAt: now }
              : {
                  state: 'pending',
                  reason: 'restricted',
                  taskSid: null,
                  nextAttemptAt: new Date(now.getTime() + 30 * 60_000),
                  updatedAt: now,
                },
          )
          .where(where);
        continue;
      }
      const policy = (row.settings as PhoneCallCampaignSettings).retryPolicy;
      const next = nextAttempt(policy, outcome, row.attempts, now.getTime());
      if ('retryAt' in next) {
        retried = true;
        await tx
          .update(campaignTargets)
          .set({
            state: 'pending',
            lastOutcome: outcome,
            reason: null,
            taskSid: null,
            nextAttemptAt: new Date(next.retryAt),
            updatedAt: now,
          })
          .where(where);
      } else if (next.done === 'answered') {
        await tx
          .update(campaignTargets)
          .set({ state: 'answered', lastOutcome: outcome, reason: null, reachedAt: now, updatedAt: now })
          .where(where);
      } else {
        await tx
          .update(campaignTargets)
          .set({ state: 'failed', lastOutcome: outcome, reason: next.done, updatedAt: now })
          .where(where);
      }
    }
  }
  if (retried || rows.length > 0) wakeCampaignRunner();
}
