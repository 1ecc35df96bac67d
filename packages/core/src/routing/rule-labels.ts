import { TASK_CHANNELS } from '../common/channels.ts';
import type { RoutingMatchMode, RoutingOperator } from './rules.ts';

// The Task Routing settings pages (spec 002 §2 "Task Routing: rules, queues, attributes"). The rule
// and queue shapes and their checks are routing-rules.ts (docs/routing-contract.md); this file holds
// what the settings pages show about them: the task attributes a rule can test, and the operators' labels.

export const ROUTING_OPERATOR_LABELS: Record<RoutingOperator, string> = {
  equals: 'equals',
  notEquals: 'does not equal',
  contains: 'contains',
  in: 'is one of',
  exists: 'is set',
};

export const ROUTING_MATCH_LABELS: Record<RoutingMatchMode, string> = {
  all: 'All conditions',
  any: 'Any condition',
};

export type RoutingAttribute = {
  name: string;
  description: string;
  /** Example values, or every possible value when `closed`. */
  examples: readonly string[];
  closed?: boolean;
};

/** spec 000 §3 / spec 001 §3 task attributes (plus the channel) that rules can match on. */
export const ROUTING_ATTRIBUTES: readonly RoutingAttribute[] = [
  {
    name: 'channel',
    description: 'The task channel (taskChannelUniqueName).',
    examples: TASK_CHANNELS,
    closed: true,
  },
  {
    name: 'title',
    description: 'The task title shown to the agent.',
    examples: ['Incoming Call', 'Transfer Call', 'scheduled callback', 'ASAP callback', 'outbound call'],
  },
  {
    name: 'taskType',
    description: 'The kind of task.',
    examples: ['Progressive Dial', 'Agent SMS Task', 'Custom Task'],
  },
  {
    name: 'direction',
    description: 'Whether the contact or the brand started it.',
    examples: ['inbound', 'outbound'],
    closed: true,
  },
  { name: 'contactPhone', description: "The contact's phone number, E.164.", examples: ['+14155550100'] },
  { name: 'email', description: "The contact's email address.", examples: ['jane@example.com'] },
  { name: 'name', description: "The contact's name.", examples: ['Jane Doe'] },
  { name: 'externalId', description: 'The contact id in an outside system (a CRM).', examples: ['CRM-1042'] },
  { name: 'profileId', description: 'The contact profile id.', examples: [] },
  {
    name: 'parleyVoicePhone',
    description: 'The brand number the contact reached or was reached from.',
    examples: ['+14155550199'],
  },
  {
    name: 'openUrl',
    description: 'A page the agent desktop may open with the task.',
    examples: ['https://crm.example.com/cases/42'],
  },
  {
    name: 'autoAnswer',
    description: 'Whether the desktop accepts the task by itself.',
    examples: ['true', 'false'],
    closed: true,
  },
  { name: 'originalTaskSid', description: 'Set on a transferred task: the task it came from.', examples: [] },
];
