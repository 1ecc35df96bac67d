// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CancelOpenTaskMutationVariables = Exact<{
  taskSid: string;
  cancellationReasonId: string;
}>;


export type CancelOpenTaskMutation = { cancelOpenTask: boolean };

export type AssignTaskMutationVariables = Exact<{
  taskSid: string;
  workerSid: string;
  reason?: string | null | undefined;
}>;


export type AssignTaskMutation = { assignTask: boolean };

export type TaskManagerChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskManagerChoicesQuery = { reassignReasons: Array<string>, agents: Array<{ workerSid: string, name: string, status: string, isAvailable: boolean, deactivated: boolean }>, cancellationReasons: Array<{ id: string, name: string }> };

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

export const CancelOpenTaskDocument = new TypedDocumentString(`
    mutation CancelOpenTask($taskSid: String!, $cancellationReasonId: String!) {
  cancelOpenTask(taskSid: $taskSid, cancellationReasonId: $cancellationReasonId)
}
    `) as unknown as TypedDocumentString<CancelOpenTaskMutation, CancelOpenTaskMutationVariables>;
export const AssignTaskDocument = new TypedDocumentString(`
    mutation AssignTask($taskSid: String!, $workerSid: String!, $reason: String) {
  assignTask(taskSid: $taskSid, workerSid: $workerSid, reason: $reason)
}
    `) as unknown as TypedDocumentString<AssignTaskMutation, AssignTaskMutationVariables>;
export const TaskManagerChoicesDocument = new TypedDocumentString(`
    query TaskManagerChoices {
  agents {
    workerSid
    name
    status
    isAvailable
    deactivated
  }
  cancellationReasons {
    id
    name
  }
  reassignReasons
}
    `) as unknown as TypedDocumentString<TaskManagerChoicesQuery, TaskManagerChoicesQueryVariables>;