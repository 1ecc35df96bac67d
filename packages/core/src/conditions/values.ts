// How stored values are read when a filter compares against them (docs/conditions.md "Values").
// Each reading is strict and has an SQL twin so the compiler and the evaluator agree exactly.

/**
 * Case folding of the string operators: ASCII letters only (A-Z → a-z). Full Unicode folding differs
 * between JavaScript and PostgreSQL locales; ASCII folding is `lower(x COLLATE "C")` in SQL.
 */
export function foldCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * spec 002 §5: "To match an empty string, enter "" as value." For equals and notEquals a value of
 * exactly two double quotes means the empty string.
 */
export const EMPTY_STRING_LITERAL = '""';

export function unquoteEmptyString(value: string): string {
  return value === EMPTY_STRING_LITERAL ? '' : value;
}

/**
 * A number stored as text reads as a number only when it matches this (at most 15 digits either
 * side of the point, so a float8 cast in SQL can never fail). SQL: `x ~ '^-?[0-9]{1,15}(\.[0-9]{1,15})?$'`.
 */
export const NUMERIC_TEXT_PATTERN = /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/;

/** A stored value as a number (a finite JSON number, or numeric text), else null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT_PATTERN.test(value)) return Number(value);
  return null;
}

/**
 * A datetime stored as text: ISO 8601 with a `T` or a space, seconds, 0-3 fraction digits and a
 * mandatory `Z` or `±HH:MM` offset; years 1000-9999. Text without an offset is not a datetime
 * (its instant would depend on the database session's time zone).
 */
export const DATETIME_TEXT_PATTERN =
  /^([1-9][0-9]{3})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])[T ]([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(\.[0-9]{1,3})?(Z|[+-](?:0[0-9]|1[0-4]):[0-5][0-9])$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Datetime text as an instant, or null when it does not match or names a day the month lacks. */
export function parseDatetimeText(text: string): Date | null {
  const match = DATETIME_TEXT_PATTERN.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (day > daysInMonth(year, month)) return null;
  const millis = fraction ? Number(fraction.slice(1).padEnd(3, '0')) : 0;
  let offsetMinutes = 0;
  if (offset && offset !== 'Z') {
    const sign = offset.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  }
  const utc = Date.UTC(year, month - 1, day, Number(h), Number(mi), Number(s), millis);
  return new Date(utc - offsetMinutes * 60_000);
}

/** A stored value as an instant: a valid Date, or datetime text (above), else null. */
export function readDatetime(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') return parseDatetimeText(value);
  return null;
}

/** A stored value as a boolean: JSON true / false only. */
export function readBoolean(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

/** A boolean filter value: true / false, or the text "true" / "false". */
export function readFilterBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}
