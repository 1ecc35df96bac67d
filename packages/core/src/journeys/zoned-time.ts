// Wall-clock time in any IANA time zone (the contact's), through Intl as conditions/eastern-time.ts
// does for Eastern Time, with the same DST rules: a wall time that does not exist (spring forward)
// moves forward by the gap; an ambiguous one (fall back) takes the earlier instant.

/** A wall-clock time in a zone; month is 1-12, weekday 0 = Sunday … 6 = Saturday. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Zone names come from contact data, so the cache is bounded: there are about 600 IANA zones, but
 * Intl also accepts any letter case of each (`america/new_york`).
 */
const MAX_CACHED_FORMATTERS = 1_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size < MAX_CACHED_FORMATTERS) formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the JavaScript engine knows this IANA zone name (e.g. America/Chicago). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 100) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The contact's zone: `rvProperties.timezone` when it is a known zone, else the fallback. */
export function contactTimeZone(candidate: unknown, fallback: string): string {
  return isValidTimeZone(candidate) ? candidate : fallback;
}

/** The wall-clock time of an instant in a zone. */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** The day of the week of a wall date (0 = Sunday). */
export function weekdayOf(wall: Pick<WallTime, 'year' | 'month' | 'day'>): number {
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
}

function wallAsUtcMillis(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
}

/** Minutes the zone is ahead of UTC at an instant (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return Math.round((wallAsUtcMillis(toWallTime(instant, timeZone)) - instant.getTime()) / 60_000);
}

/**
 * The instant of a wall-clock time in a zone. Out-of-range fields roll over like Date.UTC (day 32 is
 * the next month's 1st). Gap: moved forward by the gap; ambiguous: the earlier instant.
 */
export function fromWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = wallAsUtcMillis(wall);
  const offsetBefore = zoneOffsetMinutes(new Date(asUtc - 86_400_000), timeZone);
  const offsetAfter = zoneOffsetMinutes(new Date(asUtc + 86_400_000), timeZone);
  // Earlier instant first (the larger offset), so an ambiguous time takes it.
  for (const offset of [Math.max(offsetBefore, offsetAfter), Math.min(offsetBefore, offsetAfter)]) {
    const instant = new Date(asUtc - offset * 60_000);
    if (zoneOffsetMinutes(instant, timeZone) === offset) return instant;
  }
  // In the gap: read with the offset before the change, which lands after the gap.
  return new Date(asUtc - offsetBefore * 60_000);
}

/** The instant at `minuteOfDay` (minutes after midnight) on a wall date in a zone. */
export function atMinuteOfDay(
  date: Pick<WallTime, 'year' | 'month' | 'day'>,
  minuteOfDay: number,
  timeZone: string,
): Date {
  return fromWallTime(
    {
      year: date.year,
      month: date.month,
      day: date.day,
      hour: Math.floor(minuteOfDay / 60),
      minute: minuteOfDay % 60,
      second: 0,
      millisecond: 0,
    },
    timeZone,
  );
}

/** The wall date `days` after a wall date (calendar arithmetic, no zone involved). */
export function addDays(date: Pick<WallTime, 'year' | 'month' | 'day'>, days: number) {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}
