import { describe, expect, it } from 'vitest';
import { formatDateTimeWithZone, timeZoneAbbreviation } from './date-format.ts';

describe('spec 000 §9 dates with time and zone', () => {
  it("writes 'MM/DD/YYYY h:mm A z' with the US zones' abbreviations, summer and winter alike", () => {
    const winter = '2026-11-27T19:24:00Z';
    const summer = '2026-07-04T16:05:00Z';
    expect(formatDateTimeWithZone(winter, 'America/New_York')).toBe('11/27/2026 2:24 PM ET');
    expect(formatDateTimeWithZone(summer, 'America/New_York')).toBe('07/04/2026 12:05 PM ET');
    expect(formatDateTimeWithZone(winter, 'America/Chicago')).toBe('11/27/2026 1:24 PM CT');
    expect(formatDateTimeWithZone(winter, 'America/Phoenix')).toBe('11/27/2026 12:24 PM MT');
    expect(formatDateTimeWithZone(winter, 'America/Los_Angeles')).toBe('11/27/2026 11:24 AM PT');
    expect(formatDateTimeWithZone(winter, 'America/Anchorage')).toBe('11/27/2026 10:24 AM AKT');
    expect(formatDateTimeWithZone(winter, 'Pacific/Honolulu')).toBe('11/27/2026 9:24 AM HAT');
  });

  it('names other zones as Intl does, and writes nothing for a missing or bad date', () => {
    expect(timeZoneAbbreviation('UTC')).toBe('UTC');
    expect(formatDateTimeWithZone('2026-11-27T00:05:00Z', 'UTC')).toBe('11/27/2026 12:05 AM UTC');
    expect(formatDateTimeWithZone(null, 'UTC')).toBeNull();
    expect(formatDateTimeWithZone('not a date', 'UTC')).toBeNull();
  });
});
