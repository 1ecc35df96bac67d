// Which operators a filter offers for each property type (spec 001 §5) and facts about operators
// that the builder, the validator, the evaluator and the SQL compiler share (docs/conditions.md).
import type { ConditionalType, EventOperator, FilterOperator, JoinType, PropertyType } from './model.ts';

const PRESENCE_OPERATORS = ['isSet', 'isNotSet', 'isNotNull'] as const satisfies readonly FilterOperator[];

/**
 * The full operator set of each type, in the order the dropdown shows them (isOneOf included:
 * operatorsFor removes it where it is not allowed).
 * - string: spec 001 §5 letter for letter.
 * - number: "adds greater and less comparisons" to the value operators; the substring operators
 *   (contains, startsWith, endsWith) are left out: they have no meaning on a number, and a number's
 *   text differs between JSON writers (1.5 / 1.50), so SQL and the evaluator could not agree.
 * - boolean: the spec lists no operators; Parley offers equals / notEquals (True or False) and set-ness.
 * - datetime: the four comparisons of spec 001 §5 plus isSet / isNotSet ("has a date" / "has none").
 * - list: contains; object: exists only, which is isSet (labelled "exists").
 */
const OPERATORS_BY_TYPE: Record<PropertyType, readonly FilterOperator[]> = {
  string: ['contains', 'notEquals', 'equals', ...PRESENCE_OPERATORS, 'startsWith', 'endsWith', 'isOneOf'],
  number: [
    'equals',
    'notEquals',
    'greaterThan',
    'lessThan',
    'greaterThanOrEqual',
    'lessThanOrEqual',
    ...PRESENCE_OPERATORS,
    'isOneOf',
  ],
  boolean: ['equals', 'notEquals', 'isSet', 'isNotSet'],
  datetime: ['after', 'before', 'onOrAfter', 'onOrBefore', 'isSet', 'isNotSet'],
  list: ['contains'],
  object: ['isSet'],
};

export type OperatorOptions = {
  /** spec 001 §5: isOneOf is offered only where the caller allows it. Default false. */
  allowIsOneOf?: boolean;
  /** spec 001 §5: endsWith is removed for custom events. */
  conditionalType?: ConditionalType | null;
};

/** The operators offered for a property of this type, in dropdown order. */
export function operatorsFor(
  propertyType: PropertyType | null,
  options: OperatorOptions = {},
): FilterOperator[] {
  if (propertyType === null) return [];
  return OPERATORS_BY_TYPE[propertyType].filter((operator) => {
    if (operator === 'isOneOf' && !options.allowIsOneOf) return false;
    if (operator === 'endsWith' && options.conditionalType === 'customEvent') return false;
    return true;
  });
}

/**
 * Whether an operator belongs to a type at all (isOneOf and endsWith included). The evaluator and
 * the compiler refuse a filter whose operator fails this: it can only come from a forged request.
 */
export function isOperatorValidForType(propertyType: PropertyType, operator: FilterOperator): boolean {
  return OPERATORS_BY_TYPE[propertyType].includes(operator);
}

const VALUELESS_OPERATORS: readonly FilterOperator[] = PRESENCE_OPERATORS;

/** isSet, isNotSet and isNotNull take no value; every other operator does. */
export function operatorNeedsValue(operator: FilterOperator | null): boolean {
  return operator !== null && !VALUELESS_OPERATORS.includes(operator);
}

const DATE_OPERATORS: readonly FilterOperator[] = ['after', 'before', 'onOrAfter', 'onOrBefore'];

/** The datetime comparisons: they carry a dateComparisonType (specific or relative). */
export function isDateOperator(operator: FilterOperator | null): boolean {
  return operator !== null && DATE_OPERATORS.includes(operator);
}

/** User-facing operator labels (Parley's wording; the spec gives only the operator names). */
export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  contains: 'contains',
  notEquals: 'does not equal',
  equals: 'equals',
  isSet: 'is set',
  isNotSet: 'is not set',
  isNotNull: 'is not null',
  startsWith: 'starts with',
  endsWith: 'ends with',
  isOneOf: 'is one of',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  greaterThanOrEqual: 'is greater than or equal to',
  lessThanOrEqual: 'is less than or equal to',
  after: 'is after',
  before: 'is before',
  onOrAfter: 'is on or after',
  onOrBefore: 'is on or before',
};

/** spec 001 §5: an object property offers "exists only", which is the isSet operator. */
export const OBJECT_EXISTS_LABEL = 'exists';

/** The label of an operator for a property of this type (object isSet reads "exists"). */
export function operatorLabel(operator: FilterOperator, propertyType: PropertyType | null): string {
  if (propertyType === 'object' && operator === 'isSet') return OBJECT_EXISTS_LABEL;
  return OPERATOR_LABELS[operator];
}

/** Event operator labels: isSet is "did the event", isNotSet "never did it" (Parley's wording). */
export const EVENT_OPERATOR_LABELS: Record<EventOperator, string> = {
  isSet: 'has done',
  isNotSet: 'has not done',
};

/** spec 002 §3: join type labels. */
export const JOIN_TYPE_LABELS: Record<JoinType, string> = {
  all: 'All (AND)',
  any: 'Any (OR)',
  none: 'None (NOR)',
};

/** spec 002 §3: None (NOR) is offered only when the showNorOperator flag is on. */
export function joinTypesFor(options: { showNorOperator: boolean }): JoinType[] {
  return options.showNorOperator ? ['all', 'any', 'none'] : ['all', 'any'];
}
