import type { PhoneCallCampaignSettings, SmsCampaignSettings } from '@parley/core/campaigns/campaign-model';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { onCampaignRunnerWake } from './campaign-runner-signal.ts';
import { markCampaignChanged, publishCampaignUpdates } from './campaign-updates.ts';
import { campaigns, campaignTargets } from './campaigns.tables.ts';
import { dialCampaignCalls } from './dial-campaign-calls.ts';
import { dialPredictiveCalls } from './dial-predictive-calls.ts';
import { releaseStaleTargets, settleEndedDialerCalls } from './release-stale-targets.ts';
import { sendCampaignTexts } from './send-campaign-texts.ts';

// The campaign runner (docs/campaigns.md "Sending"): every tick it starts the scheduled campaigns
// whose time has come, sends each active SMS campaign's due texts at its send rate, and completes the
// campaigns with nothing left to do. Everything it needs is in the database (targets and their due
// times), so a restart loses nothing and sends nothing twice; only the send-rate allowance is kept in
// memory (a restart begins with a fresh one-second allowance).

export const CAMPAIGN_TICK_MS = 200;
/** The most texts one transaction claims (a slow send never holds many rows). */
const MAX_BATCH = 50;

export type CampaignRunnerDeps = {
  db: DbExecutor;
  bus: EventBus;
  carrier: Carrier;
  log?: (error: unknown) => void;
};

type Allowance = { tokens: number; at: number };

/** Starts the scheduled campaigns whose start time has come. */
async function startDueCampaigns(db: DbExecutor, now: Date): Promise<void> {
  const started = await db
    .update(campaigns)
    .set({ state: 'active', updatedAt: now })
    .where(and(eq(campaigns.state, 'scheduled'), or(isNull(campaigns.startAt), lte(campaigns.startAt, now))))
    .returning({ id: campaigns.id });
  // Their pages learn it on the stream, not on the next poll.
  for (const campaign of started) markCampaignChanged(campaign.id);
}

/** Completes an active campaign with no pending target left (in one statement: no race with a pause). */
async function completeIfDone(db: DbExecutor, brandId: string, campaignId: string, now: Date): Promise<void> {
  await db
    .update(campaigns)
    .set({ state: 'completed', completedAt: now, updatedAt: now })
    .where(
      and(
        eq(campaigns.brandId, brandId),
        eq(campaigns.id, campaignId),
        eq(campaigns.state, 'active'),
        sql`not exists (select 1 from ${campaignTargets} where ${campaignTargets.brandId} = ${brandId}
            and ${campaignTargets.campaignId} = ${campaignId}
            and ${campaignTargets.state} in ('pending', 'dialing', 'ringing'))`,
      ),
    );
}

/**
 * One pass over the running campaigns. `allowances` carries each campaign's send-rate allowance from
 * tick to tick (a token bucket holding at most one second of sends).
 */
export async function runCampaignTick(
  deps: CampaignRunnerDeps,
  options: { now: Date; allowances: Map<string, Allowance> },
): Promise<void> {
  const { now, allowances } = options;
  await startDueCampaigns(deps.db, now);
  const running = await deps.db
    .select({
      brandId: campaigns.brandId,
      id: campaigns.id,
      messageType: campaigns.messageType,
      settings: campaigns.settings,
    })
    .from(campaigns)
    .where(eq(campaigns.state, 'active'));
  const seen = new Set<string>();
  for (const campaign of running) {
    seen.add(campaign.id);
    if (campaign.messageType === 'phoneCall') {
      const batch = { brandId: campaign.brandId, campaignId: campaign.id, now };
      const predictive = (campaign.settings as PhoneCallCampaignSettings).dialingMode === 'predictive';
      // A task that ended without a call gives its contact back (release-stale-targets.ts).
      if (!predictive && (await releaseStaleTargets(deps.db, batch)) > 0) markCampaignChanged(campaign.id);
      if (predictive && (await settleEndedDialerCalls(deps.db, batch)) > 0) markCampaignChanged(campaign.id);
      const dialed = predictive
        ? await dialPredictiveCalls(deps, batch)
        : await dialCampaignCalls(deps, batch);
      const paced = 'changed' in dialed && dialed.changed;
      if (paced || dialed.sent + dialed.skipped + dialed.deferred > 0) markCampaignChanged(campaign.id);
      if (dialed.remaining) await completeIfDone(deps.db, campaign.brandId, campaign.id, now);
      continue;
    }
    const rate = (campaign.settings as SmsCampaignSettings).sendRatePerSecond;
    const previous = allowances.get(campaign.id);
    const elapsed = previous ? Math.max(0, now.getTime() - previous.at) / 1000 : 1;
    const allowance = { tokens: Math.min(rate, (previous?.tokens ?? 0) + elapsed * rate), at: now.getTime() };
    allowances.set(campaign.id, allowance);
    const limit = Math.min(MAX_BATCH, Math.floor(allowance.tokens));
    if (limit < 1) continue;
    const outcome = await sendCampaignTexts(deps, {
      brandId: campaign.brandId,
      campaignId: campaign.id,
      limit,
      now,
    });
    allowance.tokens -= outcome.sent;
    if (outcome.sent + outcome.skipped + outcome.deferred > 0) markCampaignChanged(campaign.id);
    if (!outcome.remaining) await completeIfDone(deps.db, campaign.brandId, campaign.id, now);
  }
  for (const id of allowances.keys()) if (!seen.has(id)) allowances.delete(id);
  await publishCampaignUpdates(deps, now);
}

/** Runs ticks until stopped; a start or resume wakes it at once. */
export function startCampaignRunner(deps: CampaignRunnerDeps, options: { tickMs?: number } = {}) {
  const allowances = new Map<string, Allowance>();
  const tickMs = options.tickMs ?? CAMPAIGN_TICK_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runCampaignTick(deps, { now: new Date(), allowances });
        } while (again && !stopped);
      } catch (error) {
        deps.log?.(error);
      } finally {
        running = null;
      }
    })();
  };
  timer = setInterval(tick, tickMs);
  timer.unref();
  onCampaignRunnerWake(tick);
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      onCampaignRunnerWake(null);
      await running;
    },
  };
}
