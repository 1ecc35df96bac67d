import { deferralFor } from '@parley/core/campaigns/campaign-deferral';
import type { PhoneCallCampaignSettings } from '@parley/core/campaigns/campaign-model';
import type { CampaignTaskDrop } from '@parley/core/campaigns/campaign-task';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { checkOutbound } from '../compliance/check-outbound.ts';
import { type ContactProfile, loadProfilesByContactIds } from '../contacts/contact-profile.ts';
import { contactSubscriptions } from '../contacts/contact-subscriptions.ts';
import { queueTaskWithin } from '../routing/tasks/create-task.ts';
import { countOpenTasksWith } from '../routing/tasks/find-open-tasks.ts';
import { countQueueAgents } from '../routing/workers/count-queue-agents.ts';
import { findVoicemailDropsByIds } from '../voicemail-drops/find-voicemail-drop.ts';
import { sampleAgentTime } from './campaign-live-figures.ts';
import { tryLockCampaignPass } from './campaign-pass-lock.ts';
import { campaigns, campaignTargets } from './campaigns.tables.ts';
import { type BatchOutcome, recordRefusal, writeTarget } from './target-writes.ts';

// The call dialer's agent-first modes (docs/campaigns.md "Calls"): each pass gives the campaign's
// queue one "Progressive Dial" task per free agent (less the campaign's offers still waiting), never
// more than maxParallelCalls out at once nor more than tasksBacklogLimit waiting. The accepting agent's
// desk places the call (create-call, which judges and logs it through the outbound gate); the call's
// end comes back as call.completed (campaign-events.ts) and decides the contact's retry. In both
// preview and progressive the agent sees the contact (and the campaign's script) in the offer before
// the call is placed; predictive (the dialer places calls before agents are free) is paced by core's
// campaigns/dialer and runs as progressive until it lands (the campaign page says so).
// A contact is judged before a task is made (subscription, do-not-call, hours…): a refusal is
// logged and skips or defers them, so no agent is offered a call the gate would refuse.

export const PROGRESSIVE_DIAL_TASK_TYPE = 'Progressive Dial';

export type CallBatch = { brandId: string; campaignId: string; now: Date };
type Deps = { db: DbExecutor; bus: EventBus };

export type Running = {
  name: string;
  friendlyId: string;
  settings: PhoneCallCampaignSettings;
  bypassOptIn: boolean;
  backlogLimit: number | null;
  /** When a pass last counted the queue's agents into the campaign's agent time. */
  agentsSampledAt: Date | null;
  startedAt: Date | null;
};

export async function lockRunningCallCampaign(tx: DbExecutor, batch: CallBatch): Promise<Running | null> {
  if (!(await tryLockCampaignPass(tx, batch.campaignId))) return null;
  const [row] = await tx
    .select({
      state: campaigns.state,
      messageType: campaigns.messageType,
      name: campaigns.name,
      friendlyId: campaigns.friendlyId,
      settings: campaigns.settings,
      bypassOptIn: campaigns.bypassOptIn,
      tasksBacklogLimit: campaigns.tasksBacklogLimit,
      agentsSampledAt: campaigns.agentsSampledAt,
      startedAt: campaigns.startedAt,
    })
    .from(campaigns)
    .where(and(eq(campaigns.brandId, batch.brandId), eq(campaigns.id, batch.campaignId)))
    .for('share');
  if (row?.state !== 'active' || row.messageType !== 'phoneCall') return null;
  return {
    name: row.name,
    friendlyId: row.friendlyId,
    settings: row.settings as PhoneCallCampaignSettings,
    bypassOptIn: row.bypassOptIn,
    backlogLimit: row.tasksBacklogLimit,
    agentsSampledAt: row.agentsSampledAt,
    startedAt: row.startedAt,
  };
}

/** How many new tasks the campaign may put out now. */
async function tasksWanted(tx: DbExecutor, batch: CallBatch, running: Running) {
  const { settings } = running;
  const agents = await countQueueAgents(tx, { brandId: batch.brandId, queueSid: settings.targetQueueSid });
  await sampleAgentTime(tx, batch, {
    staffed: agents.free + agents.busy,
    sampledAt: running.agentsSampledAt,
    startedAt: running.startedAt,
  });
  const open = await countOpenTasksWith(tx, {
    brandId: batch.brandId,
    attributes: { campaignId: batch.campaignId },
  });
  // An offered task's agent is not free any more: only the tasks waiting unoffered take a free agent.
  let wanted = agents.free - open.unoffered;
  wanted = Math.min(wanted, settings.maxParallelCalls - open.pending - open.accepted);
  if (running.backlogLimit) wanted = Math.min(wanted, running.backlogLimit - open.pending);
  return Math.max(0, wanted);
}

export async function claimDueTargets(tx: DbExecutor, batch: CallBatch, limit: number) {
  return tx
    .select({ contactId: campaignTargets.contactId, attempts: campaignTargets.attempts })
    .from(campaignTargets)
    .where(
      and(
        eq(campaignTargets.campaignId, batch.campaignId),
        eq(campaignTargets.state, 'pending'),
        lte(campaignTargets.nextAttemptAt, batch.now),
      ),
    )
    .orderBy(asc(campaignTargets.nextAttemptAt), asc(campaignTargets.position))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export type Judged =
  | { kind: 'skip'; reason: string; detail: string | null; phoneNumber: string | null }
  | { kind: 'defer'; reason: string; detail: string; afterMs: number; phoneNumber: string }
  | { kind: 'call'; phoneNumber: string; profile: ContactProfile };

export async function judge(
  tx: DbExecutor,
  batch: CallBatch,
  profile: ContactProfile | undefined,
  running: Running,
  /**
   * The predictive dialer's: it places the call at once, so an allowed decision is logged now (the
   * daily limits count it; an agent's call is logged by create-call instead), and the abandon cap
   * applies (the campaign's abandon rate is over its target in a window: no more predictive calls).
   */
  predictive: { abandonCapReached: boolean } | null = null,
): Promise<Judged> {
  if (!profile) return { kind: 'skip', reason: 'contact_deleted', detail: null, phoneNumber: null };
  const phoneNumber = profile.contactPhone;
  if (!phoneNumber) return { kind: 'skip', reason: 'no_phone', detail: null, phoneNumber: null };
  if (!running.bypassOptIn && !contactSubscriptions(profile).voice)
    return { kind: 'skip', reason: 'not_subscribed_voice', detail: null, phoneNumber };
  const checked = await checkOutbound(tx, {
    brandId: batch.brandId,
    channel: 'call',
    phoneNumber,
    profileId: profile.profileId,
    source: 'campaign',
    campaignId: batch.campaignId,
    logAllowed: predictive !== null,
    abandonCapReached: predictive?.abandonCapReached ?? false,
    now: batch.now,
  });
  if (checked.allowed) return { kind: 'call', phoneNumber, profile };
  const afterMs = deferralFor(checked.reason);
  if (afterMs === null) return { kind: 'skip', reason: checked.reason, detail: checked.detail, phoneNumber };
  return { kind: 'defer', reason: checked.reason, detail: checked.detail, afterMs, phoneNumber };
}

/** What a campaign call task carries: the contact, the call to place, and the campaign (spec 001 §3 campaignInfo). */
export function taskAttributes(
  batch: CallBatch,
  running: Running,
  profile: ContactProfile,
  phoneNumber: string,
  voicemailDrops: CampaignTaskDrop[],
) {
  const { settings } = running;
  return {
    taskType: PROGRESSIVE_DIAL_TASK_TYPE,
    title: settings.nickname ?? running.name,
    direction: 'outbound',
    // docs/voice-contract.md: the accepting agent places the call.
    triggerCall: true,
    contactPhone: phoneNumber,
    profileId: profile.profileId,
    name: profile.name ?? phoneNumber,
    parleyVoicePhone: settings.fromNumber,
    campaignId: batch.campaignId,
    campaignInfo: {
      id: batch.campaignId,
      friendlyId: running.friendlyId,
      name: running.name,
      dialingMode: settings.dialingMode,
      scriptUrl: settings.scriptUrl,
      voicemailInstructions: settings.voicemailInstructions,
      eligibleOffer: settings.eligibleOffer,
      defaultVoicemailId: settings.defaultVoicemailId,
      overrideFromNumber: settings.overrideFromNumber,
      // The drops its agents may leave on a machine (the default first), named for the desk's menu.
      voicemailDrops,
    },
  };
}

/** The campaign's voicemail drops as its tasks carry them: the default first, then the others. */
export async function campaignTaskDrops(
  tx: DbExecutor,
  batch: CallBatch,
  running: Running,
): Promise<CampaignTaskDrop[]> {
  const { defaultVoicemailId, recordingIds } = running.settings;
  const ids = [...new Set([...(defaultVoicemailId ? [defaultVoicemailId] : []), ...recordingIds])];
  const drops = await findVoicemailDropsByIds(tx, { brandId: batch.brandId, ids });
  return drops.map((drop) => ({
    id: drop.id,
    name: drop.name,
    durationSeconds: drop.durationSeconds,
    isDefault: drop.id === defaultVoicemailId,
  }));
}

/** One pass of a call campaign: as many tasks as free agents allow, in one transaction. */
export async function dialCampaignCalls(deps: Deps, batch: CallBatch): Promise<BatchOutcome> {
  const afterCommit: (() => Promise<void>)[] = [];
  const outcome = await deps.db.transaction(async (tx): Promise<BatchOutcome> => {
    const running = await lockRunningCallCampaign(tx, batch);
    if (!running) return { sent: 0, skipped: 0, deferred: 0, remaining: false };
    const wanted = await tasksWanted(tx, batch, running);
    const result: BatchOutcome = { sent: 0, skipped: 0, deferred: 0, remaining: true };
    if (wanted === 0) return result;
    const targets = await claimDueTargets(tx, batch, wanted);
    const drops = targets.length > 0 ? await campaignTaskDrops(tx, batch, running) : [];
    const profiles = new Map(
      (
        await loadProfilesByContactIds(tx, {
          brandId: batch.brandId,
          contactIds: targets.map((target) => target.contactId),
        })
      ).map((profile) => [profile.contactId, profile]),
    );
    for (const target of targets) {
      const judged = await judge(tx, batch, profiles.get(target.contactId), running);
      if (judged.kind === 'skip' || judged.kind === 'defer') {
        await recordRefusal(tx, batch, target.contactId, judged, result);
        continue;
      }
      const task = await queueTaskWithin(tx, deps, {
        brandId: batch.brandId,
        channel: 'voice',
        attributes: taskAttributes(batch, running, judged.profile, judged.phoneNumber, drops),
        queueSid: running.settings.targetQueueSid,
        priority: running.settings.priority,
        now: batch.now,
      });
      afterCommit.push(task.afterCommit);
      result.sent += 1;
      await writeTarget(tx, batch, target.contactId, {
        state: 'dialing',
        taskSid: task.taskSid,
        attempts: sql`${campaignTargets.attempts} + 1`,
        reason: null,
        detail: null,
        phoneNumber: judged.phoneNumber,
      });
    }
    return result;
  });
  for (const run of afterCommit) await run();
  return outcome;
}
