import { describe, expect, it } from 'vitest';
import {
  callsToPlace,
  cautiousAnswerRate,
  MIN_ANSWER_RATE_OBSERVATIONS,
  type PacingState,
} from './pacing.ts';

// issue 14 "Call campaigns": preview, progressive and predictive pacing and their caps.

const state = (overrides: Partial<PacingState> = {}): PacingState => ({
  mode: 'predictive',
  freeAgents: 5,
  agentsOnCall: 10,
  agentsInWrap: 5,
  callsInFlight: 0,
  backlog: 0,
  tasksBacklogLimit: null,
  answerRate: { estimate: 0.25, observations: 1_000 },
  averageHandleMs: 180_000,
  averageWrapMs: 30_000,
  averageRingMs: 9_000,
  predictiveCallAgentRatioCeiling: 3,
  callsAgentsRatioLimit: 15,
  maxParallelCalls: 500,
  abandonGuard: 'ok',
  remainingContacts: 10_000,
  ...overrides,
});

describe('callsToPlace', () => {
  it('dials nothing in preview: the agent dials', () => {
    expect(callsToPlace(state({ mode: 'preview' }))).toMatchObject({ calls: 0, reason: 'preview' });
  });

  it('dials one call per free agent in progressive, less the calls in flight and waiting', () => {
    expect(callsToPlace(state({ mode: 'progressive' }))).toMatchObject({
      calls: 5,
      ratio: 1,
      reason: 'free_agents',
      pacedAs: 'progressive',
      expectedAbandons: 0,
    });
    expect(callsToPlace(state({ mode: 'progressive', callsInFlight: 2, backlog: 1 })).calls).toBe(2);
    expect(callsToPlace(state({ mode: 'progressive', callsInFlight: 9 })).calls).toBe(0);
  });

  it('paces predictive as progressive while the answer rate is learnt', () => {
    const learning = state({
      answerRate: { estimate: 0.25, observations: MIN_ANSWER_RATE_OBSERVATIONS - 1 },
    });
    expect(callsToPlace(learning)).toMatchObject({
      calls: 5,
      reason: 'learning_answer_rate',
      pacedAs: 'progressive',
    });
  });

  it('paces predictive as progressive when the abandon guard forces it', () => {
    expect(callsToPlace(state({ abandonGuard: 'forced_progressive' }))).toMatchObject({
      calls: 5,
      reason: 'forced_progressive',
      pacedAs: 'progressive',
    });
  });

  it('dials more than one call per free agent in predictive at a 25 % answer rate', () => {
    const decision = callsToPlace(state({ agentsOnCall: 15, agentsInWrap: 0 }));
    expect(decision.pacedAs).toBe('predictive');
    expect(decision.calls).toBeGreaterThan(5);
    expect(decision.reason).toBe('abandon_budget');
    expect(decision.ratio).toBeGreaterThan(1);
    expect(decision.expectedAbandons / decision.expectedAnswers).toBeLessThan(0.03);
  });

  it('dials ahead for agents about to leave wrap-up, not for those far from it', () => {
    const base = { freeAgents: 0, agentsOnCall: 0, agentsInWrap: 3 };
    const soon = callsToPlace(state({ ...base, busyAgentsFreeInMs: [500, 1_000, 1_500] }));
    const late = callsToPlace(state({ ...base, busyAgentsFreeInMs: [60_000, 60_000, 60_000] }));
    expect(soon.calls).toBeGreaterThan(3);
    expect(late.calls).toBe(0);
  });

  it('counts in-flight calls by their chance of still being answered', () => {
    const base = { agentsOnCall: 15, agentsInWrap: 0, callsInFlight: 10 };
    const fresh = callsToPlace(state({ ...base, inFlightAnswerProbabilities: new Array(10).fill(0.25) }));
    const ringingOut = callsToPlace(state({ ...base, inFlightAnswerProbabilities: new Array(10).fill(0) }));
    expect(ringingOut.calls).toBeGreaterThan(fresh.calls);
  });

  it('names the cap that bound the number', () => {
    expect(callsToPlace(state({ remainingContacts: 2 }))).toMatchObject({
      calls: 2,
      reason: 'remaining_contacts',
    });
    expect(callsToPlace(state({ maxParallelCalls: 12 }))).toMatchObject({
      calls: 2,
      reason: 'max_parallel_calls',
    });
    const ringingOut = (calls: number) => ({
      callsInFlight: calls,
      inFlightAnswerProbabilities: new Array(calls).fill(0),
    });
    expect(callsToPlace(state({ predictiveCallAgentRatioCeiling: 1, ...ringingOut(18) }))).toMatchObject({
      calls: 2,
      reason: 'ratio_ceiling',
    });
    expect(
      callsToPlace(
        state({ predictiveCallAgentRatioCeiling: 20, callsAgentsRatioLimit: 1, ...ringingOut(19) }),
      ),
    ).toMatchObject({ calls: 1, reason: 'brand_ratio_limit' });
    expect(callsToPlace(state({ tasksBacklogLimit: 4, backlog: 1 }))).toMatchObject({
      calls: 3,
      reason: 'tasks_backlog_limit',
    });
    expect(callsToPlace(state({ mode: 'progressive', remainingContacts: 3 }))).toMatchObject({
      calls: 3,
      reason: 'remaining_contacts',
    });
  });

  it('estimates busy agents from handle and wrap times when their ends are unknown', () => {
    const allInWrap = callsToPlace(state({ freeAgents: 0, agentsOnCall: 0, agentsInWrap: 20 }));
    const allOnCall = callsToPlace(state({ freeAgents: 0, agentsOnCall: 20, agentsInWrap: 0 }));
    expect(allInWrap.calls).toBeGreaterThan(0);
    expect(allOnCall.calls).toBe(0);
  });
});

describe('cautiousAnswerRate', () => {
  it('plans with more answers than estimated, less so as outcomes accumulate', () => {
    expect(cautiousAnswerRate(0.25, 30)).toBeCloseTo(0.25 + Math.sqrt(0.1875 / 30), 10);
    expect(cautiousAnswerRate(0.25, 10_000)).toBeCloseTo(0.2543, 4);
    expect(cautiousAnswerRate(0, 100)).toBeCloseTo(0.01, 10);
    expect(cautiousAnswerRate(1, 100)).toBe(1);
  });
});
