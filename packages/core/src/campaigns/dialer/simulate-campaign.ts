// A call campaign played out in simulated time (issue 14: "a simulated predictive campaign whose
// abandon ledger never passes the target"; the bench: "20 agents, 10,000 contacts, answer rate 25 %,
// handle time 180 s, wrap-up 30 s"). Pure and reproducible: a seed in, a result out, no timers.
//
// The model, tick by tick (one simulated second by default):
// - Agents are free, talking or in wrap-up. A talk ends after talkDurationMs (gamma, mean
//   `model.meanTalkMs`), then wrap-up lasts exactly `wrapMs`, then the agent is free again.
// - Contacts wait in a queue, first-come first-dialed; a retried contact joins it again at its
//   nextAttempt time (the campaign's RetryPolicy). Numbers are generated so that none matches a
//   forced-outcome suffix, unless `phoneNumberOf` says otherwise.
// - Each dial draws its outcome (outcomeFor) and when it shows (ringDurationMs): a person or a
//   machine answers after 3-15 s, busy and failed come back in seconds, a no-answer rings 15-30 s.
//   Machines are left a voicemail with no agent; busy, failed and no-answer are retried.
// - A person who answers takes the agent free the longest, if one is free or frees within
//   ABANDON_GRACE_MS of the answer (events keep their exact milliseconds, ticks only batch them);
//   otherwise the call is abandoned at the end of the grace (safe-harbour message, not retried).
//   Every answer by a person goes into the abandon ledger, abandoned or not.
// - Then the dialer paces (callsToPlace) from what a server would know: agent states, exact wrap-up
//   ends, an on-call agent's expected end (average handle − time talked, + wrap), calls dialing and
//   each one's chance of still reaching a person given how long it has rung (humanAnswerChanceAfter,
//   the model a server would learn from its outcomes), the answer rate learnt so far, the average
//   time to a person's answer, and an abandon budget per call that follows the ledger's headroom
//   under the target (abandon-budget.ts), unless the config fixes one. It asks the ledger's guard
//   with the pacing's expected answers, at least one of them taken as abandoned (so it stays
//   predictive only while one more abandon would keep both windows within the target) and, forced,
//   paces as progressive.
// - It stops when every contact is done or after `maxDurationMs`.
// Measures: talk minutes per agent-hour and the agents' idle share are taken over the time the
// campaign had contacts to dial (until pacing is first bound by `remaining_contacts`), so the tail
// where only retries trickle in does not dilute them; the abandon rate is over the whole run.

import type { DialingMode, RetryPolicy } from '../campaign-model.ts';
import { DEFAULT_RETRY_POLICY } from '../campaign-model.ts';
import { adaptiveAbandonBudget } from './abandon-budget.ts';
import { abandonRates, EMPTY_ABANDON_LEDGER, guardState, recordCall } from './abandon-ledger.ts';
import {
  type CallOutcomeModel,
  humanAnswerChanceAfter,
  outcomeFor,
  ringDurationMs,
  seededRandom,
  talkDurationMs,
} from './call-outcome-model.ts';
import {
  ABANDON_GRACE_MS,
  type CallOutcome,
  DEFAULT_CALLS_AGENTS_RATIO_LIMIT,
  DEFAULT_TARGET_ABANDON_RATE,
} from './dialer-model.ts';
import { callsToPlace, type PacingDecision } from './pacing.ts';
import { nextAttempt } from './retry-schedule.ts';

export type SimulationConfig = {
  seed: number;
  agents: number;
  contacts: number;
  model: CallOutcomeModel;
  wrapMs: number;
  mode?: DialingMode;
  predictiveCallAgentRatioCeiling?: number;
  callsAgentsRatioLimit?: number;
  maxParallelCalls?: number;
  tasksBacklogLimit?: number | null;
  /** A fraction; default DEFAULT_TARGET_ABANDON_RATE. */
  targetAbandonRate?: number;
  /** The pacing's abandon budget per call, fixed; default adaptiveAbandonBudget from the ledger. */
  abandonBudget?: number;
  retryPolicy?: RetryPolicy;
  /** Default 1,000. */
  tickMs?: number;
  /** Default 24 h. */
  maxDurationMs?: number;
  phoneNumberOf?: (index: number) => string;
};

/** The ledger after each answer by a person. */
export type TimelinePoint = { at: number; answered: number; abandoned: number; rate: number };

export type SimulationResult = {
  talkMinutesPerAgentHour: number;
  abandonRate: number;
  agentIdleShare: number;
  dials: number;
  answered: number;
  abandoned: number;
  /** The time the measures are over (see the model). */
  measuredMs: number;
  durationMs: number;
  /** Share of ticks the guard forced predictive pacing down to progressive. */
  forcedProgressiveShare: number;
  timeline: TimelinePoint[];
};

type Agent =
  | { state: 'free'; since: number }
  | { state: 'talking'; startedAt: number; until: number }
  | { state: 'wrap'; until: number };

type Contact = { index: number; phone: string; attempts: number; dueAt: number };
type Dial = { contact: Contact; dialedAt: number; showsAt: number; outcome: CallOutcome };
type Interval = { from: number; to: number };

const defaultPhoneNumber = (index: number) => `+1202${5_000_000 + index * 10 + 9}`;

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

/** Insert keeping `dueAt` ascending (stable: equal times keep their order). */
function enqueue(queue: Contact[], contact: Contact) {
  queue.splice(dueBy(queue, contact.dueAt), 0, contact);
}

const overlap = (interval: Interval, end: number) => Math.max(0, Math.min(interval.to, end) - interval.from);

export function simulateCampaign(config: SimulationConfig): SimulationResult {
  const random = seededRandom(config.seed);
  const tickMs = config.tickMs ?? 1_000;
  const maxDurationMs = config.maxDurationMs ?? 24 * 3_600_000;
  const target = config.targetAbandonRate ?? DEFAULT_TARGET_ABANDON_RATE;
  const policy = config.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const phoneNumberOf = config.phoneNumberOf ?? defaultPhoneNumber;

  const agents: Agent[] = Array.from({ length: config.agents }, () => ({ state: 'free', since: 0 }));
  const queue: Contact[] = Array.from({ length: config.contacts }, (_, index) => ({
    index,
    phone: phoneNumberOf(index),
    attempts: 0,
    dueAt: 0,
  }));
  let dialing: Dial[] = [];
  let waiting: { answeredAt: number }[] = [];
  let ledger = EMPTY_ABANDON_LEDGER;
  const timeline: TimelinePoint[] = [];
  const talks: Interval[] = [];
  const idles: Interval[] = [];
  let dials = 0;
  let outcomesSeen = 0;
  let humansSeen = 0;
  let humanRingTotal = 0;
  let talkTotal = 0;
  let talksStarted = 0;
  let forcedTicks = 0;
  let ticks = 0;
  let suppliedUntil: number | null = null;

  const record = (answeredAt: number, abandoned: boolean) => {
    ledger = recordCall(ledger, { at: answeredAt, abandoned });
    const { ofcom } = abandonRates(ledger, answeredAt);
    timeline.push({ at: answeredAt, answered: ofcom.answered, abandoned: ofcom.abandoned, rate: ofcom.rate });
  };

  let now = 0;
  for (; now <= maxDurationMs; now += tickMs) {
    // Agents: talk ends → wrap-up → free, at their exact times.
    agents.forEach((agent, index) => {
      let next = agent;
      if (next.state === 'talking' && next.until <= now)
        next = { state: 'wrap', until: next.until + config.wrapMs };
      if (next.state === 'wrap' && next.until <= now) next = { state: 'free', since: next.until };
      agents[index] = next;
    });

    // Calls whose outcome shows by now, in time order.
    const shown = dialing.filter((dial) => dial.showsAt <= now).sort((a, b) => a.showsAt - b.showsAt);
    dialing = dialing.filter((dial) => dial.showsAt > now);
    for (const dial of shown) {
      outcomesSeen += 1;
      if (dial.outcome === 'human') {
        humansSeen += 1;
        humanRingTotal += dial.showsAt - dial.dialedAt;
        waiting.push({ answeredAt: dial.showsAt });
        continue;
      }
      const next = nextAttempt(policy, dial.outcome, dial.contact.attempts, dial.showsAt);
      if ('retryAt' in next) enqueue(queue, { ...dial.contact, dueAt: next.retryAt });
    }

    // People who answered: the agent free the longest, if free within the grace; else abandoned.
    waiting.sort((a, b) => a.answeredAt - b.answeredAt);
    const stillWaiting: { answeredAt: number }[] = [];
    for (const call of waiting) {
      const deadline = call.answeredAt + ABANDON_GRACE_MS;
      let chosen = -1;
      agents.forEach((agent, index) => {
        if (agent.state !== 'free' || agent.since > deadline) return;
        const best = agents[chosen];
        if (chosen === -1 || (best?.state === 'free' && agent.since < best.since)) chosen = index;
      });
      const agent = agents[chosen];
      if (agent?.state === 'free') {
        const startedAt = Math.max(call.answeredAt, agent.since);
        const talk = talkDurationMs(config.model, random);
        if (startedAt > agent.since) idles.push({ from: agent.since, to: startedAt });
        agents[chosen] = { state: 'talking', startedAt, until: startedAt + talk };
        talks.push({ from: startedAt, to: startedAt + talk });
        talkTotal += talk;
        talksStarted += 1;
        record(call.answeredAt, false);
      } else if (deadline < now) {
        record(call.answeredAt, true);
      } else {
        stillWaiting.push(call);
      }
    }
    waiting = stillWaiting;

    const due = dueBy(queue, now);
    if (due === 0 && queue.length === 0 && dialing.length === 0 && waiting.length === 0) break;

    // Pace.
    const averageHandleMs = talksStarted > 0 ? talkTotal / talksStarted : config.model.meanTalkMs;
    const busyAgentsFreeInMs: number[] = [];
    let freeAgents = 0;
    let agentsOnCall = 0;
    let agentsInWrap = 0;
    for (const agent of agents) {
      if (agent.state === 'free') freeAgents += 1;
      else if (agent.state === 'wrap') {
        agentsInWrap += 1;
        busyAgentsFreeInMs.push(agent.until - now);
      } else {
        agentsOnCall += 1;
        busyAgentsFreeInMs.push(Math.max(0, averageHandleMs - (now - agent.startedAt)) + config.wrapMs);
      }
    }
    const pace = (abandonGuard: 'ok' | 'forced_progressive'): PacingDecision =>
      callsToPlace({
        mode: config.mode ?? 'predictive',
        freeAgents,
        agentsOnCall,
        agentsInWrap,
        busyAgentsFreeInMs,
        callsInFlight: dialing.length,
        inFlightAnswerProbabilities: dialing.map((dial) =>
          humanAnswerChanceAfter(config.model, now - dial.dialedAt),
        ),
        backlog: waiting.length,
        tasksBacklogLimit: config.tasksBacklogLimit ?? null,
        answerRate: {
          estimate: outcomesSeen > 0 ? humansSeen / outcomesSeen : 0,
          observations: outcomesSeen,
        },
        averageHandleMs,
        averageWrapMs: config.wrapMs,
        averageRingMs: humansSeen > 0 ? humanRingTotal / humansSeen : 9_000,
        predictiveCallAgentRatioCeiling: config.predictiveCallAgentRatioCeiling ?? 3,
        callsAgentsRatioLimit: config.callsAgentsRatioLimit ?? DEFAULT_CALLS_AGENTS_RATIO_LIMIT,
        maxParallelCalls: config.maxParallelCalls ?? 500,
        abandonGuard,
        remainingContacts: due,
        abandonBudget: config.abandonBudget ?? adaptiveAbandonBudget(ledger, now, target),
      });
    let decision = pace('ok');
    if (decision.pacedAs === 'predictive') {
      // Pessimistic: at least one of the expected answers abandoned, so predictive goes on only
      // while one more abandon would leave the rate within the target.
      const plannedCalls = Math.max(1, decision.expectedAnswers);
      const projection = {
        plannedCalls,
        expectedAbandonProbability: Math.max(1, decision.expectedAbandons) / plannedCalls,
      };
      if (guardState(ledger, now, target, projection) === 'forced_progressive') {
        decision = pace('forced_progressive');
        forcedTicks += 1;
      }
    }
    ticks += 1;
    if (suppliedUntil === null && decision.reason === 'remaining_contacts') suppliedUntil = now;

    // Dial the contacts due first.
    const dialed = queue.splice(0, decision.calls);
    for (const contact of dialed) {
      const outcome = outcomeFor(contact.phone, config.model, random);
      const attempt = { ...contact, attempts: contact.attempts + 1 };
      dialing.push({
        contact: attempt,
        dialedAt: now,
        showsAt: now + ringDurationMs(outcome, random),
        outcome,
      });
      dials += 1;
    }
  }

  const durationMs = Math.min(now, maxDurationMs);
  const measuredMs = suppliedUntil ?? durationMs;
  // Agents still free at the end of the measure were idle since they freed.
  for (const agent of agents) if (agent.state === 'free') idles.push({ from: agent.since, to: measuredMs });
  const agentMs = config.agents * measuredMs;
  const talkedMs = talks.reduce((sum, interval) => sum + overlap(interval, measuredMs), 0);
  const idleMs = idles.reduce((sum, interval) => sum + overlap(interval, measuredMs), 0);
  const { ftc } = abandonRates(ledger, durationMs);
  return {
    talkMinutesPerAgentHour: agentMs > 0 ? (talkedMs / agentMs) * 60 : 0,
    abandonRate: ftc.rate,
    agentIdleShare: agentMs > 0 ? idleMs / agentMs : 0,
    dials,
    answered: ftc.answered,
    abandoned: ftc.abandoned,
    measuredMs,
    durationMs,
    forcedProgressiveShare: ticks > 0 ? forcedTicks / ticks : 0,
    timeline,
  };
}
