// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SegmentType =
  | 'dynamic'
  | 'static';

export type SegmentFieldsFragment = { id: string, name: string, type: Types.SegmentType, conditions: unknown, count: number | null, createdById: string | null, createdAt: string, updatedAt: string };

export type SegmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type SegmentsQuery = { segments: Array<{ id: string, name: string, type: Types.SegmentType, conditions: unknown, count: number | null, createdById: string | null, createdAt: string, updatedAt: string }> };

export type SegmentQueryVariables = Exact<{
  id: string | number;
}>;


export type SegmentQuery = { segment: { id: string, name: string, type: Types.SegmentType, conditions: unknown, count: number | null, createdById: string | null, createdAt: string, updatedAt: string } };

export type PreviewSegmentCountQueryVariables = Exact<{
  conditions: unknown;
}>;


export type PreviewSegmentCountQuery = { previewSegmentCount: number };

export type CreateSegmentMutationVariables = Exact<{
  name: string;
  type: Types.SegmentType;
  conditions?: unknown;
}>;


export type CreateSegmentMutation = { createSegment: { id: string, name: string, type: Types.SegmentType, conditions: unknown, count: number | null, createdById: string | null, createdAt: string, updatedAt: string } };

export type UpdateSegmentMutationVariables = Exact<{
  id: string | number;
  name: string;
  conditions?: unknown;
}>;


export type UpdateSegmentMutation = { updateSegment: { id: string, name: string, type: Types.SegmentType, conditions: unknown, count: number | null, createdById: string | null, createdAt: string, updatedAt: string } };

export type DeleteSegmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSegmentMutation = { deleteSegment: { id: string } };

export type SegmentContactsQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SegmentContactsQuery = { segmentContacts: { page: number, size: number, hasMore: boolean, items: Array<{ profileId: string, name: string | null, contactPhone: string | null, email: string | null, externalId: string | null }> } };

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
export const SegmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment SegmentFields on Segment {
  id
  name
  type
  conditions
  count
  createdById
  createdAt
  updatedAt
}
    `, {"fragmentName":"SegmentFields"}) as unknown as TypedDocumentString<SegmentFieldsFragment, unknown>;
export const SegmentsDocument = new TypedDocumentString(`
    query Segments {
  segments {
    ...SegmentFields
  }
}
    fragment SegmentFields on Segment {
  id
  name
  type
  conditions
  count
  createdById
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<SegmentsQuery, SegmentsQueryVariables>;
export const SegmentDocument = new TypedDocumentString(`
    query Segment($id: ID!) {
  segment(id: $id) {
    ...SegmentFields
  }
}
    fragment SegmentFields on Segment {
  id
  name
  type
  conditions
  count
  createdById
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<SegmentQuery, SegmentQueryVariables>;
export const PreviewSegmentCountDocument = new TypedDocumentString(`
    query PreviewSegmentCount($conditions: JSON!) {
  previewSegmentCount(conditions: $conditions)
}
    `) as unknown as TypedDocumentString<PreviewSegmentCountQuery, PreviewSegmentCountQueryVariables>;
export const CreateSegmentDocument = new TypedDocumentString(`
    mutation CreateSegment($name: String!, $type: SegmentType!, $conditions: JSON) {
  createSegment(name: $name, type: $type, conditions: $conditions) {
    ...SegmentFields
  }
}
    fragment SegmentFields on Segment {
  id
  name
  type
  conditions
  count
  createdById
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateSegmentMutation, CreateSegmentMutationVariables>;
export const UpdateSegmentDocument = new TypedDocumentString(`
    mutation UpdateSegment($id: ID!, $name: String!, $conditions: JSON) {
  updateSegment(id: $id, name: $name, conditions: $conditions) {
    ...SegmentFields
  }
}
    fragment SegmentFields on Segment {
  id
  name
  type
  conditions
  count
  createdById
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdateSegmentMutation, UpdateSegmentMutationVariables>;
export const DeleteSegmentDocument = new TypedDocumentString(`
    mutation DeleteSegment($id: ID!) {
  deleteSegment(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteSegmentMutation, DeleteSegmentMutationVariables>;
export const SegmentContactsDocument = new TypedDocumentString(`
    query SegmentContacts($id: ID!, $page: Int, $size: Int) {
  segmentContacts(id: $id, page: $page, size: $size) {
    items {
      profileId
      name
      contactPhone
      email
      externalId
    }
    page
    size
    hasMore
  }
}
    `) as unknown as TypedDocumentString<SegmentContactsQuery, SegmentContactsQueryVariables>;