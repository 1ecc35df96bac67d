// The scheduled trigger's times in its own time zone (core's zoned-time.ts): the one-time run is kept
// as an ISO instant but picked as a wall time of the schedule's zone, and a cron's next runs are shown
// on that zone's clock, so the browser's own zone never matters.
import { nextCronRuns } from '@parley/core/journeys/cron';
import type { Schedule } from '@parley/core/journeys/trigger-data';
import { fromWallTime, isValidTimeZone, toWallTime } from '@parley/core/journeys/zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant as a `datetime-local` value (YYYY-MM-DDTHH:mm) on the zone's clock; '' when unreadable. */
export function instantToWallInput(at: string | null, timeZone: string): string {
  if (at === null || !isValidTimeZone(timeZone)) return '';
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return '';
  const wall = toWallTime(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A `datetime-local` value read on the zone's clock, as an ISO instant; null when empty or unreadable. */
export function wallInputToInstant(text: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(text.trim());
  if (!match || !isValidTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return fromWallTime({ year, month, day, hour, minute, second: 0, millisecond: 0 }, timeZone).toISOString();
}

/** A new zone for a one-time run: the same wall time, read in the new zone. */
export function moveInstantToZone(at: string | null, from: string, to: string): string | null {
  const wall = instantToWallInput(at, from);
  if (wall === '' || !isValidTimeZone(to)) return at;
  return wallInputToInstant(wall, to);
}

/** An instant on the zone's clock, e.g. "Mon, Dec 1, 2026, 9:00 AM". */
export function formatInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** The next runs of the schedule after `now` (core's cron.ts for a cron; the instant, if ahead, for once). */
export function upcomingRuns(schedule: Schedule, now: Date, count = 3): Date[] {
  if (!isValidTimeZone(schedule.timeZone)) return [];
  if (schedule.kind === 'cron') {
    return schedule.cron.trim() === '' ? [] : nextCronRuns(schedule.cron, now, schedule.timeZone, count);
  }
  if (schedule.at === null) return [];
  const at = new Date(schedule.at);
  return Number.isNaN(at.getTime()) || at.getTime() <= now.getTime() ? [] : [at];
}

/** The zones the browser knows, with `current` kept first if the list lacks it (a stored value). */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current !== '' && !known.includes(current) ? [current, ...known] : known;
}
