import { describe, expect, it } from 'vitest';
import { deferForQuietHours, quietHoursEnd } from './quiet-hours.ts';

const NY = 'America/New_York';
const overnight = { enabled: true, start: '21:00', end: '08:00' };
// New York is UTC-4 in May.
const ny = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2024, 4, day, hour + 4, minute));

describe('quiet hours in the contact zone', () => {
  it('moves a step inside an overnight window to its end', () => {
    expect(quietHoursEnd(ny(1, 22), overnight, NY)).toEqual(ny(2, 8));
    expect(quietHoursEnd(ny(2, 3, 15), overnight, NY)).toEqual(ny(2, 8));
    expect(quietHoursEnd(ny(1, 21), overnight, NY)).toEqual(ny(2, 8));
    expect(quietHoursEnd(ny(2, 8), overnight, NY)).toBeNull();
    expect(quietHoursEnd(ny(1, 12), overnight, NY)).toBeNull();
  });

  it('handles a window inside one day', () => {
    const lunch = { enabled: true, start: '12:00', end: '13:30' };
    expect(quietHoursEnd(ny(1, 12, 45), lunch, NY)).toEqual(ny(1, 13, 30));
    expect(quietHoursEnd(ny(1, 13, 30), lunch, NY)).toBeNull();
  });

  it('reads the window in the given zone', () => {
    // 22:00 in New York is 19:00 in Los Angeles: not quiet there.
    expect(quietHoursEnd(ny(1, 22), overnight, 'America/Los_Angeles')).toBeNull();
  });

  it('does nothing when disabled, unset or empty', () => {
    expect(deferForQuietHours(ny(1, 22), { ...overnight, enabled: false }, NY)).toEqual(ny(1, 22));
    expect(deferForQuietHours(ny(1, 22), { enabled: true, start: null, end: '08:00' }, NY)).toEqual(
      ny(1, 22),
    );
    expect(deferForQuietHours(ny(1, 22), { enabled: true, start: '08:00', end: '08:00' }, NY)).toEqual(
      ny(1, 22),
    );
    expect(deferForQuietHours(ny(1, 22), overnight, NY)).toEqual(ny(2, 8));
  });
});
