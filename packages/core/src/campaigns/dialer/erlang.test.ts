import { describe, expect, it } from 'vitest';
import {
  erlangB,
  erlangC,
  theoreticalPacing,
  theoreticalTalkMinutesPerAgentHour,
  waitLongerThan,
} from './erlang.ts';

// issue 14 bench: "the theoretical best for the same inputs (an Erlang-style calculation)".

const bench = {
  agents: 20,
  answerRate: 0.25,
  handleMs: 180_000,
  wrapMs: 30_000,
  ringMs: 12_000,
  targetAbandonRate: 0.02,
};

describe('Erlang B and C', () => {
  it('gives the textbook values', () => {
    expect(erlangB(1, 1)).toBeCloseTo(0.5, 10);
    expect(erlangB(10, 8)).toBeCloseTo(0.1217, 4);
    expect(erlangC(10, 8)).toBeCloseTo(0.409, 3);
    expect(erlangC(1, 0.5)).toBeCloseTo(0.5, 10);
    // M/M/2 at ρ = 0.5: P(wait) = 2ρ² / (1 + ρ) = 1/3.
    expect(erlangC(2, 1)).toBeCloseTo(1 / 3, 10);
  });

  it('is 1 at or past saturation and 0 with no load', () => {
    expect(erlangC(10, 10)).toBe(1);
    expect(erlangC(10, 12)).toBe(1);
    expect(erlangC(10, 0)).toBe(0);
    expect(waitLongerThan(10, 11, 210_000, 2_000)).toBe(1);
  });

  it('discounts the chance of waiting by the wait', () => {
    // 10 agents, 8 erlangs, 180 s calls: P(wait > 20 s) = C · e^(−2·20/180).
    expect(waitLongerThan(10, 8, 180_000, 20_000)).toBeCloseTo(0.409 * Math.exp(-40 / 180), 3);
    expect(waitLongerThan(10, 8, 180_000, 0)).toBeCloseTo(erlangC(10, 8), 12);
  });
});

describe('theoreticalPacing', () => {
  it('finds the largest steady load within the target abandon rate', () => {
    const best = theoreticalPacing(bench);
    expect(best.abandonProbability).toBeCloseTo(0.02, 6);
    expect(waitLongerThan(20, best.offeredErlangs + 0.01, 210_000, 2_000)).toBeGreaterThan(0.02);
    expect(best.occupancy).toBeCloseTo(0.581, 2);
    expect(best.talkMinutesPerAgentHour).toBeCloseTo(29.9, 1);
    expect(best.zeroIdleTalkMinutesPerAgentHour).toBeCloseTo((60 * 180) / 210, 10);
    expect(best.dialsPerHour).toBeCloseTo(best.answersPerHour / 0.25, 10);
    expect(best.linesDialing).toBeCloseTo((best.dialsPerHour * 12) / 3_600, 10);
    expect(theoreticalTalkMinutesPerAgentHour(bench)).toBe(best.talkMinutesPerAgentHour);
  });

  it('talks more with more agents and a looser target, never past the zero-idle ceiling', () => {
    const base = theoreticalTalkMinutesPerAgentHour(bench);
    expect(theoreticalTalkMinutesPerAgentHour({ ...bench, agents: 100 })).toBeGreaterThan(base);
    expect(theoreticalTalkMinutesPerAgentHour({ ...bench, targetAbandonRate: 0.05 })).toBeGreaterThan(base);
    const large = theoreticalPacing({ ...bench, agents: 1_000, targetAbandonRate: 0.05 });
    expect(large.talkMinutesPerAgentHour).toBeLessThan(large.zeroIdleTalkMinutesPerAgentHour);
  });
});
