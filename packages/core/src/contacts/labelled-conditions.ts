// Conditions as people read them (issue 17 item 8): the summaries of conditions/summary.ts name a
// filter by its propertyName and an event by its eventName, so a summary shown to a person is built
// from a copy whose names are the fields' and the event's labels. Display only: the copy is never
// saved or evaluated.
import type { Condition, ConditionGroup } from '../conditions/model.ts';
import { eventLabel, fieldLabel } from './field-labels.ts';

export type FieldLabeller = (fieldName: string) => string;

/**
 * A copy of the condition whose filters name their property by its label ("First name") and whose
 * event is named by its label ("SMS received").
 */
export function withFieldLabels(condition: Condition, labelOf: FieldLabeller = fieldLabel): Condition {
  return {
    ...condition,
    eventName: condition.eventName === null ? null : eventLabel(condition.eventName),
    filters: condition.filters.map((filter) =>
      filter.propertyName === null ? filter : { ...filter, propertyName: labelOf(filter.propertyName) },
    ),
  };
}

/** A copy of the group whose conditions' filters name their property by its label. */
export function groupWithFieldLabels(
  group: ConditionGroup,
  labelOf: FieldLabeller = fieldLabel,
): ConditionGroup {
  return { ...group, conditions: group.conditions.map((condition) => withFieldLabels(condition, labelOf)) };
}
