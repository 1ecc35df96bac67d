import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_QUALITY_LEVELS, type CallQualityLevel, callQualityLevel } from './call-quality.ts';
import {
  addCallStatisticsSample,
  type CallStatisticsSample,
  emptyCallStatistics,
} from './call-statistics.ts';
import { NETWORK_WARNING_NAMES, type NetworkWarningName } from './network-warnings.ts';

// The call card's indicator (issue 17 item 6): ITU-T MOS bands, delay as tie-breaker, warnings cap.

function statisticsOf(...samples: CallStatisticsSample[]) {
  return samples.reduce(addCallStatisticsSample, emptyCallStatistics());
}

const LAN = { rtt: 20, jitter: 2 };
const SLOW = { rtt: 450, jitter: 35 };

describe('callQualityLevel', () => {
  it("is 'unknown' before any MOS sample", () => {
    expect(callQualityLevel(emptyCallStatistics())).toBe('unknown');
    expect(callQualityLevel(statisticsOf({ rtt: 20, audioInputLevel: 0.2 }))).toBe('unknown');
  });

  it.each<[number, CallQualityLevel]>([
    [4.41, 'good'],
    [4.0, 'good'],
    [3.8, 'fair'],
    [3.6, 'fair'],
    [3.5, 'poor'],
    [1, 'poor'],
  ])('rates an average MOS of %d %s (ITU-T G.107 bands)', (mos, level) => {
    expect(callQualityLevel(statisticsOf({ mos }))).toBe(level);
  });

  it('takes the average MOS over the call', () => {
    expect(callQualityLevel(statisticsOf({ mos: 4.4 }, { mos: 3.2 }))).toBe('fair');
  });

  it('lets the delay break a tie near a threshold, either way', () => {
    expect(callQualityLevel(statisticsOf({ mos: 3.97, ...LAN }))).toBe('good');
    expect(callQualityLevel(statisticsOf({ mos: 4.03, ...SLOW }))).toBe('fair');
    expect(callQualityLevel(statisticsOf({ mos: 3.57, ...LAN }))).toBe('fair');
    expect(callQualityLevel(statisticsOf({ mos: 3.63, ...SLOW }))).toBe('poor');
    // Jitter alone is enough to lose a tie.
    expect(callQualityLevel(statisticsOf({ mos: 4.02, rtt: 20, jitter: 25 }))).toBe('fair');
  });

  it('leaves a clear MOS alone whatever the delay, and a tie to the MOS when the delay is unmeasured', () => {
    expect(callQualityLevel(statisticsOf({ mos: 4.3, ...SLOW }))).toBe('good');
    expect(callQualityLevel(statisticsOf({ mos: 3.9, ...LAN }))).toBe('fair');
    expect(callQualityLevel(statisticsOf({ mos: 3.97 }))).toBe('fair');
    expect(callQualityLevel(statisticsOf({ mos: 4.03 }))).toBe('good');
  });

  it('caps the level by the warnings standing now', () => {
    const good = statisticsOf({ mos: 4.4, ...LAN });
    expect(callQualityLevel(good, [])).toBe('good');
    expect(callQualityLevel(good, ['high-jitter'])).toBe('fair');
    expect(callQualityLevel(good, ['high-rtt', 'high-packets-lost-fraction'])).toBe('fair');
    expect(callQualityLevel(good, ['low-mos'])).toBe('poor');
    expect(callQualityLevel(good, ['ice-connectivity-lost'])).toBe('poor');
    expect(callQualityLevel(good, ['low-bytes-received'])).toBe('poor');
    expect(callQualityLevel(statisticsOf({ mos: 3.0 }), ['high-rtt'])).toBe('poor');
    expect(callQualityLevel(emptyCallStatistics(), ['high-jitter'])).toBe('fair');
    expect(callQualityLevel(emptyCallStatistics(), ['low-bytes-sent'])).toBe('poor');
  });

  const rank = (level: CallQualityLevel) => CALL_QUALITY_LEVELS.length - CALL_QUALITY_LEVELS.indexOf(level);
  const delay = fc.record({
    rtt: fc.integer({ min: 0, max: 1000 }),
    jitter: fc.integer({ min: 0, max: 100 }),
  });
  const mos = fc.double({ min: 1, max: 4.5, noNaN: true });
  const warnings = fc.subarray<NetworkWarningName>([...NETWORK_WARNING_NAMES]);

  it('never rates a higher MOS worse, for the same delay (property)', () => {
    fc.assert(
      fc.property(mos, mos, delay, (a, b, network) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowLevel = callQualityLevel(statisticsOf({ mos: low, ...network }));
        const highLevel = callQualityLevel(statisticsOf({ mos: high, ...network }));
        expect(rank(highLevel)).toBeGreaterThanOrEqual(rank(lowLevel));
      }),
    );
  });

  it('is never improved by a warning, and never unknown once a MOS is measured (property)', () => {
    fc.assert(
      fc.property(mos, delay, warnings, (value, network, standing) => {
        const statistics = statisticsOf({ mos: value, ...network });
        const without = callQualityLevel(statistics);
        const withWarnings = callQualityLevel(statistics, standing);
        expect(without).not.toBe('unknown');
        expect(withWarnings).not.toBe('unknown');
        expect(rank(withWarnings)).toBeLessThanOrEqual(rank(without));
      }),
    );
  });
});
