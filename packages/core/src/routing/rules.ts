// Routing definitions shared by the server and the settings pages (docs/routing-contract.md
// "Routing rules"): queues, ordered routing rules with conditions on task attributes, and the pure
// choice of a queue for a task. Checked with zod on write; evaluated on every task creation.
import { z } from 'zod';

export const ROUTING_OPERATORS = ['equals', 'notEquals', 'contains', 'in', 'exists'] as const;
export type RoutingOperator = (typeof ROUTING_OPERATORS)[number];

export const ROUTING_MATCH_MODES = ['all', 'any'] as const;
export type RoutingMatchMode = (typeof ROUTING_MATCH_MODES)[number];

/** A queue's offer timeout when none is given (docs/routing-contract.md). */
export const DEFAULT_RESERVATION_TIMEOUT_SECONDS = 30;
export const MIN_RESERVATION_TIMEOUT_SECONDS = 1;
export const MAX_RESERVATION_TIMEOUT_SECONDS = 3_600;
/** The queue a brand gets when it has none: every agent may take its tasks. */
export const DEFAULT_QUEUE_NAME = 'Everyone';
/** workflowName of a task that no rule routed (it went to the default queue). */
export const DEFAULT_WORKFLOW_NAME = 'Default';
/** workflowName of a task created straight into a queue (queueSid given), bypassing the rules. */
export const DIRECT_WORKFLOW_NAME = 'Direct';
export const MAX_ROUTING_CONDITIONS = 20;
export const MAX_TASK_PRIORITY = 1_000;

const primitive = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

/** An attribute path: a task attribute name, or a dotted path into a nested attribute. */
export const routingAttributeSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/, 'must be an attribute name such as channel');

export const routingConditionSchema = z
  .object({
    attribute: routingAttributeSchema,
    operator: z.enum(ROUTING_OPERATORS, {
      message: 'must be equals, notEquals, contains, in or exists',
    }),
    value: z
      .union([primitive, z.array(primitive).max(100)])
      .nullable()
      .optional(),
  })
  .superRefine((condition, ctx) => {
    if (condition.operator === 'exists') return;
    if (condition.operator === 'in') {
      if (!Array.isArray(condition.value) || condition.value.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a list of values' });
      }
      return;
    }
    if (condition.value === undefined || condition.value === null || Array.isArray(condition.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'is required' });
    }
  });
export type RoutingCondition = z.infer<typeof routingConditionSchema>;

export const routingRuleInput = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  enabled: z.boolean().default(true),
  match: z.enum(ROUTING_MATCH_MODES, { message: 'must be all or any' }).default('all'),
  conditions: z
    .array(routingConditionSchema)
    .max(MAX_ROUTING_CONDITIONS, `must have at most ${MAX_ROUTING_CONDITIONS} conditions`)
    .default([]),
  queueSid: z.string().trim().min(1, 'is required').max(64),
  priority: z.number().int().min(0).max(MAX_TASK_PRIORITY).nullable().optional(),
});
export type RoutingRuleInput = z.infer<typeof routingRuleInput>;
export const routingRulePatch = routingRuleInput.partial();

export const queueInput = z.object({
  friendlyName: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  transferEligible: z.boolean().default(false),
  requiredSkills: z
    .array(z.string().trim().min(1, 'must not be empty').max(100))
    .max(50)
    .default([])
    .transform((skills) => [...new Set(skills)].sort()),
  reservationTimeoutSeconds: z
    .number()
    .int('must be a whole number of seconds')
    .min(MIN_RESERVATION_TIMEOUT_SECONDS, `must be at least ${MIN_RESERVATION_TIMEOUT_SECONDS}`)
    .max(MAX_RESERVATION_TIMEOUT_SECONDS, `must be at most ${MAX_RESERVATION_TIMEOUT_SECONDS}`)
    .default(DEFAULT_RESERVATION_TIMEOUT_SECONDS),
  isDefault: z.boolean().default(false),
});
export type QueueInput = z.infer<typeof queueInput>;
export const queuePatch = z.object({
  friendlyName: queueInput.shape.friendlyName.optional(),
  transferEligible: z.boolean().optional(),
  requiredSkills: queueInput.shape.requiredSkills.optional(),
  reservationTimeoutSeconds: queueInput.shape.reservationTimeoutSeconds.optional(),
  isDefault: z.boolean().optional(),
});

/** A rule as the router evaluates it (stored rules are ordered by position). */
export type RoutingRuleDefinition = {
  name: string;
  enabled: boolean;
  match: RoutingMatchMode;
  conditions: readonly RoutingCondition[];
  queueSid: string;
  priority?: number | null | undefined;
};

/** Reads `a.b.c` from the attributes; a plain name is read as is (names may contain dots only as paths). */
export function readAttribute(attributes: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(attributes, path)) return attributes[path];
  let current: unknown = attributes;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) return undefined;
    current = Reflect.get(current, part);
  }
  return current;
}

function sameValue(actual: unknown, expected: unknown): boolean {
  if (actual === expected) return true;
  if (actual === undefined || actual === null || expected === undefined || expected === null) return false;
  if (typeof actual === 'object' || typeof expected === 'object') return false;
  // Attributes arrive from JSON and forms: 5 and '5', true and 'true' are the same value here.
  return String(actual) === String(expected);
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** One condition on the task's attributes (spec: equals, notEquals, contains, in, exists). */
export function conditionHolds(condition: RoutingCondition, attributes: Record<string, unknown>): boolean {
  const actual = readAttribute(attributes, condition.attribute);
  const expected = condition.value;
  switch (condition.operator) {
    case 'exists':
      return isPresent(actual);
    case 'equals':
      return sameValue(actual, expected);
    case 'notEquals':
      return !sameValue(actual, expected);
    case 'in':
      return Array.isArray(expected) && expected.some((candidate) => sameValue(actual, candidate));
    case 'contains': {
      if (Array.isArray(actual)) return actual.some((item) => sameValue(item, expected));
      if (!isPresent(actual) || typeof actual === 'object' || !isPresent(expected)) return false;
      // Case-insensitive text search, like the settings page's other "contains" filters.
      return String(actual).toLowerCase().includes(String(expected).toLowerCase());
    }
  }
}

/** A rule without conditions matches every task (a catch-all placed at the end of the list). */
export function ruleMatches(rule: RoutingRuleDefinition, attributes: Record<string, unknown>): boolean {
  if (rule.conditions.length === 0) return true;
  return rule.match === 'all'
    ? rule.conditions.every((condition) => conditionHolds(condition, attributes))
    : rule.conditions.some((condition) => conditionHolds(condition, attributes));
}

/**
 * The first enabled rule (in list order) whose conditions hold on the task's attributes plus its
 * channel, or null: the task then goes to the brand's default queue.
 */
export function selectRoutingRule<T extends RoutingRuleDefinition>(
  rules: readonly T[],
  task: { channel: string; attributes: Record<string, unknown> },
): T | null {
  const attributes = { ...task.attributes, channel: task.channel };
  return rules.find((rule) => rule.enabled && ruleMatches(rule, attributes)) ?? null;
}
