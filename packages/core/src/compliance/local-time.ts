import { isValidTimeZone, toWallTime } from '../journeys/zoned-time.ts';
import { WEEKDAYS, type Weekday } from './compliance-model.ts';

// The contact's wall clock (docs/compliance.md): hours, holidays and emergencies are judged on the
// contact's local date, weekday and time of day, read through Intl (the JavaScript engine's
// time-zone data, journeys/zoned-time.ts), so DST changes and half- or quarter-hour zones need no
// rules of our own.

/** An instant as the contact's wall clock shows it. */
export type LocalParts = {
  /** "YYYY-MM-DD". */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight, 0..1439. */
  minutes: number;
};

export const MINUTES_PER_DAY = 1440;

/** Ours by JavaScript's day number (0 = Sunday). */
const WEEKDAY_BY_DAY: readonly Weekday[] = ['sunday', ...WEEKDAYS.slice(0, 6)];

export { isValidTimeZone };

/** The local date, weekday and minute of the day of `now` in `timeZone`; throws for an unknown zone. */
export function localParts(now: Date, timeZone: string): LocalParts {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  const wall = toWallTime(now, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  const weekday =
    WEEKDAY_BY_DAY[new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()] ?? 'monday';
  return {
    date: `${String(wall.year).padStart(4, '0')}-${pad(wall.month)}-${pad(wall.day)}`,
    weekday,
    // Some engines still write midnight as "24" under h23; it is the start of the day.
    minutes: (wall.hour % 24) * 60 + wall.minute,
  };
}

const CLOCK = /^(\d{2}):(\d{2})$/;

/**
 * "HH:MM" to minutes since midnight: 00:00..23:59, and "24:00" (1440) as the end of the day.
 * Null for anything else.
 */
export function clockMinutes(text: string): number | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  if (hours === 24) return minutes === 0 ? MINUTES_PER_DAY : null;
  return hours > 23 ? null : hours * 60 + minutes;
}

/** Minutes since midnight on a 12-hour clock: 0 → "12:00 AM", 1302 → "9:42 PM", 1440 → "midnight". */
export function formatClock12(minutes: number): string {
  if (minutes >= MINUTES_PER_DAY) return 'midnight';
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
