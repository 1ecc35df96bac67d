import { describe, expect, it } from 'vitest';
import { elapsedSince, formatStatusDuration, STATUS_TIMER_TICK_MS } from './status-timer.ts';

describe('status timer (spec 001 §9)', () => {
  it('ticks every 500 ms', () => {
    expect(STATUS_TIMER_TICK_MS).toBe(500);
  });

  it('formats minutes and hours', () => {
    expect(formatStatusDuration(0)).toBe('0:00');
    expect(formatStatusDuration(59_999)).toBe('0:59');
    expect(formatStatusDuration(61_000)).toBe('1:01');
    expect(formatStatusDuration(3_600_000 + 5 * 60_000 + 7_000)).toBe('1:05:07');
    expect(formatStatusDuration(-5_000)).toBe('0:00');
  });

  it('measures from an ISO date', () => {
    expect(elapsedSince('2025-01-01T00:00:00.000Z', Date.parse('2025-01-01T00:00:02.000Z'))).toBe(2_000);
    expect(elapsedSince('nonsense', 10)).toBe(0);
    expect(elapsedSince(null, 10)).toBe(0);
  });
});
