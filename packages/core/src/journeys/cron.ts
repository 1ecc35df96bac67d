// Cron schedules of the scheduled trigger. Parsing and next runs come from croner (zero dependencies,
// the same code in Node and the browser, time zones through Intl, DST handled: a time in the spring
// gap runs at the first valid time after it, a repeated time runs once). Parley accepts five fields
// (minute precision): minute, hour, day of month, month, day of week (0 or 7 = Sunday), with croner's
// extensions (L, W, #, names such as MON and JAN, @daily-style nicknames). Day of month and day of week
// combine with OR when both are restricted, as in Vixie cron.
import { Cron } from 'croner';
import { isValidTimeZone } from './zoned-time.ts';

export type CronCheck =
  | { ok: true }
  | { ok: false; reason: 'required' | 'invalid' | 'neverRuns' | 'timeZone' };

function compile(expression: string, timeZone: string): Cron | null {
  try {
    // paused: the pattern is only evaluated, never scheduled (no timer is started).
    return new Cron(expression.trim(), { paused: true, timezone: timeZone, mode: '5-part' });
  } catch {
    return null;
  }
}

/** Whether a schedule can run: five valid fields, a known zone, and at least one future run. */
export function checkCron(expression: string, timeZone: string, now: Date = new Date()): CronCheck {
  if (expression.trim() === '') return { ok: false, reason: 'required' };
  if (!isValidTimeZone(timeZone)) return { ok: false, reason: 'timeZone' };
  const cron = compile(expression, timeZone);
  if (!cron) return { ok: false, reason: 'invalid' };
  // A pattern such as `0 0 30 2 *` (February 30th) parses but never runs.
  if (nextRunOf(cron, now) === null) return { ok: false, reason: 'neverRuns' };
  return { ok: true };
}

function nextRunOf(cron: Cron, after: Date): Date | null {
  try {
    return cron.nextRun(after);
  } catch {
    return null;
  }
}

/** The first run strictly after `after`, or null when the schedule is invalid or never runs again. */
export function nextCronRun(expression: string, after: Date, timeZone: string): Date | null {
  if (!isValidTimeZone(timeZone)) return null;
  const cron = compile(expression, timeZone);
  return cron ? nextRunOf(cron, after) : null;
}

/** The next `count` runs after `after` (the builder's preview). */
export function nextCronRuns(expression: string, after: Date, timeZone: string, count: number): Date[] {
  const runs: Date[] = [];
  let from = after;
  for (let index = 0; index < count; index += 1) {
    const next = nextCronRun(expression, from, timeZone);
    if (!next) break;
    runs.push(next);
    from = next;
  }
  return runs;
}
