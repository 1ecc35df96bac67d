// The condition tree of spec 002 §3 (docs/conditions-contract.md): groups of conditions, each an
// event row or a contact-attribute row with filters. Parsed with zod on write and on read; an
// incomplete item still parses (drafts are stored by the builder), completeness is validate.ts.
import { z } from 'zod';
import {
  EDITABLE_NAME_MAX_LENGTH,
  MAX_CONDITION_GROUPS,
  MAX_CONDITIONS_PER_GROUP,
  MAX_EVENT_COUNT,
  MAX_FILTERS_PER_CONDITION,
  MAX_NAME_LENGTH,
  MAX_ONE_OF_VALUES,
  MAX_VALUE_LENGTH,
} from './limits.ts';

/** spec 002 §3: All (AND), Any (OR), None (NOR; offered only with the showNorOperator flag). */
export const JOIN_TYPES = ['all', 'any', 'none'] as const;
export type JoinType = (typeof JOIN_TYPES)[number];

/** spec 002 §3 (string, number, boolean, datetime) and spec 001 §5 (list, object). */
export const PROPERTY_TYPES = ['string', 'number', 'boolean', 'datetime', 'list', 'object'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** spec 002 §3 conditionalType values ({product}VoiceEvent is parleyVoiceEvent). */
export const CONDITIONAL_TYPES = [
  'contactAttribute',
  'customEvent',
  'parleyVoiceEvent',
  'triggeringEvent',
  'addToStaticSegment',
  'pageview',
  'scheduled',
] as const;
export type ConditionalType = (typeof CONDITIONAL_TYPES)[number];

/** spec 002 §3: eventOperator defaults to isSet ("did the event"); isNotSet is "never did it". */
export const EVENT_OPERATORS = ['isSet', 'isNotSet'] as const;
export type EventOperator = (typeof EVENT_OPERATORS)[number];

export const FILTER_OPERATORS = [
  'contains',
  'notEquals',
  'equals',
  'isSet',
  'isNotSet',
  'isNotNull',
  'startsWith',
  'endsWith',
  'isOneOf',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
  'after',
  'before',
  'onOrAfter',
  'onOrBefore',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const DATE_COMPARISON_TYPES = ['specific', 'relative'] as const;
export type DateComparisonType = (typeof DATE_COMPARISON_TYPES)[number];

/** Parley extension: how many matching events a contact must have. */
export const EVENT_COUNT_OPERATORS = ['atLeast', 'atMost', 'exactly'] as const;
export type EventCountOperator = (typeof EVENT_COUNT_OPERATORS)[number];

export const joinTypeSchema = z.enum(JOIN_TYPES);
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export const conditionalTypeSchema = z.enum(CONDITIONAL_TYPES);
export const eventOperatorSchema = z.enum(EVENT_OPERATORS);
export const filterOperatorSchema = z.enum(FILTER_OPERATORS);
export const dateComparisonTypeSchema = z.enum(DATE_COMPARISON_TYPES);
export const eventCountOperatorSchema = z.enum(EVENT_COUNT_OPERATORS);

const scalarValueSchema = z.union([z.string().max(MAX_VALUE_LENGTH), z.number().finite()]);

export const filterValueSchema = z.union([
  z.string().max(MAX_VALUE_LENGTH),
  z.number().finite(),
  z.boolean(),
  z.array(scalarValueSchema).max(MAX_ONE_OF_VALUES),
  z.null(),
]);
export type FilterValue = z.infer<typeof filterValueSchema>;

const nameSchema = z.string().max(MAX_NAME_LENGTH);

export const filterSchema = z.object({
  propertyName: nameSchema.nullable().default(null),
  /** `<eventType>:<eventName>:<fieldName>`, so longer than one name. */
  propertyFieldId: z.string().max(MAX_VALUE_LENGTH).nullable().default(null),
  propertyType: propertyTypeSchema.nullable().default(null),
  propertyOperator: filterOperatorSchema.nullable().default(null),
  propertyValue: filterValueSchema.default(null),
  dateComparisonType: dateComparisonTypeSchema.nullable().default(null),
  /** e.g. now-3h-14m-6d, now+1M+1w, now/d, now/d-1d (relative-date.ts). */
  relativeDateValue: z.string().max(MAX_VALUE_LENGTH).nullable().default(null),
});
export type Filter = z.infer<typeof filterSchema>;

export const eventCountSchema = z.object({
  operator: eventCountOperatorSchema,
  value: z.number().int().min(0).max(MAX_EVENT_COUNT),
});
export type EventCount = z.infer<typeof eventCountSchema>;

export const conditionSchema = z.object({
  conditionalType: conditionalTypeSchema.nullable().default(null),
  /** null for contactAttribute. */
  eventName: nameSchema.nullable().default(null),
  eventOperator: eventOperatorSchema.default('isSet'),
  filters: z.array(filterSchema).max(MAX_FILTERS_PER_CONDITION).default([]),
  /** The filters apply to the contact's latest event of that name only. */
  lastEventOnly: z.boolean().default(false),
  eventCount: eventCountSchema.nullable().optional(),
});
export type Condition = z.infer<typeof conditionSchema>;

export const conditionGroupSchema = z.object({
  name: z.string().max(EDITABLE_NAME_MAX_LENGTH).default(''),
  joinType: joinTypeSchema.default('all'),
  conditions: z.array(conditionSchema).max(MAX_CONDITIONS_PER_GROUP).default([]),
});
export type ConditionGroup = z.infer<typeof conditionGroupSchema>;

export const conditionTreeSchema = z.object({
  joinType: joinTypeSchema.default('all'),
  groups: z.array(conditionGroupSchema).max(MAX_CONDITION_GROUPS).default([]),
});
export type ConditionTree = z.infer<typeof conditionTreeSchema>;

/**
 * spec 002 §3: a field of an event schema (getEventSchema / getEditableEventSchema). `label` is the
 * brand's own wording for it (issue 17 item 8, set in the attribute schema), absent or null when none.
 */
export type EventSchemaField = {
  fieldName: string;
  fieldType: PropertyType;
  fieldId: string;
  label?: string | null;
};

/** A blank filter (every field unset). */
export function emptyFilter(): Filter {
  return {
    propertyName: null,
    propertyFieldId: null,
    propertyType: null,
    propertyOperator: null,
    propertyValue: null,
    dateComparisonType: null,
    relativeDateValue: null,
  };
}

/** A blank condition: no type yet, eventOperator isSet, no filters, lastEventOnly false (spec 002 §3). */
export function emptyCondition(): Condition {
  return {
    conditionalType: null,
    eventName: null,
    eventOperator: 'isSet',
    filters: [],
    lastEventOnly: false,
    eventCount: null,
  };
}

/** A new group holds one blank condition, so the builder opens on something to fill in. */
export function emptyGroup(name: string): ConditionGroup {
  return { name, joinType: 'all', conditions: [emptyCondition()] };
}

/** A new tree has no groups (it matches every contact); the builder adds "Group 1" on demand. */
export function emptyTree(): ConditionTree {
  return { joinType: 'all', groups: [] };
}

/** The name given to the group at this index when it is added: "Group 1", "Group 2", ... */
export function defaultGroupName(index: number): string {
  return `Group ${index + 1}`;
}
