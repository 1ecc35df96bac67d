// spec 002 §2, §4: collapsed groups and rows show a readable summary; spec 002 §9: values over 60
// characters show a popover (the summary shows the first 60 and the popover the whole value).
import { formatEasternDateTime } from './eastern-time.ts';
import { VALUE_POPOVER_THRESHOLD } from './limits.ts';
import type { Condition, ConditionGroup, Filter } from './model.ts';
import { EVENT_OPERATOR_LABELS, isDateOperator, operatorLabel } from './operators.ts';
import { describeRelativeDate } from './relative-date.ts';
import { specificDateMinute } from './resolve-date.ts';
import { BOOLEAN_VALUE_LABELS, CONDITIONAL_TYPE_LABELS } from './texts.ts';
import { readFilterBoolean } from './values.ts';

export type FilterSummary = {
  property: string;
  operator: string;
  /** The value as shown, whole (null for operators without a value). */
  value: string | null;
  /** spec 002 §9: the value is over 60 characters and shows in a popover. */
  valueNeedsPopover: boolean;
  /** The value cut to 60 characters with an ellipsis when it needs the popover. */
  shortValue: string | null;
  /** The one-line text: `email contains "acme"`. */
  text: string;
};

/** Whether a shown value needs the popover (over 60 characters). */
export function needsPopover(value: string): boolean {
  return value.length > VALUE_POPOVER_THRESHOLD;
}

/** A value cut for the collapsed view: the first 60 characters and an ellipsis. */
export function shortenForSummary(value: string): string {
  return needsPopover(value) ? `${value.slice(0, VALUE_POPOVER_THRESHOLD)}…` : value;
}

function showScalar(value: string | number, propertyType: Filter['propertyType']): string {
  return propertyType === 'string' || propertyType === 'list' ? `"${value}"` : String(value);
}

function showValue(filter: Filter): string | null {
  const { propertyOperator, propertyValue, propertyType } = filter;
  if (propertyOperator === null) return null;
  if (isDateOperator(propertyOperator)) {
    if (filter.dateComparisonType === 'relative') {
      return filter.relativeDateValue ? describeRelativeDate(filter.relativeDateValue) : null;
    }
    const minute = specificDateMinute(propertyValue);
    return minute ? `${formatEasternDateTime(minute)} ET` : null;
  }
  if (propertyValue === null || propertyValue === '') return null;
  if (Array.isArray(propertyValue))
    return propertyValue.map((entry) => showScalar(entry, propertyType)).join(', ');
  if (propertyType === 'boolean') {
    const bool = readFilterBoolean(propertyValue);
    return bool === null ? String(propertyValue) : BOOLEAN_VALUE_LABELS[bool ? 'true' : 'false'];
  }
  if (typeof propertyValue === 'boolean') return String(propertyValue);
  return showScalar(propertyValue, propertyType);
}

/** The summary of one filter. */
export function summarizeFilter(filter: Filter): FilterSummary {
  const property = filter.propertyName ?? '…';
  const operator = filter.propertyOperator
    ? operatorLabel(filter.propertyOperator, filter.propertyType)
    : '…';
  const value = showValue(filter);
  const popover = value !== null && needsPopover(value);
  const shortValue = value === null ? null : shortenForSummary(value);
  const text = [property, operator, shortValue].filter((part) => part !== null).join(' ');
  return { property, operator, value, valueNeedsPopover: popover, shortValue, text };
}

const COUNT_WORDS = { atLeast: 'at least', atMost: 'at most', exactly: 'exactly' } as const;

/**
 * The summary of one condition: `email contains "acme" and leadScore is greater than 5`, or
 * `has done signup at least 3 times (last event only) where plan equals "pro"`.
 */
export function summarizeCondition(condition: Condition): string {
  const filters = condition.filters.map((filter) => summarizeFilter(filter).text).join(' and ');
  if (condition.conditionalType === 'contactAttribute') return filters;
  if (condition.conditionalType === null) return '…';
  const typeLabel = CONDITIONAL_TYPE_LABELS[condition.conditionalType];
  const parts = [
    `${typeLabel}: ${EVENT_OPERATOR_LABELS[condition.eventOperator]} ${condition.eventName ?? '…'}`,
  ];
  if (condition.eventOperator === 'isSet' && condition.eventCount) {
    const { operator, value } = condition.eventCount;
    parts.push(`${COUNT_WORDS[operator]} ${value} time${value === 1 ? '' : 's'}`);
  }
  if (condition.lastEventOnly) parts.push('(last event only)');
  if (filters) parts.push(`where ${filters}`);
  return parts.join(' ');
}

/** The summary of one group: its conditions joined by AND / OR, or "None of: a; b". */
export function summarizeGroup(group: ConditionGroup): string {
  const conditions = group.conditions.map(summarizeCondition);
  if (conditions.length === 0) return 'No conditions';
  if (group.joinType === 'none') return `None of: ${conditions.join('; ')}`;
  const joiner = group.joinType === 'all' ? ' AND ' : ' OR ';
  return conditions.map((text) => (conditions.length > 1 ? `(${text})` : text)).join(joiner);
}
