import type { PhoneCallCampaignSettings } from '@parley/core/campaigns/campaign-model';
import type { CallOutcome } from '@parley/core/campaigns/dialer/dialer-model';
import { nextAttempt } from '@parley/core/campaigns/dialer/retry-schedule';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { StoredContactEvent } from '../events/events-ports.ts';
import { addToCampaignMinute, recordLedgerCall } from './campaign-abandon-ledger.ts';
import { wakeCampaignRunner } from './campaign-runner-signal.ts';
import { markCampaignChanged } from './campaign-updates.ts';
import { campaigns, campaignTargets } from './campaigns.tables.ts';

// What becomes of a campaign contact when its call ends (docs/campaigns.md "Calls", "Predictive"):
// the voice module publishes call.completed (and voicemail.completed for a drop left on a machine)
// with the call and its task. The target of that task (agent-first modes) or of that call (the
// predictive dialer's) records the outcome and is done, or is due again after the retry interval of
// its outcome (core campaigns/dialer/retry-schedule.ts), until its attempts are used. A predictive
// call a person answered counts in the campaign's abandon ledger, abandoned or not.

type Outcome = CallOutcome | 'blocked' | 'restricted' | 'abandoned';

/** A call's status (docs/voice-contract.md) as the dialer's outcome; null: not a call that was placed. */
export function outcomeOf(properties: Record<string, unknown>): Outcome | null {
  if (properties.abandoned === true) return 'abandoned';
  switch (properties.status) {
    case 'completed':
      return properties.answeredBy === 'machine' ? 'machine' : 'human';
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

type Ended = {
  taskSid: string | null;
  callSid: string | null;
  name: string;
  properties: Record<string, unknown>;
};

function sidOf(properties: Record<string, unknown>, key: string): string | null {
  const value = properties[key];
  return typeof value === 'string' ? value : null;
}

function endedCalls(events: StoredContactEvent[]): Ended[] {
  return events.flatMap((event) => {
    if (event.eventName !== 'call.completed' && event.eventName !== 'voicemail.completed') return [];
    const taskSid = sidOf(event.properties, 'taskSid');
    const callSid = sidOf(event.properties, 'callSid');
    if (!taskSid && !callSid) return [];
    return [{ taskSid, callSid, name: event.eventName, properties: event.properties }];
  });
}

export type TargetRow = {
  campaignId: string;
  contactId: string;
  taskSid: string | null;
  callSid: string | null;
  state: string;
  attempts: number;
  settings: unknown;
};

type Set = Partial<typeof campaignTargets.$inferInsert>;

/** The target's next state after its call ended with `outcome` (null: nothing to change). */
export function afterCall(row: TargetRow, outcome: Outcome, now: Date): Set {
  if (outcome === 'blocked') return { state: 'skipped', reason: 'dnc', taskSid: null, callSid: null };
  if (outcome === 'restricted')
    return {
      state: 'pending',
      reason: 'restricted',
      taskSid: null,
      callSid: null,
      nextAttemptAt: new Date(now.getTime() + 30 * 60_000),
    };
  if (outcome === 'abandoned')
    return { state: 'abandoned', lastOutcome: 'human', reason: 'abandoned', reachedAt: now };
  // A machine on a predictive call with no default drop (with one, voicemail.completed came first).
  if (outcome === 'machine' && row.callSid)
    return { state: 'skipped', lastOutcome: 'machine', reason: 'machine_answered' };
  const policy = (row.settings as PhoneCallCampaignSettings).retryPolicy;
  const next = nextAttempt(policy, outcome, row.attempts, now.getTime());
  if ('retryAt' in next)
    return {
      state: 'pending',
      lastOutcome: outcome,
      reason: null,
      taskSid: null,
      callSid: null,
      nextAttemptAt: new Date(next.retryAt),
    };
  if (next.done === 'answered')
    return { state: 'answered', lastOutcome: outcome, reason: null, reachedAt: now };
  return { state: 'failed', lastOutcome: outcome, reason: next.done };
}

/** A call's talk with a person: answer to end, none for a machine or an abandoned call. */
function talkSecondsOf(properties: Record<string, unknown>): number {
  if (properties.abandoned === true || properties.answeredBy === 'machine') return 0;
  const seconds = properties.durationSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
}

/** Applies the calls that ended among stored events to their campaign targets (in the events' transaction). */
export async function recordCampaignCallOutcomes(
  tx: DbExecutor,
  options: { brandId: string; events: StoredContactEvent[]; now: Date },
): Promise<void> {
  const ended = endedCalls(options.events);
  if (ended.length === 0) return;
  const { brandId, now } = options;
  const taskSids = ended.flatMap((call) => (call.taskSid ? [call.taskSid] : []));
  const callSids = ended.flatMap((call) => (call.callSid ? [call.callSid] : []));
  const rows: TargetRow[] = await tx
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
        or(
          taskSids.length > 0 ? inArray(campaignTargets.taskSid, taskSids) : undefined,
          callSids.length > 0 ? inArray(campaignTargets.callSid, callSids) : undefined,
        ),
      ),
    )
    .for('update', { of: campaignTargets });
  if (rows.length === 0) return;
  for (const row of rows) {
    markCampaignChanged(row.campaignId);
    const where = and(
      eq(campaignTargets.brandId, brandId),
      eq(campaignTargets.campaignId, row.campaignId),
      eq(campaignTargets.contactId, row.contactId),
    );
    const mine = ended.filter(
      (call) =>
        (row.taskSid && call.taskSid === row.taskSid) || (row.callSid && call.callSid === row.callSid),
    );
    for (const call of mine) {
      if (call.name === 'call.completed')
        await addToCampaignMinute(tx, {
          brandId,
          campaignId: row.campaignId,
          at: now,
          counts: { calls: 1, talkSeconds: talkSecondsOf(call.properties) },
        });
      if (call.name === 'voicemail.completed') {
        // A drop left on a machine: the contact was reached by voicemail, whatever the call's end said.
        await tx
          .update(campaignTargets)
          .set({ state: 'voicemail', lastOutcome: 'machine', reason: null, reachedAt: now, updatedAt: now })
          .where(where);
        row.state = 'voicemail';
        continue;
      }
      if (row.state !== 'dialing' && row.state !== 'ringing') continue;
      const outcome = outcomeOf(call.properties);
      if (!outcome) continue;
      // A predictive call a person answered counts in the abandon ledger (issue 14 "Abandonment").
      if (row.callSid && (outcome === 'human' || outcome === 'abandoned'))
        await recordLedgerCall(tx, {
          brandId,
          campaignId: row.campaignId,
          at: now,
          abandoned: outcome === 'abandoned',
        });
      const set = afterCall(row, outcome, now);
      await tx
        .update(campaignTargets)
        .set({ ...set, updatedAt: now })
        .where(where);
      row.state = set.state ?? row.state;
    }
  }
  wakeCampaignRunner();
}
