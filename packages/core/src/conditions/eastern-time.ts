// spec 002 §5: specific dates are in Eastern Time, with a 12-hour time picker and minutes only.
// Conversions between instants and America/New_York wall-clock time, through Intl (the time-zone
// data of the JavaScript engine), with the DST rules of docs/conditions.md "Relative dates".

export const EASTERN_TIME_ZONE = 'America/New_York';

/** A wall-clock time in Eastern Time; month is 1-12. */
export type EasternWallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Eastern wall-clock time of an instant. */
export function toEasternWallTime(instant: Date): EasternWallTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(instant)) {
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

function wallAsUtcMillis(wall: EasternWallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
}

/** Minutes Eastern Time is ahead of UTC at an instant (-300 in winter, -240 in summer). */
export function easternOffsetMinutes(instant: Date): number {
  const wall = toEasternWallTime(instant);
  return Math.round((wallAsUtcMillis(wall) - instant.getTime()) / 60_000);
}

/**
 * The instant of an Eastern wall-clock time. A time that does not exist (spring forward, 02:30)
 * moves forward by the gap (03:30 EDT); an ambiguous one (fall back, 01:30) takes the earlier
 * instant (EDT). Out-of-range fields roll over like Date.UTC (day 32 is the next month's 1st).
 */
export function fromEasternWallTime(wall: EasternWallTime): Date {
  const asUtc = wallAsUtcMillis(wall);
  // The two offsets around this wall time: the one a day before and the one a day after.
  const offsetBefore = easternOffsetMinutes(new Date(asUtc - 86_400_000));
  const offsetAfter = easternOffsetMinutes(new Date(asUtc + 86_400_000));
  // Earlier instant first (the larger offset, EDT), so an ambiguous time takes it.
  const candidates = [Math.max(offsetBefore, offsetAfter), Math.min(offsetBefore, offsetAfter)];
  for (const offset of candidates) {
    const instant = new Date(asUtc - offset * 60_000);
    if (easternOffsetMinutes(instant) === offset) return instant;
  }
  // In the gap: read it with the offset before the change, which lands after the gap.
  return new Date(asUtc - offsetBefore * 60_000);
}

/** Drop seconds and milliseconds (specific dates have minutes precision). */
export function floorToMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
}

/**
 * The stored value of a specific date picked as an Eastern date and 12-hour time: the UTC ISO text
 * of that minute, e.g. `2024-05-01T18:30:00.000Z` for 05/01/2024 2:30 PM.
 */
export function specificDateValue(wall: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}): string {
  return fromEasternWallTime({ ...wall, second: 0, millisecond: 0 }).toISOString();
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 24-hour clock to the 12-hour picker's hour (1-12) and period. */
export function to12Hour(hour: number): { hour12: number; period: 'AM' | 'PM' } {
  return { hour12: hour % 12 === 0 ? 12 : hour % 12, period: hour < 12 ? 'AM' : 'PM' };
}

/** The 12-hour picker's hour and period to a 24-hour clock hour. */
export function from12Hour(hour12: number, period: 'AM' | 'PM'): number {
  return (hour12 % 12) + (period === 'PM' ? 12 : 0);
}

/** An instant shown in Eastern Time, minutes precision, 12-hour clock: `05/01/2024 2:30 PM`. */
export function formatEasternDateTime(instant: Date): string {
  const wall = toEasternWallTime(instant);
  const { hour12, period } = to12Hour(wall.hour);
  return `${pad2(wall.month)}/${pad2(wall.day)}/${wall.year} ${hour12}:${pad2(wall.minute)} ${period}`;
}
