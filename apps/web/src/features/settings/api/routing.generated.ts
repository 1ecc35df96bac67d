// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type QueueInput = {
  friendlyName: string;
  isDefault?: boolean | null | undefined;
  requiredSkills?: Array<string> | null | undefined;
  reservationTimeoutSeconds?: number | null | undefined;
  transferEligible?: boolean | null | undefined;
};

export type QueuePatchInput = {
  friendlyName?: string | null | undefined;
  isDefault?: boolean | null | undefined;
  requiredSkills?: Array<string> | null | undefined;
  reservationTimeoutSeconds?: number | null | undefined;
  transferEligible?: boolean | null | undefined;
};

export type RoutingConditionInput = {
  attribute: string;
  /** equals, notEquals, contains, in or exists */
  operator: string;
  value?: unknown;
};

export type RoutingRuleInput = {
  conditions?: Array<RoutingConditionInput> | null | undefined;
  enabled?: boolean | null | undefined;
  /** all (default) or any */
  match?: string | null | undefined;
  name: string;
  priority?: number | null | undefined;
  queueSid: string;
};

export type RoutingRulePatchInput = {
  conditions?: Array<RoutingConditionInput> | null | undefined;
  enabled?: boolean | null | undefined;
  match?: string | null | undefined;
  name?: string | null | undefined;
  /** null clears it */
  priority?: number | null | undefined;
  queueSid?: string | null | undefined;
};

export type SettingsQueueFragment = { sid: string, friendlyName: string, transferEligible: boolean, requiredSkills: Array<string>, reservationTimeoutSeconds: number, isDefault: boolean, waitingCount: number, offeredCount: number };

export type SettingsRoutingRuleFragment = { id: string, name: string, position: number, enabled: boolean, match: string, queueSid: string, queueName: string, priority: number | null, conditions: Array<{ attribute: string, operator: string, value: unknown }> };

export type SettingsQueuesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQueuesQuery = { queues: Array<{ sid: string, friendlyName: string, transferEligible: boolean, requiredSkills: Array<string>, reservationTimeoutSeconds: number, isDefault: boolean, waitingCount: number, offeredCount: number }> };

export type SettingsCreateQueueMutationVariables = Exact<{
  input: Types.QueueInput;
}>;


export type SettingsCreateQueueMutation = { createQueue: { sid: string, friendlyName: string, transferEligible: boolean, requiredSkills: Array<string>, reservationTimeoutSeconds: number, isDefault: boolean, waitingCount: number, offeredCount: number } };

export type SettingsUpdateQueueMutationVariables = Exact<{
  sid: string | number;
  input: Types.QueuePatchInput;
}>;


export type SettingsUpdateQueueMutation = { updateQueue: { sid: string, friendlyName: string, transferEligible: boolean, requiredSkills: Array<string>, reservationTimeoutSeconds: number, isDefault: boolean, waitingCount: number, offeredCount: number } };

export type SettingsDeleteQueueMutationVariables = Exact<{
  sid: string | number;
}>;


export type SettingsDeleteQueueMutation = { deleteQueue: boolean };

export type SettingsRoutingRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsRoutingRulesQuery = { routingRules: Array<{ id: string, name: string, position: number, enabled: boolean, match: string, queueSid: string, queueName: string, priority: number | null, conditions: Array<{ attribute: string, operator: string, value: unknown }> }> };

export type SettingsCreateRuleMutationVariables = Exact<{
  input: Types.RoutingRuleInput;
}>;


export type SettingsCreateRuleMutation = { createRoutingRule: { id: string, name: string, position: number, enabled: boolean, match: string, queueSid: string, queueName: string, priority: number | null, conditions: Array<{ attribute: string, operator: string, value: unknown }> } };

export type SettingsUpdateRuleMutationVariables = Exact<{
  id: string | number;
  input: Types.RoutingRulePatchInput;
}>;


export type SettingsUpdateRuleMutation = { updateRoutingRule: { id: string, name: string, position: number, enabled: boolean, match: string, queueSid: string, queueName: string, priority: number | null, conditions: Array<{ attribute: string, operator: string, value: unknown }> } };

export type SettingsDeleteRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsDeleteRuleMutation = { deleteRoutingRule: boolean };

export type SettingsReorderRulesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type SettingsReorderRulesMutation = { reorderRoutingRules: Array<{ id: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SettingsQueueFragmentDoc = new TypedDocumentString(`
    fragment SettingsQueue on Queue {
  sid
  friendlyName
  transferEligible
  requiredSkills
  reservationTimeoutSeconds
  isDefault
  waitingCount
  offeredCount
}
    `, {"fragmentName":"SettingsQueue"}) as unknown as TypedDocumentString<SettingsQueueFragment, unknown>;
export const SettingsRoutingRuleFragmentDoc = new TypedDocumentString(`
    fragment SettingsRoutingRule on RoutingRule {
  id
  name
  position
  enabled
  match
  conditions {
    attribute
    operator
    value
  }
  queueSid
  queueName
  priority
}
    `, {"fragmentName":"SettingsRoutingRule"}) as unknown as TypedDocumentString<SettingsRoutingRuleFragment, unknown>;
export const SettingsQueuesDocument = new TypedDocumentString(`
    query SettingsQueues {
  queues {
    ...SettingsQueue
  }
}
    fragment SettingsQueue on Queue {
  sid
  friendlyName
  transferEligible
  requiredSkills
  reservationTimeoutSeconds
  isDefault
  waitingCount
  offeredCount
}`) as unknown as TypedDocumentString<SettingsQueuesQuery, SettingsQueuesQueryVariables>;
export const SettingsCreateQueueDocument = new TypedDocumentString(`
    mutation SettingsCreateQueue($input: QueueInput!) {
  createQueue(input: $input) {
    ...SettingsQueue
  }
}
    fragment SettingsQueue on Queue {
  sid
  friendlyName
  transferEligible
  requiredSkills
  reservationTimeoutSeconds
  isDefault
  waitingCount
  offeredCount
}`) as unknown as TypedDocumentString<SettingsCreateQueueMutation, SettingsCreateQueueMutationVariables>;
export const SettingsUpdateQueueDocument = new TypedDocumentString(`
    mutation SettingsUpdateQueue($sid: ID!, $input: QueuePatchInput!) {
  updateQueue(sid: $sid, input: $input) {
    ...SettingsQueue
  }
}
    fragment SettingsQueue on Queue {
  sid
  friendlyName
  transferEligible
  requiredSkills
  reservationTimeoutSeconds
  isDefault
  waitingCount
  offeredCount
}`) as unknown as TypedDocumentString<SettingsUpdateQueueMutation, SettingsUpdateQueueMutationVariables>;
export const SettingsDeleteQueueDocument = new TypedDocumentString(`
    mutation SettingsDeleteQueue($sid: ID!) {
  deleteQueue(sid: $sid)
}
    `) as unknown as TypedDocumentString<SettingsDeleteQueueMutation, SettingsDeleteQueueMutationVariables>;
export const SettingsRoutingRulesDocument = new TypedDocumentString(`
    query SettingsRoutingRules {
  routingRules {
    ...SettingsRoutingRule
  }
}
    fragment SettingsRoutingRule on RoutingRule {
  id
  name
  position
  enabled
  match
  conditions {
    attribute
    operator
    value
  }
  queueSid
  queueName
  priority
}`) as unknown as TypedDocumentString<SettingsRoutingRulesQuery, SettingsRoutingRulesQueryVariables>;
export const SettingsCreateRuleDocument = new TypedDocumentString(`
    mutation SettingsCreateRule($input: RoutingRuleInput!) {
  createRoutingRule(input: $input) {
    ...SettingsRoutingRule
  }
}
    fragment SettingsRoutingRule on RoutingRule {
  id
  name
  position
  enabled
  match
  conditions {
    attribute
    operator
    value
  }
  queueSid
  queueName
  priority
}`) as unknown as TypedDocumentString<SettingsCreateRuleMutation, SettingsCreateRuleMutationVariables>;
export const SettingsUpdateRuleDocument = new TypedDocumentString(`
    mutation SettingsUpdateRule($id: ID!, $input: RoutingRulePatchInput!) {
  updateRoutingRule(id: $id, input: $input) {
    ...SettingsRoutingRule
  }
}
    fragment SettingsRoutingRule on RoutingRule {
  id
  name
  position
  enabled
  match
  conditions {
    attribute
    operator
    value
  }
  queueSid
  queueName
  priority
}`) as unknown as TypedDocumentString<SettingsUpdateRuleMutation, SettingsUpdateRuleMutationVariables>;
export const SettingsDeleteRuleDocument = new TypedDocumentString(`
    mutation SettingsDeleteRule($id: ID!) {
  deleteRoutingRule(id: $id)
}
    `) as unknown as TypedDocumentString<SettingsDeleteRuleMutation, SettingsDeleteRuleMutationVariables>;
export const SettingsReorderRulesDocument = new TypedDocumentString(`
    mutation SettingsReorderRules($ids: [ID!]!) {
  reorderRoutingRules(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsReorderRulesMutation, SettingsReorderRulesMutationVariables>;