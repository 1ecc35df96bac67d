import { describe, expect, it } from 'vitest';
import {
  easternOffsetMinutes,
  formatEasternDateTime,
  from12Hour,
  fromEasternWallTime,
  specificDateValue,
  to12Hour,
  toEasternWallTime,
} from './eastern-time.ts';

const wall = (year: number, month: number, day: number, hour: number, minute: number) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
  millisecond: 0,
});

describe('Eastern Time (spec 002 §5: specific dates)', () => {
  it('knows the winter and summer offsets', () => {
    expect(easternOffsetMinutes(new Date('2024-01-15T12:00:00Z'))).toBe(-300);
    expect(easternOffsetMinutes(new Date('2024-07-15T12:00:00Z'))).toBe(-240);
  });
  it('converts a wall-clock time both ways', () => {
    const instant = fromEasternWallTime(wall(2024, 5, 1, 14, 30));
    expect(instant.toISOString()).toBe('2024-05-01T18:30:00.000Z');
    expect(toEasternWallTime(instant)).toEqual(wall(2024, 5, 1, 14, 30));
    expect(toEasternWallTime(new Date('2024-05-01T04:00:00Z')).hour).toBe(0);
  });
  it('moves a time in the spring-forward gap forward by the gap', () => {
    expect(fromEasternWallTime(wall(2024, 3, 10, 2, 30)).toISOString()).toBe('2024-03-10T07:30:00.000Z');
  });
  it('takes the earlier instant of an ambiguous fall-back time', () => {
    expect(fromEasternWallTime(wall(2024, 11, 3, 1, 30)).toISOString()).toBe('2024-11-03T05:30:00.000Z');
  });
  it('stores a picked date and 12-hour time as the UTC ISO text of that minute', () => {
    expect(specificDateValue({ year: 2024, month: 12, day: 24, hour: from12Hour(9, 'PM'), minute: 5 })).toBe(
      '2024-12-25T02:05:00.000Z',
    );
  });
  it('shows an instant in Eastern Time with a 12-hour clock and minutes', () => {
    expect(formatEasternDateTime(new Date('2024-05-01T18:30:59Z'))).toBe('05/01/2024 2:30 PM');
    expect(formatEasternDateTime(new Date('2024-01-01T05:00:00Z'))).toBe('01/01/2024 12:00 AM');
    expect(formatEasternDateTime(new Date('2024-01-01T17:07:00Z'))).toBe('01/01/2024 12:07 PM');
  });
  it('converts between 24-hour and 12-hour clocks', () => {
    expect(to12Hour(0)).toEqual({ hour12: 12, period: 'AM' });
    expect(to12Hour(12)).toEqual({ hour12: 12, period: 'PM' });
    expect(to12Hour(23)).toEqual({ hour12: 11, period: 'PM' });
    expect(from12Hour(12, 'AM')).toBe(0);
    expect(from12Hour(12, 'PM')).toBe(12);
    expect(from12Hour(7, 'PM')).toBe(19);
  });
});
