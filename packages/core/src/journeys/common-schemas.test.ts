import { describe, expect, it } from 'vitest';
import {
  durationMinutes,
  durationSchema,
  graphIdSchema,
  isDurationComplete,
  minutesOfDay,
  timeOfDaySchema,
} from './common-schemas.ts';

describe('shared journey shapes', () => {
  it('take React Flow ids of letters, digits, _ and -', () => {
    expect(graphIdSchema.safeParse('dndnode_3-a').success).toBe(true);
    for (const bad of ['', 'a b', 'a.b', 'x'.repeat(65)])
      expect(graphIdSchema.safeParse(bad).success).toBe(false);
  });

  it('count durations in minutes (a day is 24 hours), from 1 minute to a year', () => {
    expect(durationMinutes({ amount: 2, unit: 'weeks' })).toBe(20_160);
    expect(durationMinutes({ amount: null, unit: 'days' })).toBeNull();
    expect(isDurationComplete({ amount: 0, unit: 'hours' })).toBe(false);
    expect(isDurationComplete({ amount: 366, unit: 'days' })).toBe(true);
    expect(isDurationComplete({ amount: 367, unit: 'days' })).toBe(false);
    expect(durationSchema.parse({})).toEqual({ amount: null, unit: 'minutes' });
    expect(durationSchema.safeParse({ amount: 1.5, unit: 'hours' }).success).toBe(false);
  });

  it('read times of day on a 24-hour clock', () => {
    expect(timeOfDaySchema.parse('23:59')).toBe('23:59');
    expect(timeOfDaySchema.safeParse('24:00').success).toBe(false);
    expect(timeOfDaySchema.safeParse('9:30').success).toBe(false);
    expect(minutesOfDay('09:30')).toBe(570);
  });
});
