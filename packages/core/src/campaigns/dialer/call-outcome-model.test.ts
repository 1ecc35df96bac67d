import { describe, expect, it } from 'vitest';
import { SIMULATOR_NUMBER_RULES } from '../../simulator/rules.ts';
import {
  DEFAULT_CALL_OUTCOME_MODEL,
  FORCED_OUTCOME_SUFFIXES,
  forcedOutcomeRule,
  humanAnswerChanceAfter,
  outcomeFor,
  RING_MS,
  ringDurationMs,
  seededRandom,
  talkDurationMs,
} from './call-outcome-model.ts';
import { CALL_OUTCOMES, type CallOutcome, MIN_RING_MS } from './dialer-model.ts';

// issue 14 "The simulator decides outcomes ... from documented number rules and a per-campaign
// answer-rate model".

const model = DEFAULT_CALL_OUTCOME_MODEL;

describe('outcomeFor', () => {
  it('follows the number rules whatever the draw', () => {
    const always = (value: number) => () => value;
    expect(outcomeFor('+1 202 555 0005', model, always(0))).toBe('busy');
    expect(outcomeFor('+12025550006', model, always(0))).toBe('noAnswer');
    expect(outcomeFor('+12025550000', model, always(0))).toBe('failed');
    expect(outcomeFor('+12025550003', model, always(0))).toBe('failed');
    expect(outcomeFor('+12025550007', model, always(0.99))).toBe('human');
    expect(outcomeFor('+12025550008', model, always(0))).toBe('machine');
  });

  it('agrees with the simulator carrier: its refusals fail, its busy / no-answer / auto-answer match', () => {
    const expected: Record<string, CallOutcome> = {
      busy: 'busy',
      'no-answer': 'noAnswer',
      'auto-answer': 'human',
      machine: 'machine',
    };
    for (const rule of SIMULATOR_NUMBER_RULES) {
      const outcome = rule.call.kind === 'refused' ? 'failed' : expected[rule.outcome];
      expect(forcedOutcomeRule(`+1202555${rule.suffix}`)?.outcome, rule.suffix).toBe(outcome);
    }
    const carrierSuffixes = new Set(SIMULATOR_NUMBER_RULES.map((rule) => rule.suffix));
    expect(FORCED_OUTCOME_SUFFIXES.filter((rule) => !carrierSuffixes.has(rule.suffix))).toEqual([]);
  });

  it('draws other numbers from the model by its shares', () => {
    const at = (value: number) => outcomeFor('+12025551239', model, () => value);
    expect(at(0)).toBe('human');
    expect(at(0.2499)).toBe('human');
    expect(at(0.25)).toBe('machine');
    expect(at(0.4)).toBe('busy');
    expect(at(0.45)).toBe('failed');
    expect(at(0.5)).toBe('noAnswer');
    expect(at(0.9999)).toBe('noAnswer');
  });

  it('matches the answer rate over many draws', () => {
    const random = seededRandom(7);
    const outcomes = Array.from({ length: 20_000 }, () => outcomeFor('+12025551239', model, random));
    const share = (outcome: CallOutcome) =>
      outcomes.filter((value) => value === outcome).length / outcomes.length;
    expect(share('human')).toBeCloseTo(0.25, 1);
    expect(share('noAnswer')).toBeCloseTo(0.5, 1);
  });

  it('refuses shares that do not make a distribution', () => {
    expect(() => outcomeFor('+12025551239', { ...model, humanRate: 0.9, machineRate: 0.2 }, () => 0)).toThrow(
      RangeError,
    );
    expect(() => outcomeFor('+12025551239', { ...model, busyRate: -0.1 }, () => 0)).toThrow(RangeError);
  });
});

describe('ringDurationMs', () => {
  it('rings a no-answer at least MIN_RING_MS; people and machines answer in 3-15 s; busy and failed are quick', () => {
    for (const outcome of CALL_OUTCOMES) {
      const [from, to] = RING_MS[outcome];
      expect(ringDurationMs(outcome, () => 0)).toBe(from);
      expect(ringDurationMs(outcome, () => 0.999_999)).toBeLessThanOrEqual(to);
    }
    expect(ringDurationMs('noAnswer', () => 0)).toBeGreaterThanOrEqual(MIN_RING_MS);
    expect(RING_MS.human).toEqual([3_000, 15_000]);
    expect(RING_MS.busy[1]).toBeLessThanOrEqual(3_000);
  });
});

describe('humanAnswerChanceAfter', () => {
  it('starts at the human rate and falls to 0 once no person answers that late', () => {
    expect(humanAnswerChanceAfter(model, 0)).toBeCloseTo(0.25, 10);
    expect(humanAnswerChanceAfter(model, 9_000)).toBeLessThan(0.25);
    expect(humanAnswerChanceAfter(model, 9_000)).toBeGreaterThan(0);
    expect(humanAnswerChanceAfter(model, 15_000)).toBe(0);
    expect(humanAnswerChanceAfter(model, 40_000)).toBe(0);
  });
});

describe('talkDurationMs', () => {
  it('averages the mean talk time and is never negative', () => {
    const random = seededRandom(11);
    const talks = Array.from({ length: 20_000 }, () => talkDurationMs(model, random));
    const mean = talks.reduce((sum, value) => sum + value, 0) / talks.length;
    expect(mean / model.meanTalkMs).toBeCloseTo(1, 1);
    expect(Math.min(...talks)).toBeGreaterThanOrEqual(0);
  });
});

describe('seededRandom', () => {
  it('repeats a sequence for a seed and stays in [0, 1)', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const values = Array.from({ length: 1_000 }, () => first());
    expect(Array.from({ length: 1_000 }, () => second())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(values[0]);
  });
});
