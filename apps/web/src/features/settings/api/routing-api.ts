import type { RoutingCondition, RoutingMatchMode } from '@parley/core/routing-rules';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// Queues and routing rules: the routing module's GraphQL (docs/routing-contract.md "GraphQL").
// The input type names are the routing module's; they are named once here.
const INPUT_TYPES = {
  queue: 'QueueInput',
  queuePatch: 'QueuePatchInput',
  rule: 'RoutingRuleInput',
  rulePatch: 'RoutingRulePatchInput',
} as const;

export type Queue = {
  sid: string;
  friendlyName: string;
  transferEligible: boolean;
  requiredSkills: string[];
  reservationTimeoutSeconds: number;
  isDefault: boolean;
  waitingCount: number;
  offeredCount: number;
};
export type QueueInput = Omit<Queue, 'sid' | 'waitingCount' | 'offeredCount'>;

export type RoutingRule = {
  id: string;
  name: string;
  position: number;
  enabled: boolean;
  match: RoutingMatchMode;
  conditions: RoutingCondition[];
  queueSid: string;
  queueName: string;
  priority: number | null;
};
export type RoutingRuleInput = Omit<RoutingRule, 'id' | 'position' | 'queueName'>;

const QUEUE =
  'sid friendlyName transferEligible requiredSkills reservationTimeoutSeconds isDefault waitingCount offeredCount';
const RULE =
  'id name position enabled match conditions { attribute operator value } queueSid queueName priority';

export async function fetchQueues(signal?: AbortSignal): Promise<Queue[]> {
  const data = await graphqlRequest<{ queues: Queue[] }>(
    `query SettingsQueues { queues { ${QUEUE} } }`,
    {},
    { signal },
  );
  return data.queues;
}

export async function saveQueue(sid: string | null, input: QueueInput): Promise<Queue> {
  if (sid === null) {
    const data = await graphqlRequest<{ createQueue: Queue }>(
      `mutation SettingsCreateQueue($input: ${INPUT_TYPES.queue}!) { createQueue(input: $input) { ${QUEUE} } }`,
      { input },
    );
    return data.createQueue;
  }
  const data = await graphqlRequest<{ updateQueue: Queue }>(
    `mutation SettingsUpdateQueue($sid: ID!, $input: ${INPUT_TYPES.queuePatch}!) {
      updateQueue(sid: $sid, input: $input) { ${QUEUE} }
    }`,
    { sid, input },
  );
  return data.updateQueue;
}

export async function deleteQueue(sid: string): Promise<void> {
  await graphqlRequest('mutation SettingsDeleteQueue($sid: ID!) { deleteQueue(sid: $sid) }', { sid });
}

export async function fetchRules(signal?: AbortSignal): Promise<RoutingRule[]> {
  const data = await graphqlRequest<{ routingRules: RoutingRule[] }>(
    `query SettingsRoutingRules { routingRules { ${RULE} } }`,
    {},
    { signal },
  );
  return data.routingRules;
}

export async function saveRule(id: string | null, input: Partial<RoutingRuleInput>): Promise<RoutingRule> {
  if (id === null) {
    const data = await graphqlRequest<{ createRoutingRule: RoutingRule }>(
      `mutation SettingsCreateRule($input: ${INPUT_TYPES.rule}!) { createRoutingRule(input: $input) { ${RULE} } }`,
      { input },
    );
    return data.createRoutingRule;
  }
  const data = await graphqlRequest<{ updateRoutingRule: RoutingRule }>(
    `mutation SettingsUpdateRule($id: ID!, $input: ${INPUT_TYPES.rulePatch}!) {
      updateRoutingRule(id: $id, input: $input) { ${RULE} }
    }`,
    { id, input },
  );
  return data.updateRoutingRule;
}

export async function deleteRule(id: string): Promise<void> {
  await graphqlRequest('mutation SettingsDeleteRule($id: ID!) { deleteRoutingRule(id: $id) }', { id });
}

export async function reorderRules(ids: string[]): Promise<void> {
  await graphqlRequest(
    'mutation SettingsReorderRules($ids: [ID!]!) { reorderRoutingRules(ids: $ids) { id } }',
    {
      ids,
    },
  );
}
