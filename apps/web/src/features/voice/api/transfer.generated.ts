// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AgentFilterInput = {
  name?: StringFilterInput | null | undefined;
};

export type AgentOrderInput = {
  /** asc (default) or desc */
  direction?: string | null | undefined;
  /** name, email, status, isAvailable or twilioStatusChangedAt */
  field: string;
};

export type FindAllAgentsQueryParams = {
  filter?: AgentFilterInput | null | undefined;
  order?: AgentOrderInput | null | undefined;
  /** From 0 */
  page?: number | null | undefined;
  /** At most 1000 */
  size?: number | null | undefined;
};

export type StringFilterInput = {
  contains?: string | null | undefined;
};

export type TransferAgentsQueryVariables = Exact<{
  queryParams?: Types.FindAllAgentsQueryParams | null | undefined;
}>;


export type TransferAgentsQuery = { findAllAgents: { items: Array<{ id: string, name: string, email: string, status: string, isAvailable: boolean, conferenceStatus: string, twilioContactUri: string, workerSid: string }> } };

export type TransferQueuesQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferQueuesQuery = { queues: Array<{ sid: string, friendlyName: string, transferEligible: boolean }> };

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

export const TransferAgentsDocument = new TypedDocumentString(`
    query TransferAgents($queryParams: FindAllAgentsQueryParams) {
  findAllAgents(queryParams: $queryParams) {
    items {
      id
      name
      email
      status
      isAvailable
      conferenceStatus
      twilioContactUri
      workerSid
    }
  }
}
    `) as unknown as TypedDocumentString<TransferAgentsQuery, TransferAgentsQueryVariables>;
export const TransferQueuesDocument = new TypedDocumentString(`
    query TransferQueues {
  queues {
    sid
    friendlyName
    transferEligible
  }
}
    `) as unknown as TypedDocumentString<TransferQueuesQuery, TransferQueuesQueryVariables>;