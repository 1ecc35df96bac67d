import { describe, expect, it } from 'vitest';
import { checkCron, nextCronRun, nextCronRuns } from './cron.ts';

const NOW = new Date('2024-03-08T20:00:00.000Z'); // Friday 15:00 in New York

describe('cron schedules', () => {
  it('accepts five fields and nicknames; refuses the rest', () => {
    expect(checkCron('30 9 * * 1-5', 'America/New_York', NOW)).toEqual({ ok: true });
    expect(checkCron('@daily', 'UTC', NOW)).toEqual({ ok: true });
    expect(checkCron('0 9 * * MON', 'UTC', NOW)).toEqual({ ok: true });
    expect(checkCron('  ', 'UTC', NOW)).toEqual({ ok: false, reason: 'required' });
    expect(checkCron('* * * * * *', 'UTC', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkCron('60 * * * *', 'UTC', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkCron('0 0 30 2 *', 'UTC', NOW)).toEqual({ ok: false, reason: 'neverRuns' });
    expect(checkCron('0 9 * * *', 'Atlantis/Capital', NOW)).toEqual({ ok: false, reason: 'timeZone' });
  });

  it('gives the next runs in the schedule zone, across DST', () => {
    expect(nextCronRun('30 9 * * 1-5', NOW, 'America/New_York')?.toISOString()).toBe(
      '2024-03-11T13:30:00.000Z',
    );
    expect(nextCronRuns('0 12 * * *', NOW, 'America/New_York', 3).map((run) => run.toISOString())).toEqual([
      '2024-03-09T17:00:00.000Z',
      '2024-03-10T16:00:00.000Z',
      '2024-03-11T16:00:00.000Z',
    ]);
    expect(nextCronRun('bad', NOW, 'UTC')).toBeNull();
  });

  it('runs strictly after the given instant', () => {
    const run = nextCronRun('0 * * * *', new Date('2024-03-08T20:00:00.000Z'), 'UTC');
    expect(run?.toISOString()).toBe('2024-03-08T21:00:00.000Z');
  });
});
