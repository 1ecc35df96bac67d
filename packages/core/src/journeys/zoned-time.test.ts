import { describe, expect, it } from 'vitest';
import {
  addDays,
  contactTimeZone,
  fromWallTime,
  isValidTimeZone,
  toWallTime,
  weekdayOf,
  zoneOffsetMinutes,
} from './zoned-time.ts';

const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
  millisecond: 0,
});

describe('wall-clock time in a zone', () => {
  it('knows zone names', () => {
    expect(isValidTimeZone('America/Los_Angeles')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
    expect(contactTimeZone('Europe/Paris', 'America/New_York')).toBe('Europe/Paris');
    expect(contactTimeZone('EST5EDT nonsense', 'America/New_York')).toBe('America/New_York');
    expect(contactTimeZone(undefined, 'America/Chicago')).toBe('America/Chicago');
  });

  it('converts both ways, with the offset of the day', () => {
    const instant = new Date('2024-07-01T16:30:00.000Z');
    expect(toWallTime(instant, 'America/Los_Angeles')).toEqual(wall(2024, 7, 1, 9, 30));
    expect(zoneOffsetMinutes(instant, 'America/Los_Angeles')).toBe(-420);
    expect(zoneOffsetMinutes(instant, 'Asia/Kolkata')).toBe(330);
    expect(fromWallTime(wall(2024, 7, 1, 9, 30), 'America/Los_Angeles').toISOString()).toBe(
      instant.toISOString(),
    );
    expect(fromWallTime(wall(2024, 1, 15, 9), 'Europe/Berlin').toISOString()).toBe(
      '2024-01-15T08:00:00.000Z',
    );
  });

  it('moves a time in the spring gap forward and takes the earlier of a repeated time', () => {
    // Chicago: 2024-03-10 02:00 → 03:00; 2024-11-03 02:00 → 01:00.
    expect(fromWallTime(wall(2024, 3, 10, 2, 30), 'America/Chicago').toISOString()).toBe(
      '2024-03-10T08:30:00.000Z',
    );
    expect(toWallTime(new Date('2024-03-10T08:30:00.000Z'), 'America/Chicago').hour).toBe(3);
    expect(fromWallTime(wall(2024, 11, 3, 1, 30), 'America/Chicago').toISOString()).toBe(
      '2024-11-03T06:30:00.000Z',
    );
  });

  it('adds calendar days and names weekdays', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 2)).toEqual({ year: 2024, month: 3, day: 1 });
    expect(weekdayOf({ year: 2024, month: 5, day: 5 })).toBe(0);
  });
});
