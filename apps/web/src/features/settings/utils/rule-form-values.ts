import type { RoutingCondition, RoutingMatchMode, RoutingOperator } from '@parley/core/routing/rules';
import type { RoutingRule, RoutingRuleInput } from '../api/routing-api.ts';

/** A condition as the form edits it: one text value, or a list for "is one of". */
export type ConditionValues = {
  attribute: string;
  operator: RoutingOperator;
  value: string;
  values: string[];
};

export type RuleFormValues = {
  name: string;
  queueSid: string | null;
  match: RoutingMatchMode;
  enabled: boolean;
  priority: number | string;
  conditions: ConditionValues[];
};

function asText(value: unknown): string {
  return value === null || value === undefined || typeof value === 'object' ? '' : String(value);
}

export function conditionValues(condition?: RoutingCondition): ConditionValues {
  const value = condition?.value;
  return {
    attribute: condition?.attribute ?? 'channel',
    operator: condition?.operator ?? 'equals',
    value: Array.isArray(value) ? '' : asText(value),
    values: Array.isArray(value) ? value.map(asText) : [],
  };
}

export function ruleFormValues(rule?: RoutingRule, defaultQueueSid?: string): RuleFormValues {
  return {
    name: rule?.name ?? '',
    queueSid: rule?.queueSid ?? defaultQueueSid ?? null,
    match: rule?.match ?? 'all',
    enabled: rule?.enabled ?? true,
    priority: rule?.priority ?? '',
    conditions: rule?.conditions.map(conditionValues) ?? [conditionValues()],
  };
}

function conditionOf(values: ConditionValues): RoutingCondition {
  const base = { attribute: values.attribute.trim(), operator: values.operator };
  if (values.operator === 'exists') return { ...base, value: null };
  if (values.operator === 'in') return { ...base, value: values.values };
  return { ...base, value: values.value };
}

/** What the server takes; called after validation passed. An empty priority clears it. */
export function ruleInputOf(values: RuleFormValues): RoutingRuleInput {
  return {
    name: values.name.trim(),
    queueSid: values.queueSid ?? '',
    match: values.match,
    enabled: values.enabled,
    priority: values.priority === '' ? null : Number(values.priority),
    conditions: values.conditions.map(conditionOf),
  };
}
