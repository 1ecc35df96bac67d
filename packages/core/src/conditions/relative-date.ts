// spec 002 §5: relative dates such as now-3h-14m-6d, now+1M+1w, now/d, now/d-1d. Grammar and
// Eastern-Time arithmetic in docs/conditions.md "Relative dates".
import { type EasternWallTime, fromEasternWallTime, toEasternWallTime } from './eastern-time.ts';

export const RELATIVE_DATE_UNITS = ['s', 'm', 'h', 'd', 'w', 'M', 'y'] as const;
export type RelativeDateUnit = (typeof RELATIVE_DATE_UNITS)[number];

export type RelativeDateStep =
  | { kind: 'shift'; amount: number; unit: RelativeDateUnit }
  | { kind: 'round'; unit: RelativeDateUnit };

const STEP_PATTERN = /([+-])([0-9]{1,5})([smhdwMy])|\/([smhdwMy])/y;

function isUnit(text: string | undefined): text is RelativeDateUnit {
  return text !== undefined && (RELATIVE_DATE_UNITS as readonly string[]).includes(text);
}

/** The steps after `now`, or null when the text is not a relative date. */
export function parseRelativeDate(text: string): RelativeDateStep[] | null {
  if (!text.startsWith('now')) return null;
  const steps: RelativeDateStep[] = [];
  STEP_PATTERN.lastIndex = 3;
  while (STEP_PATTERN.lastIndex < text.length) {
    const match = STEP_PATTERN.exec(text);
    if (!match) return null;
    const [, sign, amount, shiftUnit, roundUnit] = match;
    if (isUnit(roundUnit)) {
      steps.push({ kind: 'round', unit: roundUnit });
    } else if (isUnit(shiftUnit)) {
      steps.push({ kind: 'shift', amount: (sign === '-' ? -1 : 1) * Number(amount), unit: shiftUnit });
    }
  }
  return steps;
}

/** Whether the text is a valid relative date (the 'Invalid relative date format' check). */
export function isValidRelativeDate(text: string | null | undefined): boolean {
  return typeof text === 'string' && parseRelativeDate(text) !== null;
}

const EXACT_UNIT_MS: Partial<Record<RelativeDateUnit, number>> = { s: 1_000, m: 60_000, h: 3_600_000 };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function shiftCalendar(wall: EasternWallTime, amount: number, unit: 'd' | 'w' | 'M' | 'y'): EasternWallTime {
  if (unit === 'd' || unit === 'w') {
    const days = unit === 'w' ? amount * 7 : amount;
    const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
    return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  const months = unit === 'y' ? amount * 12 : amount;
  const index = wall.year * 12 + (wall.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) };
}

function roundDown(instant: Date, unit: RelativeDateUnit): Date {
  const exact = EXACT_UNIT_MS[unit];
  // Eastern offsets are whole hours, so seconds, minutes and hours round the same in UTC.
  if (exact !== undefined) return new Date(Math.floor(instant.getTime() / exact) * exact);
  const wall = toEasternWallTime(instant);
  const midnight = { ...wall, hour: 0, minute: 0, second: 0, millisecond: 0 };
  if (unit === 'd') return fromEasternWallTime(midnight);
  if (unit === 'w') {
    // ISO weeks start on Monday.
    const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
    const sinceMonday = (weekday + 6) % 7;
    return fromEasternWallTime(shiftCalendar(midnight, -sinceMonday, 'd'));
  }
  if (unit === 'M') return fromEasternWallTime({ ...midnight, day: 1 });
  return fromEasternWallTime({ ...midnight, month: 1, day: 1 });
}

function applyStep(instant: Date, step: RelativeDateStep): Date {
  if (step.kind === 'round') return roundDown(instant, step.unit);
  const exact = EXACT_UNIT_MS[step.unit];
  if (exact !== undefined) return new Date(instant.getTime() + step.amount * exact);
  const unit = step.unit as 'd' | 'w' | 'M' | 'y';
  return fromEasternWallTime(shiftCalendar(toEasternWallTime(instant), step.amount, unit));
}

/** The instant a relative date names at `now`, or null when it does not parse. */
export function resolveRelativeDate(text: string, now: Date): Date | null {
  const steps = parseRelativeDate(text);
  if (!steps) return null;
  return steps.reduce(applyStep, now);
}

const UNIT_WORDS: Record<RelativeDateUnit, string> = {
  s: 'second',
  m: 'minute',
  h: 'hour',
  d: 'day',
  w: 'week',
  M: 'month',
  y: 'year',
};

/**
 * A readable form for summaries: `now` → "now", `now-3h-14m` → "3 hours 14 minutes ago",
 * `now+1M+1w` → "in 1 month 1 week". Forms with rounding or mixed signs are shown as written.
 */
export function describeRelativeDate(text: string): string {
  const steps = parseRelativeDate(text);
  if (!steps) return text;
  if (steps.length === 0) return 'now';
  const shifts = steps.filter((step) => step.kind === 'shift');
  const signs = new Set(shifts.map((step) => Math.sign(step.amount)));
  if (shifts.length !== steps.length || signs.size !== 1 || signs.has(0)) return text;
  const amounts = shifts
    .map((step) => {
      const count = Math.abs(step.amount);
      return `${count} ${UNIT_WORDS[step.unit]}${count === 1 ? '' : 's'}`;
    })
    .join(' ');
  return signs.has(-1) ? `${amounts} ago` : `in ${amounts}`;
}
