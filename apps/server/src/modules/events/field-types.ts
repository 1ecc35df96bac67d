import type { PropertyType } from '@parley/core/conditions/model';

// What ingestion learns about a field (docs/events.md "Schema learning"): its type, from the value.
// Field types are the condition builder's property types (docs/conditions-contract.md).

export type FieldType = PropertyType;

// spec 000 §5 accepted date strings: 'YYYY-MM-DD HH:mm:ss' with an offset, Z or none; ISO with
// milliseconds and an offset or Z (we also take 0-2 fraction digits); 'YYYY-MM-DD'. Text without an
// offset is read as UTC.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPACED = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}:\d{2})?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?(Z|[+-]\d{2}:\d{2})$/;

function offsetMinutes(offset: string | undefined): number | null {
  if (offset === undefined || offset === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(4, 6));
  if (hours > 14 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

function instant(parts: {
  year: string;
  month: string;
  day: string;
  hour?: string;
  minute?: string;
  second?: string;
  fraction?: string;
  offset?: string;
}): Date | null {
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour ?? 0);
  const minute = Number(parts.minute ?? 0);
  const second = Number(parts.second ?? 0);
  const millisecond = Number((parts.fraction ?? '0').padEnd(3, '0'));
  const offset = offsetMinutes(parts.offset);
  if (year < 1000 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || offset === null)
    return null;
  // A day the month does not have (2024-02-30) is not a date.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond) - offset * 60_000);
}

/** The instant an accepted date string (spec 000 §5) denotes, or null when it is not one. */
export function parseAcceptedDate(text: string): Date | null {
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, year = '', month = '', day = ''] = dateOnly;
    return instant({ year, month, day });
  }
  const spaced = SPACED.exec(text);
  if (spaced) {
    const [, year = '', month = '', day = '', hour, minute, second, offset] = spaced;
    return instant({ year, month, day, hour, minute, second, offset });
  }
  const iso = ISO.exec(text);
  if (iso) {
    const [, year = '', month = '', day = '', hour, minute, second, fraction, offset] = iso;
    return instant({ year, month, day, hour, minute, second, fraction, offset });
  }
  return null;
}

/** The field type of a value, or null for null / undefined (nothing to learn). */
export function fieldTypeOf(value: unknown): FieldType | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return parseAcceptedDate(value) ? 'datetime' : 'string';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'object' : null;
}

/**
 * A property value as stored: an accepted date string becomes ISO 8601 UTC with milliseconds, the
 * one datetime text the condition builder reads (docs/conditions.md, datetime); anything else as sent.
 */
export function storedValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseAcceptedDate(value)?.toISOString() ?? value;
}

/** Every top-level value of a property bag as stored (see storedValue). */
export function storedProperties(bag: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(bag)) stored[key] = storedValue(value);
  return stored;
}
