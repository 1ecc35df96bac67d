// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type UpdateUserDataInput = {
  status: string;
  twilioSid?: string | null | undefined;
};

export type DeskAgentQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskAgentQuery = { getAuthenticatedUser: { id: string, email: string, name: string, workerSid: string, status: string, statusChangedAt: string, availableStatuses: Array<{ name: string, available: boolean, activitySid: string }> } };

export type UpdateAgentStatusMutationVariables = Exact<{
  updateUserData: Types.UpdateUserDataInput;
}>;


export type UpdateAgentStatusMutation = { updateAgent: { name: string, status: string, twilioStatusChangedAt: string, email: string, twilioSid: string } };

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

export const DeskAgentDocument = new TypedDocumentString(`
    query DeskAgent {
  getAuthenticatedUser {
    id
    email
    name
    workerSid
    status
    statusChangedAt
    availableStatuses {
      name
      available
      activitySid
    }
  }
}
    `) as unknown as TypedDocumentString<DeskAgentQuery, DeskAgentQueryVariables>;
export const UpdateAgentStatusDocument = new TypedDocumentString(`
    mutation UpdateAgentStatus($updateUserData: UpdateUserDataInput!) {
  updateAgent(updateUserData: $updateUserData) {
    name
    status
    twilioStatusChangedAt
    email
    twilioSid
  }
}
    `) as unknown as TypedDocumentString<UpdateAgentStatusMutation, UpdateAgentStatusMutationVariables>;