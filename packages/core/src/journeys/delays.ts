// When a delay node lets a contact go on (docs/journeys.md "delay"): after a duration, at the next
// time of day in the contact's time zone, or when an event comes (with a timeout). The engine keeps
// the resulting instant in a durable timer; a test run may shorten it (`scale`).
import { durationMinutes, isDurationComplete, minutesOfDay } from './common-schemas.ts';
import type { DelayData } from './flow-node-data.ts';
import { addDays, atMinuteOfDay, toWallTime, weekdayOf } from './zoned-time.ts';

const MINUTE_MS = 60_000;

export type DelayResolution =
  /** Go on (by the single output) at this instant. */
  | { kind: 'until'; at: Date }
  /** Wait for the event; at `timeoutAt` leave by the `timeout` output instead. */
  | { kind: 'untilEvent'; timeoutAt: Date };

/** `now` plus a number of minutes, divided by `scale` (a test run's shortened clock; 1 = real time). */
export function afterMinutes(now: Date, minutes: number, scale = 1): Date {
  return new Date(now.getTime() + (minutes * MINUTE_MS) / scale);
}

/**
 * The first instant at or after `now` whose wall-clock time in `timeZone` is `time` (`HH:mm`), on one of
 * `weekdays` (0 = Sunday; empty = any day). A time that does not exist that day (spring forward) is
 * moved forward by the gap.
 */
export function nextTimeOfDay(now: Date, time: string, weekdays: readonly number[], timeZone: string): Date {
  const today = toWallTime(now, timeZone);
  const minute = minutesOfDay(time);
  // Eight days cover every weekday once after today's time has passed.
  for (let days = 0; days <= 7; days += 1) {
    const date = addDays(today, days);
    if (weekdays.length > 0 && !weekdays.includes(weekdayOf(date))) continue;
    const candidate = atMinuteOfDay(date, minute, timeZone);
    if (candidate.getTime() >= now.getTime()) return candidate;
  }
  // Unreachable with a valid weekday list: day 7 repeats today's weekday a week later.
  return atMinuteOfDay(addDays(today, 7), minute, timeZone);
}

/** A delay node's wait for a contact entering it at `now`, or null when the node is incomplete. */
export function resolveDelay(
  data: DelayData,
  now: Date,
  timeZone: string,
  scale = 1,
): DelayResolution | null {
  switch (data.mode) {
    case 'duration': {
      const minutes = durationMinutes(data.duration);
      if (minutes === null || !isDurationComplete(data.duration)) return null;
      return { kind: 'until', at: afterMinutes(now, minutes, scale) };
    }
    case 'timeOfDay': {
      if (data.time === null) return null;
      const at = nextTimeOfDay(now, data.time, data.weekdays, timeZone);
      // A shortened clock shortens the wait, not the target time of day.
      return {
        kind: 'until',
        at: scale === 1 ? at : afterMinutes(now, (at.getTime() - now.getTime()) / MINUTE_MS, scale),
      };
    }
    case 'untilEvent': {
      const minutes = durationMinutes(data.timeout);
      if (minutes === null || !isDurationComplete(data.timeout) || !data.eventName) return null;
      return { kind: 'untilEvent', timeoutAt: afterMinutes(now, minutes, scale) };
    }
  }
}
