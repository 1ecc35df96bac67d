import { describe, expect, it } from 'vitest';
import { nextTimeOfDay, resolveDelay } from './delays.ts';

const NY = 'America/New_York';

describe('delay resolution', () => {
  it('waits an exact duration (a day is 24 hours), shortened by a test run', () => {
    const now = new Date('2024-03-09T15:00:00.000Z');
    expect(resolveDelay({ mode: 'duration', duration: { amount: 1, unit: 'days' } }, now, NY)).toEqual({
      kind: 'until',
      at: new Date('2024-03-10T15:00:00.000Z'),
    });
    expect(resolveDelay({ mode: 'duration', duration: { amount: 2, unit: 'hours' } }, now, NY, 60)).toEqual({
      kind: 'until',
      at: new Date('2024-03-09T15:02:00.000Z'),
    });
    expect(resolveDelay({ mode: 'duration', duration: { amount: null, unit: 'hours' } }, now, NY)).toBeNull();
  });

  it("waits until the next time of day in the contact's zone", () => {
    // 10:00 in New York (EDT) on 2024-05-01.
    const now = new Date('2024-05-01T14:00:00.000Z');
    expect(nextTimeOfDay(now, '09:00', [], NY).toISOString()).toBe('2024-05-02T13:00:00.000Z');
    expect(nextTimeOfDay(now, '17:30', [], NY).toISOString()).toBe('2024-05-01T21:30:00.000Z');
    expect(nextTimeOfDay(now, '10:00', [], NY).toISOString()).toBe(now.toISOString());
    // The same instant is another day in Tokyo.
    expect(nextTimeOfDay(now, '09:00', [], 'Asia/Tokyo').toISOString()).toBe('2024-05-02T00:00:00.000Z');
  });

  it('keeps to the chosen weekdays', () => {
    // Wednesday 2024-05-01; Monday only → 2024-05-06.
    const now = new Date('2024-05-01T14:00:00.000Z');
    expect(nextTimeOfDay(now, '09:00', [1], NY).toISOString()).toBe('2024-05-06T13:00:00.000Z');
    // Wednesday itself, later that day.
    expect(nextTimeOfDay(now, '18:00', [3], NY).toISOString()).toBe('2024-05-01T22:00:00.000Z');
    // Wednesday, but the time has passed: a week later.
    expect(nextTimeOfDay(now, '08:00', [3], NY).toISOString()).toBe('2024-05-08T12:00:00.000Z');
  });

  it('crosses a DST change by wall-clock time', () => {
    // Saturday 2024-03-09 12:00 EST; 09:00 on Sunday is EDT (UTC-4).
    const now = new Date('2024-03-09T17:00:00.000Z');
    expect(nextTimeOfDay(now, '09:00', [], NY).toISOString()).toBe('2024-03-10T13:00:00.000Z');
    // 02:30 does not exist that Sunday: moved forward by the gap.
    expect(nextTimeOfDay(new Date('2024-03-10T05:00:00.000Z'), '02:30', [], NY).toISOString()).toBe(
      '2024-03-10T07:30:00.000Z',
    );
  });

  it('waits for an event until a timeout', () => {
    const now = new Date('2024-05-01T14:00:00.000Z');
    const data = {
      mode: 'untilEvent' as const,
      eventType: 'customEvent' as const,
      eventName: 'order placed',
      filters: [],
      timeout: { amount: 3, unit: 'days' as const },
    };
    expect(resolveDelay(data, now, NY)).toEqual({
      kind: 'untilEvent',
      timeoutAt: new Date('2024-05-04T14:00:00.000Z'),
    });
    expect(resolveDelay({ ...data, eventName: null }, now, NY)).toBeNull();
  });
});
