// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AgentDesktopListItemInput = {
  name: string;
};

export type SettingsDispositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsDispositionsQuery = { dispositions: Array<{ id: string, name: string, position: number }> };

export type SettingsCreateDispositionMutationVariables = Exact<{
  input: Types.AgentDesktopListItemInput;
}>;


export type SettingsCreateDispositionMutation = { createDisposition: { id: string, name: string, position: number } };

export type SettingsUpdateDispositionMutationVariables = Exact<{
  id: string | number;
  input: Types.AgentDesktopListItemInput;
}>;


export type SettingsUpdateDispositionMutation = { updateDisposition: { id: string } };

export type SettingsDeleteDispositionMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsDeleteDispositionMutation = { deleteDisposition: string };

export type SettingsReorderDispositionsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type SettingsReorderDispositionsMutation = { reorderDispositions: Array<{ id: string }> };

export type SettingsTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsTagsQuery = { tags: Array<{ id: string, name: string, position: number }> };

export type SettingsCreateTagMutationVariables = Exact<{
  input: Types.AgentDesktopListItemInput;
}>;


export type SettingsCreateTagMutation = { createTag: { id: string, name: string, position: number } };

export type SettingsUpdateTagMutationVariables = Exact<{
  id: string | number;
  input: Types.AgentDesktopListItemInput;
}>;


export type SettingsUpdateTagMutation = { updateTag: { id: string } };

export type SettingsDeleteTagMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsDeleteTagMutation = { deleteTag: string };

export type SettingsReorderTagsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type SettingsReorderTagsMutation = { reorderTags: Array<{ id: string }> };

export type SettingsCancellationReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsCancellationReasonsQuery = { cancellationReasons: Array<{ id: string, name: string, position: number }> };

export type SettingsCreateCancellationReasonMutationVariables = Exact<{
  input: Types.AgentDesktopListItemInput;
}>;


export type SettingsCreateCancellationReasonMutation = { createCancellationReason: { id: string, name: string, position: number } };

export type SettingsUpdateCancellationReasonMutationVariables = Exact<{
  id: string | number;
  input: Types.AgentDesktopListItemInput;
}>;


export type SettingsUpdateCancellationReasonMutation = { updateCancellationReason: { id: string } };

export type SettingsDeleteCancellationReasonMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsDeleteCancellationReasonMutation = { deleteCancellationReason: string };

export type SettingsReorderCancellationReasonsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type SettingsReorderCancellationReasonsMutation = { reorderCancellationReasons: Array<{ id: string }> };

export type SettingsDeskListItemFragment = { id: string, name: string, position: number };

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
export const SettingsDeskListItemFragmentDoc = new TypedDocumentString(`
    fragment SettingsDeskListItem on AgentDesktopListItem {
  id
  name
  position
}
    `, {"fragmentName":"SettingsDeskListItem"}) as unknown as TypedDocumentString<SettingsDeskListItemFragment, unknown>;
export const SettingsDispositionsDocument = new TypedDocumentString(`
    query SettingsDispositions {
  dispositions {
    ...SettingsDeskListItem
  }
}
    fragment SettingsDeskListItem on AgentDesktopListItem {
  id
  name
  position
}`) as unknown as TypedDocumentString<SettingsDispositionsQuery, SettingsDispositionsQueryVariables>;
export const SettingsCreateDispositionDocument = new TypedDocumentString(`
    mutation SettingsCreateDisposition($input: AgentDesktopListItemInput!) {
  createDisposition(input: $input) {
    ...SettingsDeskListItem
  }
}
    fragment SettingsDeskListItem on AgentDesktopListItem {
  id
  name
  position
}`) as unknown as TypedDocumentString<SettingsCreateDispositionMutation, SettingsCreateDispositionMutationVariables>;
export const SettingsUpdateDispositionDocument = new TypedDocumentString(`
    mutation SettingsUpdateDisposition($id: ID!, $input: AgentDesktopListItemInput!) {
  updateDisposition(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsUpdateDispositionMutation, SettingsUpdateDispositionMutationVariables>;
export const SettingsDeleteDispositionDocument = new TypedDocumentString(`
    mutation SettingsDeleteDisposition($id: ID!) {
  deleteDisposition(id: $id)
}
    `) as unknown as TypedDocumentString<SettingsDeleteDispositionMutation, SettingsDeleteDispositionMutationVariables>;
export const SettingsReorderDispositionsDocument = new TypedDocumentString(`
    mutation SettingsReorderDispositions($ids: [ID!]!) {
  reorderDispositions(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsReorderDispositionsMutation, SettingsReorderDispositionsMutationVariables>;
export const SettingsTagsDocument = new TypedDocumentString(`
    query SettingsTags {
  tags {
    ...SettingsDeskListItem
  }
}
    fragment SettingsDeskListItem on AgentDesktopListItem {
  id
  name
  position
}`) as unknown as TypedDocumentString<SettingsTagsQuery, SettingsTagsQueryVariables>;
export const SettingsCreateTagDocument = new TypedDocumentString(`
    mutation SettingsCreateTag($input: AgentDesktopListItemInput!) {
  createTag(input: $input) {
    ...SettingsDeskListItem
  }
}
    fragment SettingsDeskListItem on AgentDesktopListItem {
  id
  name
  position
}`) as unknown as TypedDocumentString<SettingsCreateTagMutation, SettingsCreateTagMutationVariables>;
export const SettingsUpdateTagDocument = new TypedDocumentString(`
    mutation SettingsUpdateTag($id: ID!, $input: AgentDesktopListItemInput!) {
  updateTag(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsUpdateTagMutation, SettingsUpdateTagMutationVariables>;
export const SettingsDeleteTagDocument = new TypedDocumentString(`
    mutation SettingsDeleteTag($id: ID!) {
  deleteTag(id: $id)
}
    `) as unknown as TypedDocumentString<SettingsDeleteTagMutation, SettingsDeleteTagMutationVariables>;
export const SettingsReorderTagsDocument = new TypedDocumentString(`
    mutation SettingsReorderTags($ids: [ID!]!) {
  reorderTags(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsReorderTagsMutation, SettingsReorderTagsMutationVariables>;
export const SettingsCancellationReasonsDocument = new TypedDocumentString(`
    query SettingsCancellationReasons {
  cancellationReasons {
    ...SettingsDeskListItem
  }
}
    fragment SettingsDeskListItem on AgentDesktopListItem {
  id
  name
  position
}`) as unknown as TypedDocumentString<SettingsCancellationReasonsQuery, SettingsCancellationReasonsQueryVariables>;
export const SettingsCreateCancellationReasonDocument = new TypedDocumentString(`
    mutation SettingsCreateCancellationReason($input: AgentDesktopListItemInput!) {
  createCancellationReason(input: $input) {
    ...SettingsDeskListItem
  }
}
    fragment SettingsDeskListItem on AgentDesktopListItem {
  id
  name
  position
}`) as unknown as TypedDocumentString<SettingsCreateCancellationReasonMutation, SettingsCreateCancellationReasonMutationVariables>;
export const SettingsUpdateCancellationReasonDocument = new TypedDocumentString(`
    mutation SettingsUpdateCancellationReason($id: ID!, $input: AgentDesktopListItemInput!) {
  updateCancellationReason(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsUpdateCancellationReasonMutation, SettingsUpdateCancellationReasonMutationVariables>;
export const SettingsDeleteCancellationReasonDocument = new TypedDocumentString(`
    mutation SettingsDeleteCancellationReason($id: ID!) {
  deleteCancellationReason(id: $id)
}
    `) as unknown as TypedDocumentString<SettingsDeleteCancellationReasonMutation, SettingsDeleteCancellationReasonMutationVariables>;
export const SettingsReorderCancellationReasonsDocument = new TypedDocumentString(`
    mutation SettingsReorderCancellationReasons($ids: [ID!]!) {
  reorderCancellationReasons(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<SettingsReorderCancellationReasonsMutation, SettingsReorderCancellationReasonsMutationVariables>;