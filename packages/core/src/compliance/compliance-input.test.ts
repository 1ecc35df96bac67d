import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  callLimitsInputSchema,
  complianceSettingsInputSchema,
  DEFAULT_SAFE_HARBOUR_MESSAGE,
  DEFAULT_TARGET_ABANDON_RATE,
  dailyHoursInputSchema,
  emergencyInputSchema,
  findHolidayOverlap,
  holidayInputSchema,
  isIsoDate,
} from './compliance-input.ts';
import { DEFAULT_DAILY_HOURS } from './compliance-model.ts';

/** Each issue as the API reports it: "path message". */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

describe('dailyHoursInputSchema', () => {
  it('accepts the default week and answers it Monday to Sunday', () => {
    expect(dailyHoursInputSchema.parse(DEFAULT_DAILY_HOURS)).toEqual(DEFAULT_DAILY_HOURS);
    expect(dailyHoursInputSchema.parse([...DEFAULT_DAILY_HOURS].reverse())).toEqual(DEFAULT_DAILY_HOURS);
  });
  it('accepts 24:00 as an end, and any times on a day that is off', () => {
    const week = DEFAULT_DAILY_HOURS.map((window) => ({ ...window, start: '00:00', end: '24:00' }));
    expect(issues(dailyHoursInputSchema, week)).toEqual([]);
    const sundayOff = DEFAULT_DAILY_HOURS.map((window) =>
      window.weekday === 'sunday' ? { ...window, enabled: false, start: '18:00', end: '09:00' } : window,
    );
    expect(issues(dailyHoursInputSchema, sundayOff)).toEqual([]);
  });
  it('wants an end after the start on an enabled day', () => {
    const week = DEFAULT_DAILY_HOURS.map((window) =>
      window.weekday === 'tuesday' ? { ...window, start: '17:00', end: '09:00' } : window,
    );
    expect(issues(dailyHoursInputSchema, week)).toEqual(['1.end must be after start']);
    const empty = DEFAULT_DAILY_HOURS.map((window) => ({ ...window, start: '09:00', end: '09:00' }));
    expect(issues(dailyHoursInputSchema, empty)).toHaveLength(7);
  });
  it('refuses times that are not HH:MM within the day', () => {
    const week = DEFAULT_DAILY_HOURS.map((window, index) =>
      index === 0
        ? { ...window, start: '24:00', end: '25:00' }
        : index === 1
          ? { ...window, start: '9:00' }
          : window,
    );
    expect(issues(dailyHoursInputSchema, week)).toEqual([
      '0.start must be a time between 00:00 and 23:59',
      '0.end must be a time between 00:01 and 24:00',
      '1.start must be a time between 00:00 and 23:59',
    ]);
  });
  it('wants every weekday exactly once', () => {
    expect(issues(dailyHoursInputSchema, DEFAULT_DAILY_HOURS.slice(0, 6))).toEqual([
      ' must have one window for each day of the week',
    ]);
    const twoMondays = DEFAULT_DAILY_HOURS.map((window, index) =>
      index === 6 ? { ...window, weekday: 'monday' } : window,
    );
    expect(issues(dailyHoursInputSchema, twoMondays)).toEqual(['6.weekday has Monday twice']);
    const noDay = DEFAULT_DAILY_HOURS.map((window, index) =>
      index === 2 ? { ...window, weekday: 'someday' } : window,
    );
    expect(issues(dailyHoursInputSchema, noDay)).toEqual(['2.weekday must be a day of the week']);
  });
});

describe('holidays', () => {
  it('accepts a named date range and trims the name', () => {
    expect(
      holidayInputSchema.parse({ name: '  Christmas Day ', startDate: '2026-12-25', endDate: '2026-12-25' }),
    ).toEqual({ name: 'Christmas Day', startDate: '2026-12-25', endDate: '2026-12-25' });
  });
  it('names the field that is wrong', () => {
    expect(issues(holidayInputSchema, { name: ' ', startDate: '2026-12-25', endDate: '2026-12-25' })).toEqual(
      ['name is required'],
    );
    expect(
      issues(holidayInputSchema, { name: 'x'.repeat(81), startDate: '2026-12-25', endDate: '2026-12-25' }),
    ).toEqual(['name must be at most 80 characters']);
    expect(
      issues(holidayInputSchema, { name: 'Leap', startDate: '2026-02-29', endDate: '2026-03-01' }),
    ).toEqual(['startDate must be a date (YYYY-MM-DD)']);
    expect(
      issues(holidayInputSchema, { name: 'Back', startDate: '2026-12-26', endDate: '2026-12-25' }),
    ).toEqual(['endDate must be on or after the start date']);
  });
  it('knows real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
  it('finds the first two holidays that share a day, the later one second', () => {
    const christmas = { id: 'a', name: 'Christmas', startDate: '2026-12-24', endDate: '2026-12-26' };
    const newYear = { id: 'b', name: 'New Year', startDate: '2026-12-31', endDate: '2027-01-01' };
    const boxingDay = { name: 'Boxing Day', startDate: '2026-12-26', endDate: '2026-12-26' };
    expect(findHolidayOverlap([christmas, newYear])).toBeNull();
    expect(findHolidayOverlap([christmas, newYear, boxingDay])).toEqual([christmas, boxingDay]);
    expect(findHolidayOverlap([])).toBeNull();
  });
  it('does not compare a holiday with its own edited version', () => {
    const christmas = { id: 'a', name: 'Christmas', startDate: '2026-12-24', endDate: '2026-12-26' };
    expect(findHolidayOverlap([christmas, { ...christmas, endDate: '2026-12-27' }])).toBeNull();
  });
});

describe('callLimitsInputSchema', () => {
  it('takes whole numbers from 1 to 100, or null for no limit', () => {
    expect(callLimitsInputSchema.parse({ perContactPerDay: 3, perNumberPerDay: null })).toEqual({
      perContactPerDay: 3,
      perNumberPerDay: null,
    });
    for (const bad of [0, 101, 2.5, '3']) {
      expect(issues(callLimitsInputSchema, { perContactPerDay: bad, perNumberPerDay: 1 })).toEqual([
        'perContactPerDay must be a whole number from 1 to 100, or empty for no limit',
      ]);
    }
  });
});

describe('emergencyInputSchema', () => {
  const milton = {
    name: 'Hurricane Milton',
    states: ['fl', 'FL', ' LA '],
    areaCodes: ['305'],
    startDate: '2026-10-08',
    endDate: '2026-10-20',
  };
  it('accepts states and area codes, in capitals, each once', () => {
    expect(emergencyInputSchema.parse(milton)).toEqual({ ...milton, states: ['FL', 'LA'] });
  });
  it('refuses unknown states and malformed area codes', () => {
    expect(
      issues(emergencyInputSchema, { ...milton, states: ['FL', 'XX'], areaCodes: ['105', '30'] }),
    ).toEqual([
      'states.1 must be a US state code such as FL',
      'areaCodes.0 must be a three-digit area code such as 305',
      'areaCodes.1 must be a three-digit area code such as 305',
    ]);
  });
  it('wants at least one state or area code, and an end on or after the start', () => {
    expect(issues(emergencyInputSchema, { ...milton, states: [], areaCodes: [] })).toEqual([
      'states must include at least one state or area code',
    ]);
    expect(issues(emergencyInputSchema, { ...milton, states: [], areaCodes: ['504'] })).toEqual([]);
    expect(issues(emergencyInputSchema, { ...milton, endDate: '2026-10-01' })).toEqual([
      'endDate must be on or after the start date',
    ]);
  });
});

describe('complianceSettingsInputSchema', () => {
  it('defaults the target abandon rate to 3 %', () => {
    expect(complianceSettingsInputSchema.parse({ safeHarbourMessage: DEFAULT_SAFE_HARBOUR_MESSAGE })).toEqual(
      {
        targetAbandonRate: DEFAULT_TARGET_ABANDON_RATE,
        safeHarbourMessage: DEFAULT_SAFE_HARBOUR_MESSAGE,
      },
    );
    expect(DEFAULT_TARGET_ABANDON_RATE).toBe(3);
  });
  it('keeps the rate between 0.1 and 5 and the message between 1 and 500 characters', () => {
    expect(
      issues(complianceSettingsInputSchema, { targetAbandonRate: 0.05, safeHarbourMessage: 'Hi.' }),
    ).toEqual(['targetAbandonRate must be a percentage from 0.1 to 5']);
    expect(
      issues(complianceSettingsInputSchema, { targetAbandonRate: 5.5, safeHarbourMessage: 'Hi.' }),
    ).toHaveLength(1);
    expect(
      issues(complianceSettingsInputSchema, { targetAbandonRate: 0.1, safeHarbourMessage: '  ' }),
    ).toEqual(['safeHarbourMessage is required']);
    expect(
      issues(complianceSettingsInputSchema, { targetAbandonRate: 5, safeHarbourMessage: 'x'.repeat(501) }),
    ).toEqual(['safeHarbourMessage must be at most 500 characters']);
  });
});
