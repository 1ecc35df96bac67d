// How many calls a call campaign dials now (issue 14 "Call campaigns": preview, progressive,
// predictive "pacing by answer rate, handle time and free agents, never above
// `predictiveCallAgentRatioCeiling` nor the brand's `callsAgentsRatioLimit`", `maxParallelCalls`,
// `tasksBacklogLimit`). Pure: the server's dialer and the simulation gather the facts each tick.
//
// preview      0: the agent sees the contact and dials.
// progressive  one call per free agent, less the calls already dialing and the answered calls
//              waiting for an agent. It cannot abandon: every call has its agent.
// predictive   while the answer rate is still being learnt (< MIN_ANSWER_RATE_OBSERVATIONS outcomes)
//              as progressive. Then it counts the agents who will be there when the next answers
//              come: free now, plus each busy one with the chance it frees in time. With known ends,
//              answers are taken as spread evenly over twice the average ring to a person, so an
//              agent freeing d ms from now serves the share of them answered after d − 2 s (the
//              abandon grace); without, a busy agent is at a random point of its handle + wrap
//              cycle. It dials one call more while the chance that the answers already expected
//              (waiting, in flight, just dialed) take every such agent stays at or under
//              `abandonBudget`: a call adds to the expected abandons exactly its answer rate ×
//              P(answers ≥ agents), so this bounds the abandon share of every call it places. The
//              answer rate used is an upper confidence bound of the estimate (more answers
//              expected, fewer calls); with an answer rate of 1 it dials one call per agent sure to
//              be there: progressive, plus the agents about to free.
// Caps, for every mode: remaining contacts; `maxParallelCalls` over live calls (dialing, waiting
// for an agent, talking); the ratio ceiling and the brand limit over calls dialing per staffed agent
// (free, on a call or in wrap-up); `tasksBacklogLimit` over answered-and-waiting plus dialing calls
// (each may become a task). The answer names what bound the number, for the campaign page.
import type { DialingMode } from '../campaign-model.ts';
import { ABANDON_GRACE_MS, type AbandonGuard } from './dialer-model.ts';

/** Outcomes seen before predictive pacing trusts the answer rate (issue 14: a cautious start). */
export const MIN_ANSWER_RATE_OBSERVATIONS = 30;
/**
 * The chance at most that a new call, answered, finds every counted agent taken. Set with the
 * simulation (simulate-campaign.ts, 20 agents, answer rate 25 %): 2 % gives about 46 talk minutes
 * per agent-hour at a realised abandon rate near 0.5 %; 5 % or 10 % abandon two to three times as
 * often and talk no more, as the guard then forces progressive more often. A caller with the abandon
 * ledger passes adaptiveAbandonBudget (abandon-budget.ts) instead, which spends the target's room.
 */
export const DEFAULT_ABANDON_BUDGET = 0.02;

export type PacingState = {
  mode: DialingMode;
  /** Agents idle and ready for the campaign's calls. */
  freeAgents: number;
  agentsOnCall: number;
  agentsInWrap: number;
  /**
   * Milliseconds until each busy agent (on a call or in wrap-up) is expected free, when the caller
   * knows (wrap-up ends are exact; a call's end is an estimate). Without it, busy agents are taken
   * at a random point of their handle + wrap cycle.
   */
  busyAgentsFreeInMs?: readonly number[];
  /** Calls dialing or ringing, not yet answered. */
  callsInFlight: number;
  /**
   * Each in-flight call's chance of still being answered by a person (it falls as a call rings on);
   * without it, each counts at the answer rate.
   */
  inFlightAnswerProbabilities?: readonly number[];
  /** Calls answered by a person and waiting for an agent (the campaign's task backlog). */
  backlog: number;
  /** The campaign's `tasksBacklogLimit`; null: none. */
  tasksBacklogLimit: number | null;
  /** Share of calls answered by a person (0..1) and the number of outcomes it was learnt from. */
  answerRate: { estimate: number; observations: number };
  averageHandleMs: number;
  averageWrapMs: number;
  /** Average time from dialing to a person answering. */
  averageRingMs: number;
  predictiveCallAgentRatioCeiling: number;
  callsAgentsRatioLimit: number;
  maxParallelCalls: number;
  abandonGuard: AbandonGuard;
  /** Contacts due to be dialed now. */
  remainingContacts: number;
  /** Default DEFAULT_ABANDON_BUDGET; from the ledger: adaptiveAbandonBudget (abandon-budget.ts). */
  abandonBudget?: number;
};

export const PACING_REASONS = [
  'preview',
  'free_agents',
  'forced_progressive',
  'learning_answer_rate',
  'abandon_budget',
  'ratio_ceiling',
  'brand_ratio_limit',
  'max_parallel_calls',
  'tasks_backlog_limit',
  'remaining_contacts',
] as const;
export type PacingReason = (typeof PACING_REASONS)[number];

export type PacingDecision = {
  calls: number;
  /** Calls dialing (in flight and new) per agent expected free in the answer window; 0 if none. */
  ratio: number;
  /** What bound `calls`: a cap when one did, else the mode's own rule. */
  reason: PacingReason;
  /** The mode the calls were paced by: progressive when predictive is forced or still learning. */
  pacedAs: DialingMode;
  /** People expected to answer among the waiting, in-flight and new calls. */
  expectedAnswers: number;
  /** Of those, expected to find no agent (0 unless pacedAs is predictive). */
  expectedAbandons: number;
};

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
const share = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

type Cap = { reason: PacingReason; limit: number };

/** The caps every mode obeys, as the most new calls each allows. */
export function pacingCaps(state: PacingState): Cap[] {
  const inFlight = whole(state.callsInFlight);
  const backlog = whole(state.backlog);
  const staffed = whole(state.freeAgents) + whole(state.agentsOnCall) + whole(state.agentsInWrap);
  const caps: Cap[] = [
    { reason: 'remaining_contacts', limit: whole(state.remainingContacts) },
    {
      reason: 'max_parallel_calls',
      limit: whole(state.maxParallelCalls - inFlight - backlog - whole(state.agentsOnCall)),
    },
    {
      reason: 'ratio_ceiling',
      limit: whole(Math.floor(state.predictiveCallAgentRatioCeiling * staffed) - inFlight),
    },
    {
      reason: 'brand_ratio_limit',
      limit: whole(Math.floor(state.callsAgentsRatioLimit * staffed) - inFlight),
    },
  ];
  if (state.tasksBacklogLimit !== null) {
    caps.push({ reason: 'tasks_backlog_limit', limit: whole(state.tasksBacklogLimit - backlog - inFlight) });
  }
  return caps;
}

/** The answer rate predictive pacing plans with: one standard error above the estimate. */
export function cautiousAnswerRate(estimate: number, observations: number) {
  const rate = share(estimate);
  const seen = Math.max(1, whole(observations));
  return Math.min(1, rate + Math.sqrt(Math.max(rate * (1 - rate), 1 / seen) / seen));
}

/** The distribution of a count made of independent chances: pmf[k] = P(count = k). */
function countDistribution(chances: readonly number[], certain = 0): number[] {
  let pmf = [1];
  for (const chance of chances) pmf = addChance(pmf, chance);
  return [...new Array<number>(certain).fill(0), ...pmf];
}

function addChance(pmf: readonly number[], chance: number): number[] {
  const next = new Array<number>(pmf.length + 1).fill(0);
  for (let k = 0; k < pmf.length; k += 1) {
    const p = pmf[k] ?? 0;
    next[k] = (next[k] ?? 0) + p * (1 - chance);
    next[k + 1] = (next[k + 1] ?? 0) + p * chance;
  }
  return next;
}

/** P(answers ≥ agents). */
function chanceAllTaken(answers: readonly number[], agents: readonly number[]) {
  const atLeast = new Array<number>(answers.length + 1).fill(0);
  for (let k = answers.length - 1; k >= 0; k -= 1) atLeast[k] = (atLeast[k + 1] ?? 0) + (answers[k] ?? 0);
  let total = 0;
  agents.forEach((p, f) => {
    total += p * (f < answers.length ? (atLeast[f] ?? 0) : 0);
  });
  return total;
}

/** E[answers] and E[max(0, answers − agents)]. */
function expectations(answers: readonly number[], agents: readonly number[]) {
  let expectedAnswers = 0;
  let expectedAbandons = 0;
  answers.forEach((pa, a) => {
    expectedAnswers += pa * a;
    agents.forEach((pf, f) => {
      if (a > f) expectedAbandons += pa * pf * (a - f);
    });
  });
  return { expectedAnswers, expectedAbandons };
}

/** The agents there for answers in the window: free now plus busy ones freeing within it. */
function agentsInWindow(state: PacingState, windowMs: number): number[] {
  const free = whole(state.freeAgents);
  if (state.busyAgentsFreeInMs) {
    // Answers come any time up to about twice the average ring: an agent freeing later in that
    // spread is there for a share of them only.
    const spread = 2 * Math.max(1, state.averageRingMs);
    const chances = state.busyAgentsFreeInMs.map((ms) => share((spread + ABANDON_GRACE_MS - ms) / spread));
    return countDistribution(chances, free);
  }
  const handle = Math.max(0, state.averageHandleMs);
  const wrap = Math.max(0, state.averageWrapMs);
  // At a random point of their call the remaining talk is uniform over the handle time, then wrap.
  const onCall = handle > 0 ? share((windowMs - wrap) / handle) : windowMs >= wrap ? 1 : 0;
  const inWrap = wrap > 0 ? share(windowMs / wrap) : 1;
  const chances = [
    ...new Array<number>(whole(state.agentsOnCall)).fill(onCall),
    ...new Array<number>(whole(state.agentsInWrap)).fill(inWrap),
  ];
  return countDistribution(chances, free);
}

function bindingCap(caps: Cap[]) {
  return caps.reduce((lowest, cap) => (cap.limit < lowest.limit ? cap : lowest));
}

function progressive(state: PacingState, reason: PacingReason): PacingDecision {
  const inFlight = whole(state.callsInFlight);
  const free = whole(state.freeAgents);
  const wanted = whole(free - inFlight - whole(state.backlog));
  const cap = bindingCap(pacingCaps(state));
  const calls = Math.min(wanted, cap.limit);
  return {
    calls,
    ratio: free > 0 ? (inFlight + calls) / free : 0,
    reason: cap.limit < wanted ? cap.reason : reason,
    pacedAs: 'progressive',
    expectedAnswers: whole(state.backlog) + (inFlight + calls) * share(state.answerRate.estimate),
    expectedAbandons: 0,
  };
}

function predictive(state: PacingState): PacingDecision {
  const answerRate = cautiousAnswerRate(state.answerRate.estimate, state.answerRate.observations);
  const budget = share(state.abandonBudget ?? DEFAULT_ABANDON_BUDGET);
  const inFlight = whole(state.callsInFlight);
  const inFlightChances = state.inFlightAnswerProbabilities?.map(share) ?? [];
  const unlisted = Math.max(0, inFlight - inFlightChances.length);
  const agents = agentsInWindow(state, Math.max(0, state.averageRingMs) + ABANDON_GRACE_MS);
  let answers = countDistribution(
    [...inFlightChances.slice(0, inFlight), ...new Array<number>(unlisted).fill(answerRate)],
    whole(state.backlog),
  );
  const cap = bindingCap(pacingCaps(state));
  let calls = 0;
  while (calls < cap.limit && chanceAllTaken(answers, agents) <= budget) {
    answers = addChance(answers, answerRate);
    calls += 1;
  }
  const expectedAgents = agents.reduce((sum, p, f) => sum + p * f, 0);
  return {
    calls,
    ratio: expectedAgents > 0 ? (inFlight + calls) / expectedAgents : 0,
    reason: calls === cap.limit && chanceAllTaken(answers, agents) <= budget ? cap.reason : 'abandon_budget',
    pacedAs: 'predictive',
    ...expectations(answers, agents),
  };
}

/** How many new calls to dial now, at what ratio, and what bound the number. */
export function callsToPlace(state: PacingState): PacingDecision {
  if (state.mode === 'preview') {
    return {
      calls: 0,
      ratio: 0,
      reason: 'preview',
      pacedAs: 'preview',
      expectedAnswers: 0,
      expectedAbandons: 0,
    };
  }
  if (state.mode === 'progressive') return progressive(state, 'free_agents');
  if (state.abandonGuard === 'forced_progressive') return progressive(state, 'forced_progressive');
  if (whole(state.answerRate.observations) < MIN_ANSWER_RATE_OBSERVATIONS) {
    return progressive(state, 'learning_answer_rate');
  }
  return predictive(state);
}
