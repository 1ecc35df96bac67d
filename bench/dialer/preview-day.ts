// Preview dialing in a simulated day, for bench/dialer (issue 14 "Call campaigns": "preview (agent
// sees the contact first)"; the bench: "a simulated day ... for preview, progressive and predictive").
// simulateCampaign (packages/core/src/campaigns/dialer/simulate-campaign.ts) dials nothing in preview
// mode, as the engine decides nothing there: the agent dials. This plays that agent, on the same
// pieces as simulateCampaign (outcomeFor, ringDurationMs, talkDurationMs, nextAttempt, the seeded
// PRNG) and with the same measures, so the three modes compare:
// - an agent free the longest takes the first due contact, looks at it for `previewMs`, dials and
//   hears it ring; a person talks to that agent at once (no abandon is possible), then wrap-up;
//   any other outcome frees the agent when it shows (a machine gets the voicemail drop, as in the
//   engine's simulation); busy, failed and no-answer are retried by the campaign's RetryPolicy;
// - when no contact is due, the agent waits for the next retry (idle), or for one to be queued;
// - talk minutes per agent-hour and the idle share are over the time the campaign had contacts to
//   dial (until a free agent first finds none due), as simulateCampaign measures; previewing is
//   work, neither talk nor idle; ringing counts as idle, as waiting on a ring does in progressive.
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../packages/core/src/campaigns/campaign-model.ts';
import {
  type CallOutcomeModel,
  outcomeFor,
  ringDurationMs,
  seededRandom,
  talkDurationMs,
} from '../../packages/core/src/campaigns/dialer/call-outcome-model.ts';
import { nextAttempt } from '../../packages/core/src/campaigns/dialer/retry-schedule.ts';

export type PreviewDayConfig = {
  seed: number;
  agents: number;
  contacts: number;
  model: CallOutcomeModel;
  wrapMs: number;
  /** How long an agent looks at a contact before dialing. */
  previewMs: number;
  retryPolicy?: RetryPolicy;
};

/** The measures simulateCampaign returns, less its timeline and guard share. */
export type PreviewDayResult = {
  talkMinutesPerAgentHour: number;
  abandonRate: number;
  agentIdleShare: number;
  /** Share of agent time spent previewing contacts (measured like idle). */
  previewShare: number;
  dials: number;
  answered: number;
  abandoned: number;
  measuredMs: number;
  durationMs: number;
};

type Contact = { index: number; phone: string; attempts: number; dueAt: number };
type Interval = { from: number; to: number };

// The engine simulation's numbering: none ends in a forced-outcome suffix (call-outcome-model.ts).
const phoneNumberOf = (index: number) => `+1202${5_000_000 + index * 10 + 9}`;

/** How many contacts of the queue (ascending `dueAt`) are due at `time` or before. */
function dueBy(queue: readonly Contact[], time: number) {
  let low = 0;
  let high = queue.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((queue[middle]?.dueAt ?? 0) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

const clipped = (intervals: readonly Interval[], end: number) =>
  intervals.reduce((sum, { from, to }) => sum + Math.max(0, Math.min(to, end) - from), 0);

/** Agent index free the earliest (ties: the lowest index, i.e. free the longest in order). */
function nextAgent(freeAt: readonly number[]) {
  let chosen = 0;
  freeAt.forEach((at, index) => {
    if (at < (freeAt[chosen] ?? Number.POSITIVE_INFINITY)) chosen = index;
  });
  return chosen;
}

export function simulatePreviewDay(config: PreviewDayConfig): PreviewDayResult {
  const random = seededRandom(config.seed);
  const policy = config.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const queue: Contact[] = Array.from({ length: config.contacts }, (_, index) => ({
    index,
    phone: phoneNumberOf(index),
    attempts: 0,
    dueAt: 0,
  }));
  const freeAt = new Array<number>(config.agents).fill(0);
  const talks: Interval[] = [];
  const wraps: Interval[] = [];
  const previews: Interval[] = [];
  let dials = 0;
  let answered = 0;
  let suppliedUntil: number | null = null;
  let durationMs = 0;

  // Agents act in time order, so a retry (≥ 10 min after its dial) is queued before it is due.
  while (freeAt.some(Number.isFinite)) {
    const agent = nextAgent(freeAt);
    const now = freeAt[agent] ?? 0;
    if (dueBy(queue, now) === 0) {
      if (suppliedUntil === null) suppliedUntil = now;
      const nextDue = queue[0]?.dueAt;
      durationMs = Math.max(durationMs, now);
      freeAt[agent] = nextDue ?? Number.POSITIVE_INFINITY;
      continue;
    }
    const contact = queue.shift();
    if (!contact) continue;
    const dialedAt = now + config.previewMs;
    previews.push({ from: now, to: dialedAt });
    const outcome = outcomeFor(contact.phone, config.model, random);
    const showsAt = dialedAt + ringDurationMs(outcome, random);
    dials += 1;
    if (outcome === 'human') {
      const talkEnd = showsAt + talkDurationMs(config.model, random);
      talks.push({ from: showsAt, to: talkEnd });
      wraps.push({ from: talkEnd, to: talkEnd + config.wrapMs });
      answered += 1;
      freeAt[agent] = talkEnd + config.wrapMs;
      continue;
    }
    const next = nextAttempt(policy, outcome, contact.attempts + 1, showsAt);
    if ('retryAt' in next) {
      const retry = { ...contact, attempts: contact.attempts + 1, dueAt: next.retryAt };
      queue.splice(dueBy(queue, retry.dueAt), 0, retry);
      // Agents who found the queue empty come back for it.
      freeAt.forEach((at, index) => {
        if (!Number.isFinite(at)) freeAt[index] = queue[0]?.dueAt ?? retry.dueAt;
      });
    }
    freeAt[agent] = showsAt;
  }

  const measuredMs = suppliedUntil ?? durationMs;
  const agentMs = config.agents * measuredMs;
  const talkedMs = clipped(talks, measuredMs);
  const previewedMs = clipped(previews, measuredMs);
  const idleMs = agentMs - talkedMs - clipped(wraps, measuredMs) - previewedMs;
  return {
    talkMinutesPerAgentHour: agentMs > 0 ? (talkedMs / agentMs) * 60 : 0,
    abandonRate: 0,
    agentIdleShare: agentMs > 0 ? idleMs / agentMs : 0,
    previewShare: agentMs > 0 ? previewedMs / agentMs : 0,
    dials,
    answered,
    abandoned: 0,
    measuredMs,
    durationMs,
  };
}
