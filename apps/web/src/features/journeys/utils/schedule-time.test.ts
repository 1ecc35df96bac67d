import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  instantToWallInput,
  moveInstantToZone,
  upcomingRuns,
  wallInputToInstant,
} from './schedule-time.ts';

describe('schedule times on the schedule’s clock', () => {
  it('reads and writes a one-time run as a wall time of its zone', () => {
    expect(wallInputToInstant('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
    expect(instantToWallInput('2026-12-01T14:00:00.000Z', 'America/New_York')).toBe('2026-12-01T09:00');
    expect(instantToWallInput('2026-12-01T14:00:00.000Z', 'Europe/Paris')).toBe('2026-12-01T15:00');
    expect(wallInputToInstant('', 'America/New_York')).toBeNull();
    expect(instantToWallInput('not a date', 'America/New_York')).toBe('');
  });

  it('keeps the wall time when the zone changes', () => {
    expect(moveInstantToZone('2026-12-01T14:00:00.000Z', 'America/New_York', 'Europe/Paris')).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    expect(moveInstantToZone(null, 'America/New_York', 'Europe/Paris')).toBeNull();
  });

  it('previews the next three runs of a cron, and the one-time run only while it is ahead', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    const cron = { kind: 'cron' as const, cron: '0 9 * * 1-5', at: null, timeZone: 'America/New_York' };
    const runs = upcomingRuns(cron, now).map((run) => formatInZone(run, cron.timeZone));
    // 12:00 UTC is 7:00 in New York: today's 9:00 comes first, then the weekend is skipped.
    expect(runs).toEqual([
      'Fri, Nov 27, 2026, 9:00 AM',
      'Mon, Nov 30, 2026, 9:00 AM',
      'Tue, Dec 1, 2026, 9:00 AM',
    ]);
    expect(upcomingRuns({ ...cron, cron: 'nonsense' }, now)).toEqual([]);
    expect(upcomingRuns({ ...cron, cron: '' }, now)).toEqual([]);
    const once = { kind: 'once' as const, cron: '', at: '2026-12-01T14:00:00.000Z', timeZone: 'UTC' };
    expect(upcomingRuns(once, now)).toHaveLength(1);
    expect(upcomingRuns({ ...once, at: '2026-11-01T14:00:00.000Z' }, now)).toEqual([]);
  });
});
