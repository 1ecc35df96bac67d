import { describe, expect, it } from 'vitest';
import { cleanThresholds, queueAlerts } from './live-thresholds.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const queue = (waiting: number, waitedSeconds: number | null, serviceLevel: number | null) => ({
  waiting,
  longestWaitSince: waitedSeconds === null ? null : new Date(NOW - waitedSeconds * 1000).toISOString(),
  today: { serviceLevel },
});

describe('queue alerts', () => {
  it('names each threshold passed, strictly past it', () => {
    const thresholds = { waitingAbove: 2, longestWaitAboveSeconds: 60, serviceLevelBelowPercent: 80 };
    expect(queueAlerts(queue(2, 60, 0.8), thresholds, NOW)).toEqual([]);
    expect(queueAlerts(queue(3, 61, 0.79), thresholds, NOW)).toEqual([
      '3 waiting (over 2)',
      'Longest wait 1:01 (over 60 s)',
      'Service level 79% (under 80%)',
    ]);
  });

  it('raises nothing without thresholds, without a wait or without a service level yet', () => {
    expect(queueAlerts(queue(50, 3_600, 0), {}, NOW)).toEqual([]);
    expect(
      queueAlerts(queue(0, null, null), { longestWaitAboveSeconds: 0, serviceLevelBelowPercent: 100 }, NOW),
    ).toEqual([]);
  });

  it('keeps only numbers ≥ 0 from storage, a percentage at most 100', () => {
    expect(
      cleanThresholds({
        waitingAbove: -1,
        longestWaitAboveSeconds: '9',
        serviceLevelBelowPercent: 150,
        x: 1,
      }),
    ).toEqual({ serviceLevelBelowPercent: 100 });
    expect(cleanThresholds(null)).toEqual({});
  });
});
