// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BrandStatusInput = {
  available: boolean;
  name: string;
};

export type UpdateBrandStatusInput = {
  available?: boolean | null | undefined;
  name?: string | null | undefined;
};

export type SettingsBrandStatusFragment = { id: string, name: string, available: boolean, position: number };

export type SettingsStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsStatusesQuery = { brandStatuses: Array<{ id: string, name: string, available: boolean, position: number }> };

export type SettingsCreateStatusMutationVariables = Exact<{
  input: Types.BrandStatusInput;
}>;


export type SettingsCreateStatusMutation = { createBrandStatus: { id: string, name: string, available: boolean, position: number } };

export type SettingsUpdateStatusMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateBrandStatusInput;
}>;


export type SettingsUpdateStatusMutation = { updateBrandStatus: { id: string, name: string, available: boolean, position: number } };

export type SettingsDeleteStatusMutationVariables = Exact<{
  id: string | number;
}>;


export type SettingsDeleteStatusMutation = { deleteBrandStatus: string };

export type SettingsReorderStatusesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type SettingsReorderStatusesMutation = { reorderBrandStatuses: Array<{ id: string, name: string, available: boolean, position: number }> };

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
export const SettingsBrandStatusFragmentDoc = new TypedDocumentString(`
    fragment SettingsBrandStatus on BrandStatus {
  id
  name
  available
  position
}
    `, {"fragmentName":"SettingsBrandStatus"}) as unknown as TypedDocumentString<SettingsBrandStatusFragment, unknown>;
export const SettingsStatusesDocument = new TypedDocumentString(`
    query SettingsStatuses {
  brandStatuses {
    ...SettingsBrandStatus
  }
}
    fragment SettingsBrandStatus on BrandStatus {
  id
  name
  available
  position
}`) as unknown as TypedDocumentString<SettingsStatusesQuery, SettingsStatusesQueryVariables>;
export const SettingsCreateStatusDocument = new TypedDocumentString(`
    mutation SettingsCreateStatus($input: BrandStatusInput!) {
  createBrandStatus(input: $input) {
    ...SettingsBrandStatus
  }
}
    fragment SettingsBrandStatus on BrandStatus {
  id
  name
  available
  position
}`) as unknown as TypedDocumentString<SettingsCreateStatusMutation, SettingsCreateStatusMutationVariables>;
export const SettingsUpdateStatusDocument = new TypedDocumentString(`
    mutation SettingsUpdateStatus($id: ID!, $input: UpdateBrandStatusInput!) {
  updateBrandStatus(id: $id, input: $input) {
    ...SettingsBrandStatus
  }
}
    fragment SettingsBrandStatus on BrandStatus {
  id
  name
  available
  position
}`) as unknown as TypedDocumentString<SettingsUpdateStatusMutation, SettingsUpdateStatusMutationVariables>;
export const SettingsDeleteStatusDocument = new TypedDocumentString(`
    mutation SettingsDeleteStatus($id: ID!) {
  deleteBrandStatus(id: $id)
}
    `) as unknown as TypedDocumentString<SettingsDeleteStatusMutation, SettingsDeleteStatusMutationVariables>;
export const SettingsReorderStatusesDocument = new TypedDocumentString(`
    mutation SettingsReorderStatuses($ids: [ID!]!) {
  reorderBrandStatuses(ids: $ids) {
    ...SettingsBrandStatus
  }
}
    fragment SettingsBrandStatus on BrandStatus {
  id
  name
  available
  position
}`) as unknown as TypedDocumentString<SettingsReorderStatusesMutation, SettingsReorderStatusesMutationVariables>;