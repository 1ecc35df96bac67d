import type { RoutingCondition, RoutingMatchMode } from '@parley/core/routing/rules';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  SettingsCreateQueueDocument,
  SettingsCreateRuleDocument,
  SettingsDeleteQueueDocument,
  SettingsDeleteRuleDocument,
  type SettingsQueueFragment,
  SettingsQueuesDocument,
  SettingsReorderRulesDocument,
  type SettingsRoutingRuleFragment,
  SettingsRoutingRulesDocument,
  SettingsUpdateQueueDocument,
  SettingsUpdateRuleDocument,
} from './routing.generated.ts';

// Queues and routing rules: the routing module's GraphQL (docs/routing-contract.md "GraphQL").

export type Queue = SettingsQueueFragment;
export type QueueInput = Omit<Queue, 'sid' | 'waitingCount' | 'offeredCount'>;

export type RoutingRule = Omit<SettingsRoutingRuleFragment, 'match' | 'conditions'> & {
  match: RoutingMatchMode;
  conditions: RoutingCondition[];
};
export type RoutingRuleInput = Omit<RoutingRule, 'id' | 'position' | 'queueName'>;

/**
 * The schema types a rule's match and conditions loosely (String, JSON values); the routing module
 * checks both against @parley/core/routing/rules on every write, so a stored rule has their shape.
 */
function toRoutingRule(rule: SettingsRoutingRuleFragment): RoutingRule {
  return {
    ...rule,
    match: rule.match === 'any' ? 'any' : 'all',
    // Checked by routingRuleInput on write (apps/server/src/modules/routing): the same conditions back.
    conditions: rule.conditions as RoutingCondition[],
  };
}

export async function fetchQueues(signal?: AbortSignal): Promise<Queue[]> {
  const data = await graphqlRequest(SettingsQueuesDocument, {}, { signal });
  return data.queues;
}

export async function saveQueue(sid: string | null, input: QueueInput): Promise<Queue> {
  if (sid === null) {
    const data = await graphqlRequest(SettingsCreateQueueDocument, { input });
    return data.createQueue;
  }
  const data = await graphqlRequest(SettingsUpdateQueueDocument, { sid, input });
  return data.updateQueue;
}

export async function deleteQueue(sid: string): Promise<void> {
  await graphqlRequest(SettingsDeleteQueueDocument, { sid });
}

export async function fetchRules(signal?: AbortSignal): Promise<RoutingRule[]> {
  const data = await graphqlRequest(SettingsRoutingRulesDocument, {}, { signal });
  return data.routingRules.map(toRoutingRule);
}

/** A new rule has every required field; an existing one may change only some. */
export type RuleChange =
  | { id: null; input: RoutingRuleInput }
  | { id: string; input: Partial<RoutingRuleInput> };

export async function saveRule({ id, input }: RuleChange): Promise<RoutingRule> {
  if (id === null) {
    const data = await graphqlRequest(SettingsCreateRuleDocument, { input });
    return toRoutingRule(data.createRoutingRule);
  }
  const data = await graphqlRequest(SettingsUpdateRuleDocument, { id, input });
  return toRoutingRule(data.updateRoutingRule);
}

export async function deleteRule(id: string): Promise<void> {
  await graphqlRequest(SettingsDeleteRuleDocument, { id });
}

export async function reorderRules(ids: string[]): Promise<void> {
  await graphqlRequest(SettingsReorderRulesDocument, {
    ids,
  });
}
