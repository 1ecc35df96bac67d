// The reference evaluator (docs/conditions-contract.md): what a condition tree means for one contact,
// rule by rule as written in docs/conditions.md. The SQL compiler must agree with it exactly.
import { typedContactAttribute } from './contact-attributes.ts';
import type { Condition, ConditionGroup, ConditionTree, Filter, JoinType } from './model.ts';
import { isOperatorValidForType } from './operators.ts';
import { compareInstant, resolveDateValue } from './resolve-date.ts';
import { isConditionComplete } from './validate.ts';
import {
  foldCase,
  readBoolean,
  readDatetime,
  readFilterBoolean,
  readNumber,
  unquoteEmptyString,
} from './values.ts';

export type EvaluationEvent = {
  /** `page`: a page view (ingest's page call), read by journeys' pageview triggers only. */
  eventType: 'track' | 'identify' | 'parley_voice_event' | 'page';
  eventName: string;
  occurredAt: Date;
  properties: Record<string, unknown>;
};

export type EvaluationContact = {
  /** Keyed by propertyName: typed columns, `rvProperties.<key>`, custom property names. */
  attributes: Record<string, unknown>;
  events: EvaluationEvent[];
};

/** A tree the evaluator (and the compiler) refuses: incomplete, or using an unsupported type. */
export class ConditionEvaluationError extends Error {
  override name = 'ConditionEvaluationError';
}

/** The reserved event property: the event's occurredAt. */
export const EVENT_TIMESTAMP_PROPERTY = 'timestamp';

/** Event types of the conditions evaluated over stored events. */
export const EVENT_TYPE_OF_CONDITION = {
  customEvent: 'track',
  parleyVoiceEvent: 'parley_voice_event',
} as const;

/** A property looked up: absent, or present with a value (which may be null). */
type Lookup = { present: false } | { present: true; value: unknown };

const ABSENT: Lookup = { present: false };

function lookUp(record: Record<string, unknown>, name: string): Lookup {
  if (!Object.hasOwn(record, name) || record[name] === undefined) return ABSENT;
  return { present: true, value: record[name] };
}

function lookUpAttribute(contact: EvaluationContact, name: string): Lookup {
  const found = lookUp(contact.attributes, name);
  // Typed columns cannot tell absent from null: null is absent there.
  if (found.present && found.value === null && typedContactAttribute(name)) return ABSENT;
  return found;
}

function lookUpEventProperty(event: EvaluationEvent, name: string): Lookup {
  if (name === EVENT_TIMESTAMP_PROPERTY) return { present: true, value: event.occurredAt };
  return lookUp(event.properties, name);
}

function joinResults(joinType: JoinType, results: boolean[]): boolean {
  switch (joinType) {
    case 'all':
      return results.every(Boolean);
    case 'any':
      return results.some(Boolean);
    case 'none':
      return !results.some(Boolean);
  }
}

function evaluateString(filter: Filter, stored: unknown): boolean {
  if (typeof stored !== 'string') return false;
  const text = foldCase(stored);
  const value = filter.propertyValue;
  if (filter.propertyOperator === 'isOneOf') {
    return Array.isArray(value) && value.some((entry) => foldCase(String(entry)) === text);
  }
  if (typeof value !== 'string') return false;
  switch (filter.propertyOperator) {
    case 'equals':
      return text === foldCase(unquoteEmptyString(value));
    case 'notEquals':
      return text !== foldCase(unquoteEmptyString(value));
    case 'contains':
      return text.includes(foldCase(value));
    case 'startsWith':
      return text.startsWith(foldCase(value));
    case 'endsWith':
      return text.endsWith(foldCase(value));
    default:
      return false;
  }
}

function evaluateNumber(filter: Filter, stored: unknown): boolean {
  const number = readNumber(stored);
  if (number === null) return false;
  const value = filter.propertyValue;
  if (filter.propertyOperator === 'isOneOf') {
    return Array.isArray(value) && value.some((entry) => readNumber(entry) === number);
  }
  const wanted = readNumber(value);
  if (wanted === null) return false;
  switch (filter.propertyOperator) {
    case 'equals':
      return number === wanted;
    case 'notEquals':
      return number !== wanted;
    case 'greaterThan':
      return number > wanted;
    case 'lessThan':
      return number < wanted;
    case 'greaterThanOrEqual':
      return number >= wanted;
    case 'lessThanOrEqual':
      return number <= wanted;
    default:
      return false;
  }
}

function evaluateBoolean(filter: Filter, stored: unknown): boolean {
  const bool = readBoolean(stored);
  const wanted = readFilterBoolean(filter.propertyValue);
  if (bool === null || wanted === null) return false;
  if (filter.propertyOperator === 'equals') return bool === wanted;
  if (filter.propertyOperator === 'notEquals') return bool !== wanted;
  return false;
}

function evaluateDatetime(filter: Filter, stored: unknown, now: Date): boolean {
  const instant = readDatetime(stored);
  const resolved = resolveDateValue(filter, now);
  return instant !== null && resolved !== null && compareInstant(instant, resolved);
}

function evaluateList(filter: Filter, stored: unknown): boolean {
  const value = filter.propertyValue;
  if (!Array.isArray(stored) || filter.propertyOperator !== 'contains') return false;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = foldCase(String(value));
  const number = readNumber(value);
  return stored.some(
    (element) =>
      (typeof element === 'string' && foldCase(element) === text) ||
      (typeof element === 'number' && number !== null && element === number),
  );
}

/** One filter against a looked-up property (docs/conditions.md "Filters"). */
function evaluateFilterLookup(filter: Filter, found: Lookup, now: Date): boolean {
  const { propertyType, propertyOperator } = filter;
  if (!propertyType || !propertyOperator || !isOperatorValidForType(propertyType, propertyOperator)) {
    throw new ConditionEvaluationError(
      `The operator of the filter on ${filter.propertyName} does not fit its type`,
    );
  }
  if (propertyOperator === 'isSet') return found.present;
  if (propertyOperator === 'isNotSet') return !found.present;
  if (propertyOperator === 'isNotNull') return found.present && found.value !== null;
  if (!found.present || found.value === null) return false;
  switch (propertyType) {
    case 'string':
      return evaluateString(filter, found.value);
    case 'number':
      return evaluateNumber(filter, found.value);
    case 'boolean':
      return evaluateBoolean(filter, found.value);
    case 'datetime':
      return evaluateDatetime(filter, found.value, now);
    case 'list':
      return evaluateList(filter, found.value);
    case 'object':
      return false;
  }
}

/** A contact-attribute filter on a contact. */
export function evaluateAttributeFilter(filter: Filter, contact: EvaluationContact, now: Date): boolean {
  return evaluateFilterLookup(filter, lookUpAttribute(contact, filter.propertyName ?? ''), now);
}

/** An event filter on one event (`timestamp` is the event's occurredAt). */
export function evaluateEventFilter(filter: Filter, event: EvaluationEvent, now: Date): boolean {
  return evaluateFilterLookup(filter, lookUpEventProperty(event, filter.propertyName ?? ''), now);
}

/** The events of the condition's type and name (latest only when lastEventOnly), before filters. */
function candidateEvents(
  condition: Condition,
  contact: EvaluationContact,
  eventType: string,
): EvaluationEvent[] {
  const named = contact.events.filter(
    (event) => event.eventType === eventType && event.eventName === condition.eventName,
  );
  if (!condition.lastEventOnly || named.length === 0) return named;
  const latest = Math.max(...named.map((event) => event.occurredAt.getTime()));
  return named.filter((event) => event.occurredAt.getTime() === latest);
}

function countSatisfies(count: number, eventCount: Condition['eventCount']): boolean {
  if (!eventCount) return count >= 1;
  switch (eventCount.operator) {
    case 'atLeast':
      return count >= eventCount.value;
    case 'atMost':
      return count <= eventCount.value;
    case 'exactly':
      return count === eventCount.value;
  }
}

/**
 * Throws ConditionEvaluationError unless the condition can be evaluated over stored data: complete,
 * of type contactAttribute, customEvent or parleyVoiceEvent, each filter's operator in its type's set.
 * Independent of any contact's data, so the SQL compiler refuses exactly the same conditions.
 */
export function assertConditionEvaluable(condition: Condition): void {
  const { conditionalType } = condition;
  if (
    conditionalType !== null &&
    conditionalType !== 'contactAttribute' &&
    conditionalType !== 'customEvent' &&
    conditionalType !== 'parleyVoiceEvent'
  ) {
    throw new ConditionEvaluationError(
      `Conditions of type ${conditionalType} are not evaluated over stored data`,
    );
  }
  if (!isConditionComplete(condition)) throw new ConditionEvaluationError('The condition is incomplete');
  for (const { propertyType, propertyOperator, propertyName } of condition.filters) {
    if (!propertyType || !propertyOperator || !isOperatorValidForType(propertyType, propertyOperator)) {
      throw new ConditionEvaluationError(
        `The operator of the filter on ${propertyName} does not fit its type`,
      );
    }
  }
}

/** Throws ConditionEvaluationError unless every condition of the tree is evaluable. */
export function assertTreeEvaluable(tree: ConditionTree): void {
  for (const group of tree.groups) group.conditions.forEach(assertConditionEvaluable);
}

/** One condition on a contact (docs/conditions.md "Trees, groups, conditions"). */
export function evaluateCondition(condition: Condition, contact: EvaluationContact, now: Date): boolean {
  assertConditionEvaluable(condition);
  const { conditionalType } = condition;
  if (conditionalType === 'contactAttribute') {
    return condition.filters.every((filter) => evaluateAttributeFilter(filter, contact, now));
  }
  if (conditionalType !== 'customEvent' && conditionalType !== 'parleyVoiceEvent') {
    throw new ConditionEvaluationError('The condition has no type');
  }
  const candidates = candidateEvents(condition, contact, EVENT_TYPE_OF_CONDITION[conditionalType]);
  const matching = candidates.filter((event) =>
    condition.filters.every((filter) => evaluateEventFilter(filter, event, now)),
  );
  if (condition.eventOperator === 'isNotSet') return matching.length === 0;
  return countSatisfies(matching.length, condition.eventCount);
}

export function evaluateGroup(group: ConditionGroup, contact: EvaluationContact, now: Date): boolean {
  return joinResults(
    group.joinType,
    group.conditions.map((condition) => evaluateCondition(condition, contact, now)),
  );
}

/** Whether a contact matches a tree at `now`; a tree without groups matches everyone. */
export function evaluateTree(tree: ConditionTree, contact: EvaluationContact, now: Date): boolean {
  assertTreeEvaluable(tree);
  return joinResults(
    tree.joinType,
    tree.groups.map((group) => evaluateGroup(group, contact, now)),
  );
}
