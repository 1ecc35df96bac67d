// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What an activity item is about: its medium, or the journey or campaign that caused it. */
export type ActivityChannel =
  | 'call'
  | 'campaign'
  | 'contact'
  | 'custom'
  | 'email'
  | 'journey'
  | 'segment'
  | 'sms'
  | 'task'
  | 'voicemail';

export type ContactTimelineQueryVariables = Exact<{
  profileId: string;
  after?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ContactTimelineQuery = { contactTimeline: { nextCursor: string | null, items: Array<{ id: string, occurredAt: string, type: string, channel: Types.ActivityChannel, eventType: string, summary: string, recordingUrl: string | null, properties: unknown, agent: { id: string, name: string } | null }> } };

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

export const ContactTimelineDocument = new TypedDocumentString(`
    query ContactTimeline($profileId: String!, $after: String, $limit: Int) {
  contactTimeline(profileId: $profileId, after: $after, limit: $limit) {
    items {
      id
      occurredAt
      type
      channel
      eventType
      summary
      recordingUrl
      properties
      agent {
        id
        name
      }
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ContactTimelineQuery, ContactTimelineQueryVariables>;