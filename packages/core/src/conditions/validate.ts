// spec 002 §5: validation of a condition tree and completeness. Validation is shown only after a
// save attempt (the caller decides when); completeness drives collapse and whether a tree can run.
import type {
  Condition,
  ConditionalType,
  ConditionGroup,
  ConditionTree,
  Filter,
  FilterOperator,
} from './model.ts';
import { isDateOperator, operatorNeedsValue } from './operators.ts';
import { type ConditionPath, type FilterPath, fieldKey, type ItemPath } from './paths.ts';
import { isValidRelativeDate } from './relative-date.ts';
import { specificDateMinute } from './resolve-date.ts';
import { propertyLabelFor, CONDITION_VALIDATION_TEXTS as TEXTS } from './texts.ts';

export type ConditionField =
  | 'conditionalType'
  | 'eventName'
  | 'propertyName'
  | 'propertyOperator'
  | 'propertyValue'
  | 'relativeDateValue';

export type ConditionIssue = {
  /** The item the message belongs to. */
  path: ItemPath;
  field: ConditionField;
  /** `fieldKey(path, field)`, e.g. `groups.0.conditions.1.filters.0.propertyValue`. */
  key: string;
  message: string;
};

function issue(path: ItemPath, field: ConditionField, message: string): ConditionIssue {
  return { path, field, key: fieldKey(path, field), message };
}

function isBlankValue(value: Filter['propertyValue']): boolean {
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** spec 002 §5: equals / notEquals on a string event property get the hint about "". */
function blankValueMessage(filter: Filter, conditionalType: ConditionalType | null): string {
  const operator: FilterOperator | null = filter.propertyOperator;
  const isEventRow = conditionalType !== 'contactAttribute';
  if (isEventRow && filter.propertyType === 'string' && (operator === 'equals' || operator === 'notEquals')) {
    return TEXTS.valueBlankEmptyStringHint;
  }
  return TEXTS.valueBlank;
}

function validateFilterValue(
  filter: Filter,
  conditionalType: ConditionalType | null,
  path: FilterPath,
): ConditionIssue[] {
  if (!operatorNeedsValue(filter.propertyOperator)) return [];
  if (isDateOperator(filter.propertyOperator)) {
    if (filter.dateComparisonType === 'relative') {
      return isValidRelativeDate(filter.relativeDateValue)
        ? []
        : [issue(path, 'relativeDateValue', TEXTS.invalidRelativeDate)];
    }
    return specificDateMinute(filter.propertyValue) ? [] : [issue(path, 'propertyValue', TEXTS.invalidDate)];
  }
  return isBlankValue(filter.propertyValue)
    ? [issue(path, 'propertyValue', blankValueMessage(filter, conditionalType))]
    : [];
}

/** The issues of one filter; `conditionalType` is its row's (it picks labels and messages). */
export function validateFilter(
  filter: Filter,
  conditionalType: ConditionalType | null,
  path: FilterPath,
): ConditionIssue[] {
  const issues: ConditionIssue[] = [];
  if (!filter.propertyName || filter.propertyType === null) {
    issues.push(issue(path, 'propertyName', TEXTS.propertyRequired(propertyLabelFor(conditionalType))));
  }
  if (filter.propertyOperator === null) {
    issues.push(issue(path, 'propertyOperator', TEXTS.operatorRequired));
  } else {
    issues.push(...validateFilterValue(filter, conditionalType, path));
  }
  return issues;
}

/** The issues of one condition and its filters. */
export function validateCondition(condition: Condition, path: ConditionPath): ConditionIssue[] {
  const issues: ConditionIssue[] = [];
  if (condition.conditionalType === null) {
    issues.push(issue(path, 'conditionalType', TEXTS.conditionTypeRequired));
  }
  const isContactAttribute = condition.conditionalType === 'contactAttribute';
  if (!isContactAttribute && condition.conditionalType !== null && !condition.eventName?.trim()) {
    issues.push(issue(path, 'eventName', TEXTS.eventNameRequired));
  }
  if (isContactAttribute && condition.filters.length === 0) {
    // spec 002 §5: a contact-attribute condition needs at least one filter: ask for its attribute.
    const filterPath = { ...path, filterIndex: 0 };
    issues.push(
      issue(filterPath, 'propertyName', TEXTS.propertyRequired(propertyLabelFor(condition.conditionalType))),
    );
  }
  condition.filters.forEach((filter, filterIndex) => {
    issues.push(...validateFilter(filter, condition.conditionalType, { ...path, filterIndex }));
  });
  return issues;
}

export function validateGroup(group: ConditionGroup, groupIndex: number): ConditionIssue[] {
  return group.conditions.flatMap((condition, conditionIndex) =>
    validateCondition(condition, { groupIndex, conditionIndex }),
  );
}

/** Every issue of a tree, in reading order. */
export function validateTree(tree: ConditionTree): ConditionIssue[] {
  return tree.groups.flatMap((group, groupIndex) => validateGroup(group, groupIndex));
}

/** The issues as `{ [key]: message }` for form fields (the first message of a field wins). */
export function issueMessages(issues: readonly ConditionIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { key, message } of issues) messages[key] ??= message;
  return messages;
}

// --- Completeness (spec 002 §5): exactly "no validation issue". ---

const NO_PATH: FilterPath = { groupIndex: 0, conditionIndex: 0, filterIndex: 0 };

/**
 * A filter is complete when it has a property name (and type) and an operator, and a value when the
 * operator needs one.
 */
export function isFilterComplete(filter: Filter): boolean {
  return validateFilter(filter, null, NO_PATH).length === 0;
}

/** A condition is complete with a type, an event name (except contactAttribute) and complete filters. */
export function isConditionComplete(condition: Condition): boolean {
  return validateCondition(condition, NO_PATH).length === 0;
}

/** A group is complete when all its conditions are (an empty group is complete). */
export function isGroupComplete(group: ConditionGroup): boolean {
  return group.conditions.every(isConditionComplete);
}

export function isTreeComplete(tree: ConditionTree): boolean {
  return tree.groups.every(isGroupComplete);
}
