// The one place a date filter becomes an instant (docs/conditions-contract.md): the evaluator and
// the SQL compiler both call resolveDateValue, so they cannot disagree on dates.
import { floorToMinute } from './eastern-time.ts';
import type { Filter } from './model.ts';
import { resolveRelativeDate } from './relative-date.ts';
import { parseDatetimeText } from './values.ts';

export type DateComparison = '>' | '>=' | '<' | '<=';

/** A date filter resolved: the stored instant must be `<comparison> instant`. */
export type ResolvedDateComparison = { comparison: DateComparison; instant: Date };

const MINUTE_MS = 60_000;

/** The minute a specific-date value names (seconds dropped), or null when it is not a datetime. */
export function specificDateMinute(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const instant = parseDatetimeText(value);
  return instant ? floorToMinute(instant) : null;
}

/**
 * docs/conditions.md "datetime": a specific date is its whole Eastern minute [m, m + 1 min); a
 * relative date is one instant t. Null when the filter has no date operator or an invalid value.
 */
export function resolveDateValue(filter: Filter, now: Date): ResolvedDateComparison | null {
  const operator = filter.propertyOperator;
  if (
    operator !== 'after' &&
    operator !== 'before' &&
    operator !== 'onOrAfter' &&
    operator !== 'onOrBefore'
  ) {
    return null;
  }
  if (filter.dateComparisonType === 'relative') {
    const instant = filter.relativeDateValue ? resolveRelativeDate(filter.relativeDateValue, now) : null;
    if (!instant) return null;
    const comparison: Record<typeof operator, DateComparison> = {
      after: '>',
      onOrAfter: '>=',
      before: '<',
      onOrBefore: '<=',
    };
    return { comparison: comparison[operator], instant };
  }
  // Specific (also when the date type is unset: a date operator defaults it to specific, spec 002 §4).
  const minute = specificDateMinute(filter.propertyValue);
  if (!minute) return null;
  const nextMinute = new Date(minute.getTime() + MINUTE_MS);
  switch (operator) {
    case 'after':
      return { comparison: '>=', instant: nextMinute };
    case 'onOrAfter':
      return { comparison: '>=', instant: minute };
    case 'before':
      return { comparison: '<', instant: minute };
    case 'onOrBefore':
      return { comparison: '<', instant: nextMinute };
  }
}

/** Whether a stored instant satisfies a resolved comparison. */
export function compareInstant(value: Date, resolved: ResolvedDateComparison): boolean {
  const left = value.getTime();
  const right = resolved.instant.getTime();
  switch (resolved.comparison) {
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
  }
}
