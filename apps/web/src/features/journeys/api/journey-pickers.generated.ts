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

export type JourneyQueueOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type JourneyQueueOptionsQuery = { queues: Array<{ sid: string, friendlyName: string }> };

export type JourneyNumberOptionsQueryVariables = Exact<{
  channel: string;
}>;


export type JourneyNumberOptionsQuery = { getCommunicationSources: Array<{ source: string, internalDisplayName: string | null }> };

export type JourneyAgentOptionsQueryVariables = Exact<{
  queryParams?: Types.FindAllAgentsQueryParams | null | undefined;
}>;


export type JourneyAgentOptionsQuery = { findAllAgents: { items: Array<{ id: string, name: string, email: string, workerSid: string, deactivated: boolean }> } };

export type JourneyCancellationReasonOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type JourneyCancellationReasonOptionsQuery = { cancellationReasons: Array<{ id: string, name: string }> };

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

export const JourneyQueueOptionsDocument = new TypedDocumentString(`
    query JourneyQueueOptions {
  queues {
    sid
    friendlyName
  }
}
    `) as unknown as TypedDocumentString<JourneyQueueOptionsQuery, JourneyQueueOptionsQueryVariables>;
export const JourneyNumberOptionsDocument = new TypedDocumentString(`
    query JourneyNumberOptions($channel: String!) {
  getCommunicationSources(channel: $channel) {
    source
    internalDisplayName
  }
}
    `) as unknown as TypedDocumentString<JourneyNumberOptionsQuery, JourneyNumberOptionsQueryVariables>;
export const JourneyAgentOptionsDocument = new TypedDocumentString(`
    query JourneyAgentOptions($queryParams: FindAllAgentsQueryParams) {
  findAllAgents(queryParams: $queryParams) {
    items {
      id
      name
      email
      workerSid
      deactivated
    }
  }
}
    `) as unknown as TypedDocumentString<JourneyAgentOptionsQuery, JourneyAgentOptionsQueryVariables>;
export const JourneyCancellationReasonOptionsDocument = new TypedDocumentString(`
    query JourneyCancellationReasonOptions {
  cancellationReasons {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<JourneyCancellationReasonOptionsQuery, JourneyCancellationReasonOptionsQueryVariables>;