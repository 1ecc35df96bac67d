import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALING_MODES } from '../campaign-model.ts';
import { ABANDON_GRACE_MS } from './dialer-model.ts';
import { callsToPlace, MIN_ANSWER_RATE_OBSERVATIONS, type PacingState } from './pacing.ts';

// issue 14 "Call campaigns": whatever the campaign's state, the number of calls is a whole number
// within every cap and the contacts left; progressive never outruns its free agents; predictive with
// every call answered is progressive (plus the agents about to free). The caps are re-read here from
// their definitions in pacing.ts' header, not from pacingCaps.

const count = (max: number) => fc.integer({ min: 0, max });

const pacingState: fc.Arbitrary<PacingState> = fc
  .record({
    mode: fc.constantFrom(...DIALING_MODES),
    freeAgents: count(40),
    agentsOnCall: count(40),
    agentsInWrap: count(40),
    callsInFlight: count(120),
    backlog: count(10),
    tasksBacklogLimit: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
    estimate: fc.double({ min: 0, max: 1, noNaN: true }),
    observations: count(5_000),
    averageHandleMs: fc.integer({ min: 0, max: 900_000 }),
    averageWrapMs: fc.integer({ min: 0, max: 120_000 }),
    averageRingMs: fc.integer({ min: 0, max: 30_000 }),
    predictiveCallAgentRatioCeiling: fc.double({ min: 1, max: 100, noNaN: true }),
    callsAgentsRatioLimit: fc.integer({ min: 1, max: 15 }),
    maxParallelCalls: fc.integer({ min: 1, max: 500 }),
    abandonGuard: fc.constantFrom('ok' as const, 'forced_progressive' as const),
    remainingContacts: count(10_000),
    knownEnds: fc.boolean(),
    freeInMs: fc.array(fc.integer({ min: 0, max: 300_000 }), { maxLength: 80 }),
    inFlightChances: fc.option(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 120 })),
  })
  .map(({ estimate, observations, knownEnds, freeInMs, inFlightChances, ...rest }) => ({
    ...rest,
    answerRate: { estimate, observations },
    busyAgentsFreeInMs: knownEnds ? freeInMs.slice(0, rest.agentsOnCall + rest.agentsInWrap) : undefined,
    inFlightAnswerProbabilities: inFlightChances?.slice(0, rest.callsInFlight) ?? undefined,
  }));

describe('callsToPlace (properties)', () => {
  it('is a whole number, never negative, within every cap and the remaining contacts', () => {
    fc.assert(
      fc.property(pacingState, (state) => {
        const { calls } = callsToPlace(state);
        const staffed = state.freeAgents + state.agentsOnCall + state.agentsInWrap;
        expect(Number.isInteger(calls)).toBe(true);
        expect(calls).toBeGreaterThanOrEqual(0);
        expect(calls).toBeLessThanOrEqual(state.remainingContacts);
        if (calls === 0) return;
        expect(state.callsInFlight + state.backlog + state.agentsOnCall + calls).toBeLessThanOrEqual(
          state.maxParallelCalls,
        );
        expect(state.callsInFlight + calls).toBeLessThanOrEqual(
          state.predictiveCallAgentRatioCeiling * staffed,
        );
        expect(state.callsInFlight + calls).toBeLessThanOrEqual(state.callsAgentsRatioLimit * staffed);
        if (state.tasksBacklogLimit !== null) {
          expect(state.backlog + state.callsInFlight + calls).toBeLessThanOrEqual(state.tasksBacklogLimit);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never dials more than free agents less calls in flight when progressive (or paced as it)', () => {
    fc.assert(
      fc.property(pacingState, (state) => {
        const decision = callsToPlace(state);
        if (decision.pacedAs === 'preview') expect(decision.calls).toBe(0);
        if (decision.pacedAs !== 'progressive') return;
        expect(decision.calls).toBeLessThanOrEqual(Math.max(0, state.freeAgents - state.callsInFlight));
        expect(decision.expectedAbandons).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('paces as progressive whenever forced, still learning or in progressive mode', () => {
    fc.assert(
      fc.property(pacingState, (state) => {
        const decision = callsToPlace(state);
        const learning = state.answerRate.observations < MIN_ANSWER_RATE_OBSERVATIONS;
        const forced = state.abandonGuard === 'forced_progressive';
        if (state.mode === 'progressive' || (state.mode === 'predictive' && (forced || learning))) {
          expect(decision.pacedAs).toBe('progressive');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is progressive plus the agents about to free when every call is answered', () => {
    fc.assert(
      fc.property(pacingState, (generated) => {
        const busy = generated.agentsOnCall + generated.agentsInWrap;
        const state: PacingState = {
          ...generated,
          mode: 'predictive',
          abandonGuard: 'ok',
          answerRate: { estimate: 1, observations: Math.max(generated.answerRate.observations, 30) },
          busyAgentsFreeInMs: generated.busyAgentsFreeInMs,
          inFlightAnswerProbabilities: undefined,
        };
        const asProgressive = callsToPlace({ ...state, mode: 'progressive' }).calls;
        const predictive = callsToPlace(state).calls;
        const windowMs = 2 * Math.max(1, state.averageRingMs) + ABANDON_GRACE_MS;
        const noneSoon =
          busy === 0 ||
          (state.busyAgentsFreeInMs?.length === busy &&
            state.busyAgentsFreeInMs.every((ms) => ms >= windowMs));
        if (noneSoon) expect(predictive).toBe(asProgressive);
        else {
          expect(predictive).toBeGreaterThanOrEqual(asProgressive);
          expect(predictive).toBeLessThanOrEqual(asProgressive + busy);
        }
      }),
      { numRuns: 500 },
    );
  });
});
