import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { taskStates } from '../routing/tasks/find-open-tasks.ts';
import { endedDialerCalls } from '../voice/dialer-calls.ts';
import { afterCall, outcomeOf } from './campaign-call-outcomes.ts';
import { campaigns, campaignTargets } from './campaigns.tables.ts';

// A call campaign's task can end without a call (docs/campaigns.md "Calls"): a supervisor cancels the
// offer, or the agent accepts and wraps up without placing it. No call means no call.completed, so
// the runner looks: a contact whose task ended without a call is due again, the attempt not counted.

/** Targets given out at least this long ago are looked at (a new task has its offer to make first). */
const LOOK_AFTER_MS = 5_000;
const BATCH = 50;
/** A predictive call's end comes with its event at once; only targets ringing this long are looked at. */
const ENDED_LOOK_AFTER_MS = 60_000;

export async function releaseStaleTargets(
  db: DbExecutor,
  options: { brandId: string; campaignId: string; now: Date },
): Promise<number> {
  const { brandId, campaignId, now } = options;
  const dialing = await db
    .select({ contactId: campaignTargets.contactId, taskSid: campaignTargets.taskSid })
    .from(campaignTargets)
    .where(
      and(
        eq(campaignTargets.brandId, brandId),
        eq(campaignTargets.campaignId, campaignId),
        eq(campaignTargets.state, 'dialing'),
        isNotNull(campaignTargets.taskSid),
        lte(campaignTargets.updatedAt, new Date(now.getTime() - LOOK_AFTER_MS)),
      ),
    )
    .limit(BATCH);
  if (dialing.length === 0) return 0;
  const states = await taskStates(db, {
    brandId,
    taskSids: dialing.flatMap((row) => (row.taskSid ? [row.taskSid] : [])),
  });
  const ended = states
    .filter((state) => (state.status === 'canceled' || state.status === 'completed') && !state.hasCall)
    .map((state) => state.sid);
  if (ended.length === 0) return 0;
  const released = await db
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
        inArray(campaignTargets.taskSid, ended),
      ),
    )
    .returning({ contactId: campaignTargets.contactId });
  return released.length;
}

/**
 * A predictive call's end normally arrives as call.completed; one that could not be published (no
 * contact owns the number any more) would leave its target ringing for ever. The runner reads the
 * calls of targets ringing for a while and applies the ends it finds, as the event would have.
 */
export async function settleEndedDialerCalls(
  db: DbExecutor,
  options: { brandId: string; campaignId: string; now: Date },
): Promise<number> {
  const { brandId, campaignId, now } = options;
  const ringing = await db
    .select({
      campaignId: campaignTargets.campaignId,
      contactId: campaignTargets.contactId,
      taskSid: campaignTargets.taskSid,
      callSid: campaignTargets.callSid,
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
        eq(campaignTargets.campaignId, campaignId),
        eq(campaignTargets.state, 'ringing'),
        isNotNull(campaignTargets.callSid),
        lte(campaignTargets.updatedAt, new Date(now.getTime() - ENDED_LOOK_AFTER_MS)),
      ),
    )
    .limit(BATCH);
  if (ringing.length === 0) return 0;
  const ended = await endedDialerCalls(db, {
    brandId,
    callSids: ringing.flatMap((row) => (row.callSid ? [row.callSid] : [])),
  });
  let settled = 0;
  for (const call of ended) {
    const row = ringing.find((target) => target.callSid === call.callSid);
    const outcome = outcomeOf(call.properties);
    if (!row || !outcome) continue;
    const changed = await db
      .update(campaignTargets)
      .set({ ...afterCall(row, outcome, now), updatedAt: now })
      .where(
        and(
          eq(campaignTargets.brandId, brandId),
          eq(campaignTargets.campaignId, campaignId),
          eq(campaignTargets.contactId, row.contactId),
          eq(campaignTargets.state, 'ringing'),
          eq(campaignTargets.callSid, call.callSid),
        ),
      )
      .returning({ contactId: campaignTargets.contactId });
    settled += changed.length;
  }
  return settled;
}
