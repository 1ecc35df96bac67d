// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CallRecordingsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type CallRecordingsQuery = { callRecordings: Array<{ id: string, conferenceSid: string, taskSid: string | null, agentUserId: string, agentName: string | null, contactPhone: string | null, mimeType: string, sizeBytes: number, durationSeconds: number, startedAt: string, createdAt: string, audioUrl: string }> };

export type DeleteCallRecordingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCallRecordingMutation = { deleteCallRecording: string };

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

export const CallRecordingsDocument = new TypedDocumentString(`
    query CallRecordings($page: Int, $size: Int) {
  callRecordings(page: $page, size: $size) {
    id
    conferenceSid
    taskSid
    agentUserId
    agentName
    contactPhone
    mimeType
    sizeBytes
    durationSeconds
    startedAt
    createdAt
    audioUrl
  }
}
    `) as unknown as TypedDocumentString<CallRecordingsQuery, CallRecordingsQueryVariables>;
export const DeleteCallRecordingDocument = new TypedDocumentString(`
    mutation DeleteCallRecording($id: ID!) {
  deleteCallRecording(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCallRecordingMutation, DeleteCallRecordingMutationVariables>;