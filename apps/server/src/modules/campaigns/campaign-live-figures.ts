import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { countQueueAgents } from '../routing/workers/count-queue-agents.ts';
import { addToCampaignMinute } from './campaign-abandon-ledger.ts';
import { campaignAbandonMinutes, campaigns } from './campaigns.tables.ts';

// The live page's figures of a call campaign (issue 14 "Live campaign page": agents talking /
// waiting, calls per agent-hour, talk minutes per agent-hour). Agents come from the target queue now;
// the per-agent-hour figures from the minute ledger over the last hour: calls ended and their talk
// (recorded with each call's end), over the agent time staffed on the queue, which each dial pass
// samples: agents with the queue's skills who are available or on one of its calls, times the seconds
// since the last sample (at most one sample a second; a gap longer than 5 s — no server ran, the
// campaign was paused — counts 5 s).

const SAMPLE_EVERY_MS = 1_000;
const LONGEST_GAP_MS = 5_000;
export const LIVE_WINDOW_MINUTES = 60;

/** Counts the queue's staffed agents into the minute ledger, once a second at most (in the pass's transaction). */
export async function sampleAgentTime(
  tx: DbExecutor,
  batch: { brandId: string; campaignId: string; now: Date },
  options: { staffed: number; sampledAt: Date | null; startedAt: Date | null },
): Promise<void> {
  const now = batch.now.getTime();
  // The first sample counts from the start (a campaign that ends within a second still has agent time).
  const last = (options.sampledAt ?? options.startedAt)?.getTime();
  if (options.sampledAt && last !== undefined && now - last < SAMPLE_EVERY_MS) return;
  await tx
    .update(campaigns)
    .set({ agentsSampledAt: batch.now })
    .where(and(eq(campaigns.brandId, batch.brandId), eq(campaigns.id, batch.campaignId)));
  const elapsedMs = last === undefined ? 0 : Math.min(now - last, LONGEST_GAP_MS);
  if (elapsedMs <= 0 || options.staffed <= 0) return;
  await addToCampaignMinute(tx, {
    brandId: batch.brandId,
    campaignId: batch.campaignId,
    at: batch.now,
    counts: { agentSeconds: (options.staffed * elapsedMs) / 1000 },
  });
}

export type CampaignLiveFigures = {
  agentsTalking: number;
  /** Free for the campaign's next call. */
  agentsWaiting: number;
  /** Over the last LIVE_WINDOW_MINUTES; null until agent time was counted. */
  callsPerAgentHour: number | null;
  talkMinutesPerAgentHour: number | null;
  agentHours: number;
  windowMinutes: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function readCampaignLiveFigures(
  db: DbExecutor,
  options: { brandId: string; campaignId: string; queueSid: string; now: Date },
): Promise<CampaignLiveFigures> {
  const agents = await countQueueAgents(db, { brandId: options.brandId, queueSid: options.queueSid });
  const t = campaignAbandonMinutes;
  const from = new Date(options.now.getTime() - LIVE_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({
      calls: sql<number>`coalesce(sum(${t.calls}), 0)::int`,
      talkSeconds: sql<number>`coalesce(sum(${t.talkSeconds}), 0)::int`,
      agentSeconds: sql<number>`coalesce(sum(${t.agentSeconds}), 0)::float8`,
    })
    .from(t)
    .where(
      and(
        eq(t.brandId, options.brandId),
        eq(t.campaignId, options.campaignId),
        gt(t.minute, from),
        lte(t.minute, options.now),
      ),
    );
  const agentHours = Number(row?.agentSeconds ?? 0) / 3600;
  const perAgentHour = (value: number) => (agentHours > 0 ? round1(value / agentHours) : null);
  return {
    agentsTalking: agents.talking,
    agentsWaiting: agents.free,
    callsPerAgentHour: perAgentHour(Number(row?.calls ?? 0)),
    talkMinutesPerAgentHour: perAgentHour(Number(row?.talkSeconds ?? 0) / 60),
    agentHours,
    windowMinutes: LIVE_WINDOW_MINUTES,
  };
}
