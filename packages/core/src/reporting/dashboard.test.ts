import { describe, expect, it } from 'vitest';
import {
  dashboardFigures,
  dashboardInput,
  dashboardRange,
  defaultGranularity,
  periodLabel,
  periodRange,
  periodsOf,
  sumMetrics,
  zonedDayStart,
} from './dashboard.ts';

describe('zonedDayStart', () => {
  it('finds local midnight across zones and daylight-saving days', () => {
    expect(new Date(zonedDayStart('2026-03-08', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(new Date(zonedDayStart('2026-03-09', 'America/New_York')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(new Date(zonedDayStart('2026-11-01', 'America/New_York')).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(new Date(zonedDayStart('2026-01-01', 'Asia/Kathmandu')).toISOString()).toBe(
      '2025-12-31T18:15:00.000Z',
    );
    expect(new Date(zonedDayStart('2026-06-01', 'UTC')).toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('makes a range end at the start of the day after `to`', () => {
    const range = dashboardRange({ from: '2026-03-08', to: '2026-03-08', timeZone: 'America/New_York' });
    // The day daylight time starts has 23 hours.
    expect(range.endMs - range.startMs).toBe(23 * 3_600_000);
  });
});

describe('dashboardInput', () => {
  it('names the field and the reason', () => {
    const bad = dashboardInput.safeParse({ from: '2026-13-01', to: '2026-01-01', timeZone: 'Mars/Base' });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['from', 'must be a date like 2026-11-27'],
        ['timeZone', 'is not a time zone'],
      ]),
    );
    const backwards = dashboardInput.safeParse({ from: '2026-02-01', to: '2026-01-01', timeZone: 'UTC' });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['to'], message: 'must not be before from' });
    const long = dashboardInput.safeParse({ from: '2025-01-01', to: '2026-01-02', timeZone: 'UTC' });
    expect(long.error?.issues[0]).toMatchObject({ path: ['to'] });
    const level = dashboardInput.safeParse({
      from: '2026-01-01',
      to: '2026-01-01',
      timeZone: 'UTC',
      serviceLevelSeconds: 15,
    });
    expect(level.error?.issues[0]).toMatchObject({ path: ['serviceLevelSeconds'] });
  });

  it('picks a granularity by the length of the range', () => {
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-01-01' })).toBe('hour');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-01-31' })).toBe('day');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-04-30' })).toBe('week');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-12-31' })).toBe('month');
  });
});

describe('dashboardFigures', () => {
  it('averages over what each figure is about, and says null rather than 0 when nothing is', () => {
    const figures = dashboardFigures(
      sumMetrics([
        {
          created: 10,
          accepted: 8,
          completed: 7,
          abandoned: 2,
          waitMs: 80_000,
          within20: 6,
          handleMs: 700_000,
          talkMs: 560_000,
          wrapMs: 140_000,
        },
      ]),
      20,
    );
    expect(figures).toMatchObject({
      created: 10,
      handled: 8,
      abandonRate: 0.2,
      serviceLevel: 0.6,
      averageSpeedOfAnswerSeconds: 10,
      averageHandleSeconds: 100,
      averageTalkSeconds: 80,
      averageWrapSeconds: 20,
    });
    expect(dashboardFigures(sumMetrics([]))).toMatchObject({ abandonRate: null, averageHandleSeconds: null });
  });
});

describe('periods', () => {
  it('labels a moment by its local hour, day, Monday and month', () => {
    const at = Date.parse('2026-11-27T03:30:00Z'); // Thursday 22:30 in New York, the 26th
    expect(periodLabel(at, 'America/New_York', 'hour')).toBe('2026-11-26T22:00');
    expect(periodLabel(at, 'America/New_York', 'day')).toBe('2026-11-26T00:00');
    expect(periodLabel(at, 'America/New_York', 'week')).toBe('2026-11-23T00:00');
    expect(periodLabel(at, 'America/New_York', 'month')).toBe('2026-11-01T00:00');
  });

  it('lists every period of a range once, a short daylight-saving day with 23 hours', () => {
    const range = dashboardRange({ from: '2026-03-08', to: '2026-03-08', timeZone: 'America/New_York' });
    const hours = periodsOf(range, 'America/New_York', 'hour');
    expect(hours).toHaveLength(23);
    expect(hours[0]).toBe('2026-03-08T00:00');
    expect(hours).not.toContain('2026-03-08T02:00');
    expect(periodsOf(range, 'America/New_York', 'day')).toEqual(['2026-03-08T00:00']);
  });
});

describe('periodRange', () => {
  it('gives the instants of a period label back, a repeated hour whole', () => {
    const zone = 'America/New_York';
    expect(periodRange('2026-11-26T00:00', zone, 'day')).toEqual({
      startMs: Date.parse('2026-11-26T05:00:00Z'),
      endMs: Date.parse('2026-11-27T05:00:00Z'),
    });
    // 1 AM happens twice when daylight time ends (2026-11-01): both hours are the period.
    expect(periodRange('2026-11-01T01:00', zone, 'hour')).toEqual({
      startMs: Date.parse('2026-11-01T05:00:00Z'),
      endMs: Date.parse('2026-11-01T07:00:00Z'),
    });
    expect(periodRange('2026-11-01T00:00', zone, 'month').endMs).toBe(Date.parse('2026-12-01T05:00:00Z'));
    expect(periodRange('2026-11-23T00:00', zone, 'week').endMs).toBe(Date.parse('2026-11-30T05:00:00Z'));
  });
});
