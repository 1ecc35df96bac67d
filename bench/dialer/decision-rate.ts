// How many dial decisions per second the pacing engine makes, for bench/dialer (issue 14 bench:
// "the dial decisions per second the engine can make"). Times callsToPlace (packages/core
// .../dialer/pacing.ts) over varied states drawn from a seeded PRNG, shaped like the states
// simulate-campaign.ts hands it for the bench's campaign: 20 agents mostly on calls, up to three
// calls dialing per agent, each with its chance of a person given how long it has rung, an answer
// rate near 25 % learnt from many outcomes. The mix: 93 % predictive with the guard ok, 5 % forced
// progressive, 2 % still learning the answer rate: the costly predictive path dominates, as it does
// in a predictive campaign's day.
import {
  type CallOutcomeModel,
  humanAnswerChanceAfter,
  seededRandom,
} from '../../packages/core/src/campaigns/dialer/call-outcome-model.ts';
import { DEFAULT_CALLS_AGENTS_RATIO_LIMIT } from '../../packages/core/src/campaigns/dialer/dialer-model.ts';
import { callsToPlace, type PacingState } from '../../packages/core/src/campaigns/dialer/pacing.ts';

export type DecisionRateConfig = {
  seed: number;
  agents: number;
  model: CallOutcomeModel;
  wrapMs: number;
  /** Timed calls of callsToPlace. */
  decisions: number;
  /** Untimed calls first, for the JIT. */
  warmUp: number;
  /** Distinct states generated, used in turn. */
  states: number;
};

export type DecisionRate = {
  decisionsPerSecond: number;
  p50Micros: number;
  p99Micros: number;
  /** Calls decided on average, a sanity check that the states are not degenerate. */
  averageCalls: number;
  predictiveShare: number;
};

function randomState(random: () => number, config: DecisionRateConfig): PacingState {
  const { agents, model, wrapMs } = config;
  const between = (from: number, to: number) => from + random() * (to - from);
  const upTo = (most: number) => Math.floor(random() * (most + 1));
  const freeAgents = upTo(Math.ceil(agents / 4));
  const busy = agents - freeAgents;
  // Talk 180 s, wrap 30 s: about one busy agent in seven is in wrap-up.
  const agentsInWrap = Math.round(busy * between(0.05, 0.25));
  const agentsOnCall = busy - agentsInWrap;
  const averageHandleMs = model.meanTalkMs * between(0.9, 1.1);
  const busyAgentsFreeInMs = [
    ...Array.from(
      { length: agentsOnCall },
      () => Math.max(0, averageHandleMs - between(0, 2 * averageHandleMs)) + wrapMs,
    ),
    ...Array.from({ length: agentsInWrap }, () => between(0, wrapMs)),
  ];
  const callsInFlight = upTo(3 * agents);
  const kind = random();
  return {
    mode: 'predictive',
    freeAgents,
    agentsOnCall,
    agentsInWrap,
    busyAgentsFreeInMs,
    callsInFlight,
    inFlightAnswerProbabilities: Array.from({ length: callsInFlight }, () =>
      humanAnswerChanceAfter(model, between(0, 30_000)),
    ),
    backlog: random() < 0.9 ? 0 : 1 + upTo(1),
    tasksBacklogLimit: null,
    answerRate: {
      estimate: model.humanRate * between(0.8, 1.2),
      observations: kind < 0.02 ? upTo(29) : 30 + upTo(20_000),
    },
    averageHandleMs,
    averageWrapMs: wrapMs,
    averageRingMs: between(8_000, 10_000),
    predictiveCallAgentRatioCeiling: 3,
    callsAgentsRatioLimit: DEFAULT_CALLS_AGENTS_RATIO_LIMIT,
    maxParallelCalls: 500,
    abandonGuard: kind > 0.95 ? 'forced_progressive' : 'ok',
    remainingContacts: upTo(10_000),
  };
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export function measureDecisionRate(config: DecisionRateConfig): DecisionRate {
  const random = seededRandom(config.seed);
  const states = Array.from({ length: config.states }, () => randomState(random, config));
  const stateAt = (index: number) => states[index % states.length] ?? randomState(random, config);
  for (let index = 0; index < config.warmUp; index += 1) callsToPlace(stateAt(index));

  const micros = new Float64Array(config.decisions);
  let calls = 0;
  let predictive = 0;
  const started = performance.now();
  for (let index = 0; index < config.decisions; index += 1) {
    const state = stateAt(config.warmUp + index);
    const before = performance.now();
    const decision = callsToPlace(state);
    micros[index] = (performance.now() - before) * 1_000;
    calls += decision.calls;
    if (decision.pacedAs === 'predictive') predictive += 1;
  }
  // Wall time of the whole loop, timer reads included: the rate is on the safe side.
  const seconds = (performance.now() - started) / 1_000;
  micros.sort();
  return {
    decisionsPerSecond: config.decisions / seconds,
    p50Micros: percentile(micros, 50),
    p99Micros: percentile(micros, 99),
    averageCalls: calls / config.decisions,
    predictiveShare: predictive / config.decisions,
  };
}
