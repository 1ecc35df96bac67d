import type { CampaignTaskDrop } from '@parley/core/campaigns/campaign-task';
import { adaptiveAbandonBudget } from '@parley/core/campaigns/dialer/abandon-budget';
import { abandonRates, guardState } from '@parley/core/campaigns/dialer/abandon-ledger';
import type { AbandonGuard } from '@parley/core/campaigns/dialer/dialer-model';
import { DEFAULT_CALLS_AGENTS_RATIO_LIMIT } from '@parley/core/campaigns/dialer/dialer-model';
import { callsToPlace, type PacingDecision } from '@parley/core/campaigns/dialer/pacing';
import { VOICEMAIL_DROP_DEFAULT_SECONDS, voicemailDropPlaySeconds } from '@parley/core/voice/voicemail-drops';
import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus, PublishInput } from '../../platform/realtime/event-bus.ts';
import { readComplianceSettings } from '../compliance/compliance-store.ts';
import { loadProfilesByContactIds } from '../contacts/contact-profile.ts';
import { countOpenTasksByQueue } from '../routing/queues/queue-counts.ts';
import { countOpenTasksWith } from '../routing/tasks/find-open-tasks.ts';
import { countQueueAgents } from '../routing/workers/count-queue-agents.ts';
import {
  countRingingDialerCalls,
  countRingingDialerCallsForQueue,
  type DialerVoicemailDrop,
  placeDialerCall,
} from '../voice/dialer-calls.ts';
import { addToCampaignMinute, readLedger } from './campaign-abandon-ledger.ts';
import { afterCall, outcomeOf } from './campaign-call-outcomes.ts';
import { sampleAgentTime } from './campaign-live-figures.ts';
import { campaigns, campaignTargets } from './campaigns.tables.ts';
import {
  type CallBatch,
  campaignTaskDrops,
  claimDueTargets,
  judge,
  lockRunningCallCampaign,
  type Running,
  taskAttributes,
} from './dial-campaign-calls.ts';
import { type BatchOutcome, recordRefusal, writeTarget } from './target-writes.ts';

// The predictive dialer (docs/campaigns.md "Predictive"): each pass asks core's pacing
// (campaigns/dialer/pacing.ts) how many calls to place now from what the server knows — the queue's
// free agents, the campaign's calls ringing, answered and waiting, on the phone and in wrap-up, the
// answer rate learnt from its outcomes, its caps — and places them before any agent is free
// (voice/dialer-calls.ts). A person who answers becomes the campaign's call task with 2 s to reach an
// agent; one who does not is abandoned and counted in the campaign's ledger. Before each pass the
// ledger's guard projects the abandon rate over the FTC (30 days) and Ofcom (24 h) windows: if one
// more abandon would pass the target, the pass paces progressively, and the campaign says so.

/** Until the campaign has learnt its own: a typical handle time and wrap-up, and a person's time to answer. */
const DEFAULT_HANDLE_MS = 180_000;
const DEFAULT_WRAP_MS = 30_000;
const DEFAULT_RING_MS = 9_000;
/** How many due contacts the pacing is told of at most (it never places more than a few at once). */
const DUE_COUNT_LIMIT = 1000;

export const PREDICTIVE_TEXTS = {
  forcedProgressive: (target: number) =>
    `Dialing progressively: one more abandoned call would pass the target abandon rate of ${target} %.`,
} as const;

type Deps = { db: DbExecutor; bus: EventBus; carrier: Carrier };

export type DialerState = {
  ratio: number;
  reason: string;
  pacedAs: string;
  guard: AbandonGuard;
  ringing: number;
  waiting: number;
  abandonRateFtc: number;
  abandonRateOfcom: number;
  answerRate: number;
};

async function targetCounts(tx: DbExecutor, batch: CallBatch) {
  const ofCampaign = and(
    eq(campaignTargets.brandId, batch.brandId),
    eq(campaignTargets.campaignId, batch.campaignId),
  );
  const [row] = await tx
    .select({
      outcomes: sql<number>`(count(*) filter (where ${campaignTargets.lastOutcome} is not null))::int`,
      people: sql<number>`(count(*) filter (where ${campaignTargets.lastOutcome} = 'human'))::int`,
    })
    .from(campaignTargets)
    .where(ofCampaign);
  // In flight: the campaign's calls still ringing (an answered one waits for an agent or talks: the
  // pacing counts those as backlog and agents on the phone).
  const out = await tx
    .select({ callSid: campaignTargets.callSid })
    .from(campaignTargets)
    .where(and(ofCampaign, eq(campaignTargets.state, 'ringing')))
    .limit(DUE_COUNT_LIMIT);
  const ringing = await countRingingDialerCalls(tx, {
    brandId: batch.brandId,
    callSids: out.flatMap((target) => (target.callSid ? [target.callSid] : [])),
  });
  const due = await tx.select({ n: count() }).from(
    tx
      .select({ one: sql`1` })
      .from(campaignTargets)
      .where(
        and(ofCampaign, eq(campaignTargets.state, 'pending'), lte(campaignTargets.nextAttemptAt, batch.now)),
      )
      .limit(DUE_COUNT_LIMIT)
      .as('due'),
  );
  return {
    ringing,
    outcomes: Number(row?.outcomes ?? 0),
    people: Number(row?.people ?? 0),
    due: Number(due[0]?.n ?? 0),
  };
}

/** How many calls to place now, with the guard applied (pessimistic: one of the answers abandoned). */
async function decide(tx: DbExecutor, batch: CallBatch, running: Running) {
  const { settings } = running;
  const agents = await countQueueAgents(tx, { brandId: batch.brandId, queueSid: settings.targetQueueSid });
  await sampleAgentTime(tx, batch, {
    staffed: agents.free + agents.busy,
    sampledAt: running.agentsSampledAt,
    startedAt: running.startedAt,
  });
  // The queue's agents serve every campaign (and inbound calls) on it: the pacing counts the queue's
  // calls ringing, waiting, talking and in wrap-up, not only this campaign's.
  const queue = (await countOpenTasksByQueue(tx, batch.brandId, { queueSid: settings.targetQueueSid })).get(
    settings.targetQueueSid,
  ) ?? {
    waiting: 0,
    offered: 0,
    accepted: 0,
    wrapping: 0,
  };
  const queueRinging = await countRingingDialerCallsForQueue(tx, {
    brandId: batch.brandId,
    queueSid: settings.targetQueueSid,
  });
  const open = await countOpenTasksWith(tx, {
    brandId: batch.brandId,
    attributes: { campaignId: batch.campaignId },
  });
  const counts = await targetCounts(tx, batch);
  const ledger = await readLedger(tx, {
    brandId: batch.brandId,
    campaignId: batch.campaignId,
    now: batch.now,
  });
  const targetPercent =
    settings.targetAbandonRate ?? (await readComplianceSettings(tx, batch.brandId)).targetAbandonRate;
  const target = targetPercent / 100;
  const answerRate = {
    estimate: counts.outcomes > 0 ? counts.people / counts.outcomes : 0,
    observations: counts.outcomes,
  };
  const pace = (abandonGuard: AbandonGuard): PacingDecision =>
    callsToPlace({
      mode: 'predictive',
      freeAgents: agents.free,
      agentsOnCall: queue.accepted,
      agentsInWrap: queue.wrapping,
      callsInFlight: queueRinging,
      backlog: queue.waiting + queue.offered,
      tasksBacklogLimit: running.backlogLimit,
      answerRate,
      averageHandleMs: DEFAULT_HANDLE_MS,
      averageWrapMs: DEFAULT_WRAP_MS,
      averageRingMs: DEFAULT_RING_MS,
      predictiveCallAgentRatioCeiling: settings.predictiveCallAgentRatioCeiling,
      callsAgentsRatioLimit: DEFAULT_CALLS_AGENTS_RATIO_LIMIT,
      maxParallelCalls: settings.maxParallelCalls,
      abandonGuard,
      remainingContacts: counts.due,
      // The risk per call follows the ledger's headroom under the target (core abandon-budget.ts).
      abandonBudget: adaptiveAbandonBudget(ledger, batch.now.getTime(), target),
    });
  let guard: AbandonGuard = 'ok';
  let decision = pace('ok');
  if (decision.pacedAs === 'predictive') {
    const plannedCalls = Math.max(1, decision.expectedAnswers);
    const projection = {
      plannedCalls,
      expectedAbandonProbability: Math.max(1, decision.expectedAbandons) / plannedCalls,
    };
    if (guardState(ledger, batch.now.getTime(), target, projection) === 'forced_progressive') {
      guard = 'forced_progressive';
      decision = pace('forced_progressive');
    }
  }
  const rates = abandonRates(ledger, batch.now.getTime());
  const state: DialerState = {
    ratio: Math.round(decision.ratio * 100) / 100,
    reason: decision.reason,
    pacedAs: decision.pacedAs,
    guard,
    ringing: counts.ringing,
    waiting: open.pending,
    abandonRateFtc: rates.ftc.rate,
    abandonRateOfcom: rates.ofcom.rate,
    answerRate: answerRate.estimate,
  };
  // Over the target already in a window (not only projected): the gate refuses more predictive calls.
  const abandonCapReached = rates.ftc.rate > target || rates.ofcom.rate > target;
  return { decision, state, targetPercent, abandonCapReached };
}

/** The campaign's default voicemail drop as a machine hears it: the file's length, 30 s at most. */
function defaultDrop(drops: CampaignTaskDrop[]): DialerVoicemailDrop | null {
  const drop = drops.find((candidate) => candidate.isDefault);
  if (!drop) return null;
  return {
    recordingId: drop.id,
    seconds: voicemailDropPlaySeconds(drop.durationSeconds, VOICEMAIL_DROP_DEFAULT_SECONDS),
  };
}

/** Keeps the pacing on the campaign (the live page), and says so when the guard forces progressive. */
async function writeDialerState(tx: DbExecutor, batch: CallBatch, state: DialerState, targetPercent: number) {
  const note =
    state.guard === 'forced_progressive' ? PREDICTIVE_TEXTS.forcedProgressive(targetPercent) : null;
  const changed = await tx
    .update(campaigns)
    .set({ dialerState: state, stateNote: note })
    .where(
      and(
        eq(campaigns.brandId, batch.brandId),
        eq(campaigns.id, batch.campaignId),
        sql`(${campaigns.dialerState} is distinct from ${JSON.stringify(state)}::jsonb
             or ${campaigns.stateNote} is distinct from ${note})`,
      ),
    )
    .returning({ id: campaigns.id });
  return changed.length > 0;
}

/** One predictive pass in one transaction; the voice events are published after the commit. */
export async function dialPredictiveCalls(
  deps: Deps,
  batch: CallBatch,
): Promise<BatchOutcome & { changed: boolean }> {
  const events: PublishInput[] = [];
  const outcome = await deps.db.transaction(async (tx) => {
    const result = { sent: 0, skipped: 0, deferred: 0, remaining: true, changed: false };
    const running = await lockRunningCallCampaign(tx, batch);
    if (!running) return { ...result, remaining: false };
    const { decision, state, targetPercent, abandonCapReached } = await decide(tx, batch, running);
    result.changed = await writeDialerState(tx, batch, state, targetPercent);
    if (decision.calls === 0) return result;
    const targets = await claimDueTargets(tx, batch, decision.calls);
    const drops = targets.length > 0 ? await campaignTaskDrops(tx, batch, running) : [];
    const voicemailDrop = defaultDrop(drops);
    const profiles = new Map(
      (
        await loadProfilesByContactIds(tx, {
          brandId: batch.brandId,
          contactIds: targets.map((target) => target.contactId),
        })
      ).map((profile) => [profile.contactId, profile]),
    );
    for (const target of targets) {
      const judged = await judge(tx, batch, profiles.get(target.contactId), running, { abandonCapReached });
      if (judged.kind === 'skip' || judged.kind === 'defer') {
        await recordRefusal(tx, batch, target.contactId, judged, result);
        continue;
      }
      // The task a person's answer becomes: the campaign's call, the contact already on the line.
      const { triggerCall: _placedByTheDialer, ...attributes } = taskAttributes(
        batch,
        running,
        judged.profile,
        judged.phoneNumber,
        drops,
      );
      const placed = await placeDialerCall(tx, deps, {
        brandId: batch.brandId,
        from: running.settings.fromNumber,
        to: judged.phoneNumber,
        contactName: judged.profile.name,
        profileId: judged.profile.profileId,
        dialerTask: {
          queueSid: running.settings.targetQueueSid,
          priority: running.settings.priority,
          attributes,
          voicemailDrop,
        },
        now: batch.now,
      });
      events.push(...placed.events);
      result.sent += 1;
      const attempts = target.attempts + 1;
      if (placed.status === 'failed' || placed.status === 'completed') {
        // Refused at once, or a machine answered at once: decided now (its events found no target yet),
        // as a call's end would decide it (a refusal for do-not-call skips, one for the hours defers).
        await addToCampaignMinute(tx, { ...batch, at: batch.now, counts: { calls: 1 } });
        const outcome =
          placed.status === 'failed'
            ? (outcomeOf({ status: 'failed', failureReason: placed.failureReason }) ?? 'failed')
            : 'machine';
        const set = afterCall(
          {
            campaignId: batch.campaignId,
            contactId: target.contactId,
            taskSid: null,
            callSid: placed.callSid,
            state: 'ringing',
            attempts,
            settings: running.settings,
          },
          outcome,
          batch.now,
        );
        await writeTarget(tx, batch, target.contactId, {
          callSid: null,
          ...set,
          attempts: outcome === 'restricted' ? target.attempts : attempts,
          phoneNumber: judged.phoneNumber,
        });
        continue;
      }
      await writeTarget(tx, batch, target.contactId, {
        state: 'ringing',
        callSid: placed.callSid,
        attempts,
        reason: null,
        detail: null,
        phoneNumber: judged.phoneNumber,
      });
    }
    return result;
  });
  if (events.length > 0) await deps.bus.publishMany(events);
  return outcome;
}
