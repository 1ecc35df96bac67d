import { describe, expect, it } from 'vitest';
import {
  addCallStatisticsSample,
  addToSummary,
  CALL_STATISTIC_METRICS,
  type CallStatistics,
  emptyCallStatistics,
  estimateMos,
  mosFromR,
  rFactor,
} from './call-statistics.ts';

describe('call statistics (spec 000 §9)', () => {
  it('tracks min, max, average and sample count for the five measures', () => {
    expect(CALL_STATISTIC_METRICS).toEqual(['audioInputLevel', 'audioOutputLevel', 'jitter', 'mos', 'rtt']);
    let stats: CallStatistics = emptyCallStatistics();
    expect(stats.rtt).toEqual({ min: null, max: null, average: null, sampleCount: 0 });
    stats = addCallStatisticsSample(stats, { rtt: 20, jitter: 2, mos: 4.4, audioInputLevel: 0.5 });
    stats = addCallStatisticsSample(stats, { rtt: 40, jitter: 4, mos: 4.2, audioOutputLevel: 0.25 });
    stats = addCallStatisticsSample(stats, { rtt: 60, jitter: null, mos: 4.0 });
    expect(stats.rtt).toEqual({ min: 20, max: 60, average: 40, sampleCount: 3 });
    expect(stats.jitter).toEqual({ min: 2, max: 4, average: 3, sampleCount: 2 });
    expect(stats.mos.min).toBe(4);
    expect(stats.mos.max).toBe(4.4);
    expect(stats.mos.average).toBeCloseTo(4.2);
    expect(stats.audioInputLevel).toEqual({ min: 0.5, max: 0.5, average: 0.5, sampleCount: 1 });
    expect(stats.audioOutputLevel.sampleCount).toBe(1);
  });

  it('skips values that are not finite numbers and does not change the input', () => {
    const empty = emptyCallStatistics();
    const next = addCallStatisticsSample(empty, { rtt: Number.NaN, jitter: Number.POSITIVE_INFINITY });
    expect(next).toEqual(empty);
    expect(empty.rtt.sampleCount).toBe(0);
  });

  it('keeps a running mean that matches the plain average', () => {
    const values = [3, 9, 1, 7, 5, 11, 2];
    let summary = emptyCallStatistics().rtt;
    for (const value of values) summary = addToSummary(summary, value);
    expect(summary.average).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 10);
    expect(summary).toMatchObject({ min: 1, max: 11, sampleCount: 7 });
  });
});

describe('the MOS estimate (simplified E-model)', () => {
  it('maps R to MOS as G.107 does', () => {
    expect(mosFromR(-5)).toBe(1);
    expect(mosFromR(0)).toBe(1);
    expect(mosFromR(100)).toBe(4.5);
    expect(mosFromR(93.2)).toBeCloseTo(4.41, 2);
    expect(mosFromR(50)).toBeCloseTo(2.58, 2);
  });

  it('scores a clean network near 4.4 and gets worse with delay, jitter and loss', () => {
    const clean = estimateMos({ rttMs: 0, jitterMs: 0, packetsLostFraction: 0 });
    expect(clean).toBeGreaterThan(4.35);
    expect(clean).toBeLessThanOrEqual(4.41);
    const lan = estimateMos({ rttMs: 2, jitterMs: 1, packetsLostFraction: 0 });
    expect(lan).toBeGreaterThan(4.3);
    const slow = estimateMos({ rttMs: 600, jitterMs: 0, packetsLostFraction: 0 });
    expect(slow).toBeLessThan(lan);
    const jittery = estimateMos({ rttMs: 2, jitterMs: 80, packetsLostFraction: 0 });
    expect(jittery).toBeLessThan(lan);
    const lossy = estimateMos({ rttMs: 2, jitterMs: 1, packetsLostFraction: 0.05 });
    expect(lossy).toBeGreaterThan(3.8);
    expect(lossy).toBeLessThan(4);
    const terrible = estimateMos({ rttMs: 1200, jitterMs: 100, packetsLostFraction: 0.3 });
    expect(terrible).toBeLessThan(2);
  });

  it('applies the delay knee at 177.3 ms of one-way delay', () => {
    // d = rtt/2 + 10: 334.6 ms of rtt puts d exactly on the knee.
    const atKnee = rFactor({ rttMs: 334.6, jitterMs: 0, packetsLostFraction: 0 });
    expect(atKnee).toBeCloseTo(93.2 - 0.024 * 177.3, 5);
    const beyond = rFactor({ rttMs: 534.6, jitterMs: 0, packetsLostFraction: 0 });
    expect(beyond).toBeCloseTo(93.2 - 0.024 * 277.3 - 0.11 * 100, 5);
  });

  it('never leaves the 1–4.5 scale', () => {
    for (const rttMs of [0, 50, 400, 5000]) {
      for (const loss of [0, 0.01, 0.5, 1, 2]) {
        const mos = estimateMos({ rttMs, jitterMs: 10, packetsLostFraction: loss });
        expect(mos).toBeGreaterThanOrEqual(1);
        expect(mos).toBeLessThanOrEqual(4.5);
      }
    }
  });
});
