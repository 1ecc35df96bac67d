// spec 002 §4 "Condition field changes": what changing one field of a filter or a condition does to
// the others. Pure: each takes the item and the new value and returns the changed item.
import {
  type Condition,
  type ConditionalType,
  type DateComparisonType,
  type EventOperator,
  type EventSchemaField,
  emptyFilter,
  type Filter,
  type FilterOperator,
  type FilterValue,
} from './model.ts';
import { isDateOperator, operatorNeedsValue, operatorsFor } from './operators.ts';

/**
 * Choosing a property resets the operator to isSet and clears the value, the relative date and
 * the date type. A list property offers no isSet (spec 001 §5: list: contains), so it gets its
 * first operator instead.
 */
export function changeFilterProperty(filter: Filter, field: EventSchemaField): Filter {
  const offered = operatorsFor(field.fieldType);
  const operator: FilterOperator = offered.includes('isSet') ? 'isSet' : (offered[0] ?? 'isSet');
  return {
    ...filter,
    propertyName: field.fieldName,
    propertyFieldId: field.fieldId,
    propertyType: field.fieldType,
    propertyOperator: operator,
    propertyValue: null,
    relativeDateValue: null,
    dateComparisonType: null,
  };
}

function toOneOfList(value: FilterValue): Array<string | number> {
  if (Array.isArray(value)) return value;
  if (value === null || value === '') return [];
  if (typeof value === 'boolean') return [String(value)];
  return [value];
}

/**
 * - Switching to a date operator defaults the date type to specific.
 * - Switching to isOneOf wraps a single value in a list; switching from isOneOf keeps the first value.
 * - An operator that needs no value clears the value fields.
 * - Leaving the date operators clears the date type and the relative date (Parley: they mean
 *   nothing on another operator).
 */
export function changeFilterOperator(filter: Filter, operator: FilterOperator): Filter {
  const previous = filter.propertyOperator;
  if (!operatorNeedsValue(operator)) {
    return {
      ...filter,
      propertyOperator: operator,
      propertyValue: null,
      relativeDateValue: null,
      dateComparisonType: null,
    };
  }
  let propertyValue = filter.propertyValue;
  if (operator === 'isOneOf' && previous !== 'isOneOf') {
    propertyValue = toOneOfList(propertyValue);
  } else if (operator !== 'isOneOf' && Array.isArray(propertyValue)) {
    propertyValue = propertyValue[0] ?? null;
  }
  if (isDateOperator(operator)) {
    return {
      ...filter,
      propertyOperator: operator,
      propertyValue,
      dateComparisonType: filter.dateComparisonType ?? 'specific',
    };
  }
  return {
    ...filter,
    propertyOperator: operator,
    propertyValue,
    dateComparisonType: null,
    relativeDateValue: null,
  };
}

/** Changing the date type clears the value and the relative value. */
export function changeDateComparisonType(filter: Filter, dateComparisonType: DateComparisonType): Filter {
  return { ...filter, dateComparisonType, propertyValue: null, relativeDateValue: null };
}

/** A new value (a typed value, a list for isOneOf, or an ISO instant for a specific date). */
export function changeFilterValue(filter: Filter, propertyValue: FilterValue): Filter {
  return { ...filter, propertyValue };
}

export function changeRelativeDateValue(filter: Filter, relativeDateValue: string): Filter {
  return { ...filter, relativeDateValue };
}

/** Condition types whose event name survives a change of type (spec 002 §4). */
const TYPES_KEEPING_EVENT_NAME: readonly ConditionalType[] = ['addToStaticSegment', 'pageview', 'scheduled'];

/**
 * Changing the condition type resets the event name (kept when the new type is add-to-static-
 * segment, pageview or scheduled), sets the operator to isSet and resets the filters to one blank
 * filter for contactAttribute, else to an empty list. lastEventOnly and eventCount go back to their
 * defaults too (Parley).
 */
export function changeConditionType(condition: Condition, conditionalType: ConditionalType): Condition {
  return {
    ...condition,
    conditionalType,
    eventName: TYPES_KEEPING_EVENT_NAME.includes(conditionalType) ? condition.eventName : null,
    eventOperator: 'isSet',
    filters: conditionalType === 'contactAttribute' ? [emptyFilter()] : [],
    lastEventOnly: false,
    eventCount: null,
  };
}

/** Changing the event name resets the operator and the filters. */
export function changeEventName(condition: Condition, eventName: string): Condition {
  return { ...condition, eventName, eventOperator: 'isSet', filters: [] };
}

/** Choosing isNotSet clears the filters (and the event count, which isNotSet ignores). */
export function changeEventOperator(condition: Condition, eventOperator: EventOperator): Condition {
  if (eventOperator === 'isNotSet') return { ...condition, eventOperator, filters: [], eventCount: null };
  return { ...condition, eventOperator };
}

export function changeLastEventOnly(condition: Condition, lastEventOnly: boolean): Condition {
  return { ...condition, lastEventOnly };
}

export function changeEventCount(condition: Condition, eventCount: Condition['eventCount']): Condition {
  return { ...condition, eventCount: eventCount ?? null };
}

/** Adds a blank filter at the end. */
export function addFilter(condition: Condition): Condition {
  return { ...condition, filters: [...condition.filters, emptyFilter()] };
}

/**
 * Removes a filter. A contact-attribute condition needs at least one filter (spec 002 §5), so
 * removing its only filter leaves one blank filter.
 */
export function removeFilter(condition: Condition, filterIndex: number): Condition {
  const filters = condition.filters.filter((_, index) => index !== filterIndex);
  if (filters.length === 0 && condition.conditionalType === 'contactAttribute') {
    return { ...condition, filters: [emptyFilter()] };
  }
  return { ...condition, filters };
}

/** Replaces the filter at an index through a change function. */
export function updateFilterAt(
  condition: Condition,
  filterIndex: number,
  change: (filter: Filter) => Filter,
): Condition {
  return {
    ...condition,
    filters: condition.filters.map((filter, index) => (index === filterIndex ? change(filter) : filter)),
  };
}
