// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CampaignContactListOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignContactListOptionsQuery = { brandContactLists: { items: Array<{ id: string, name: string }> } };

export type CampaignQueueOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignQueueOptionsQuery = { queues: Array<{ sid: string, friendlyName: string }> };

export type CampaignNumberOptionsQueryVariables = Exact<{
  channel: string;
}>;


export type CampaignNumberOptionsQuery = { getCommunicationSources: Array<{ source: string, internalDisplayName: string | null }> };

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

export const CampaignContactListOptionsDocument = new TypedDocumentString(`
    query CampaignContactListOptions {
  brandContactLists(page: 0, size: 100) {
    items {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignContactListOptionsQuery, CampaignContactListOptionsQueryVariables>;
export const CampaignQueueOptionsDocument = new TypedDocumentString(`
    query CampaignQueueOptions {
  queues {
    sid
    friendlyName
  }
}
    `) as unknown as TypedDocumentString<CampaignQueueOptionsQuery, CampaignQueueOptionsQueryVariables>;
export const CampaignNumberOptionsDocument = new TypedDocumentString(`
    query CampaignNumberOptions($channel: String!) {
  getCommunicationSources(channel: $channel) {
    source
    internalDisplayName
  }
}
    `) as unknown as TypedDocumentString<CampaignNumberOptionsQuery, CampaignNumberOptionsQueryVariables>;