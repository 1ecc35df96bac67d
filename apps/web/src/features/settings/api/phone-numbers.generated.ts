// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BrandPhoneNumberInput = {
  friendlyName: string;
  /** Parsed as US by default; stored in E.164 */
  phoneNumber: string;
  sms: boolean;
  voice: boolean;
};

export type SettingsBrandPhoneNumberFragment = { id: string, phoneNumber: string, friendlyName: string, voice: boolean, sms: boolean, createdAt: string, updatedAt: string };

export type BrandPhoneNumbersQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandPhoneNumbersQuery = { brandPhoneNumbers: Array<{ id: string, phoneNumber: string, friendlyName: string, voice: boolean, sms: boolean, createdAt: string, updatedAt: string }> };

export type CreateBrandPhoneNumberMutationVariables = Exact<{
  input: Types.BrandPhoneNumberInput;
}>;


export type CreateBrandPhoneNumberMutation = { createBrandPhoneNumber: { id: string, phoneNumber: string, friendlyName: string, voice: boolean, sms: boolean, createdAt: string, updatedAt: string } };

export type UpdateBrandPhoneNumberMutationVariables = Exact<{
  id: string | number;
  input: Types.BrandPhoneNumberInput;
}>;


export type UpdateBrandPhoneNumberMutation = { updateBrandPhoneNumber: { id: string, phoneNumber: string, friendlyName: string, voice: boolean, sms: boolean, createdAt: string, updatedAt: string } };

export type DeleteBrandPhoneNumberMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBrandPhoneNumberMutation = { deleteBrandPhoneNumber: string };

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
export const SettingsBrandPhoneNumberFragmentDoc = new TypedDocumentString(`
    fragment SettingsBrandPhoneNumber on BrandPhoneNumber {
  id
  phoneNumber
  friendlyName
  voice
  sms
  createdAt
  updatedAt
}
    `, {"fragmentName":"SettingsBrandPhoneNumber"}) as unknown as TypedDocumentString<SettingsBrandPhoneNumberFragment, unknown>;
export const BrandPhoneNumbersDocument = new TypedDocumentString(`
    query BrandPhoneNumbers {
  brandPhoneNumbers {
    ...SettingsBrandPhoneNumber
  }
}
    fragment SettingsBrandPhoneNumber on BrandPhoneNumber {
  id
  phoneNumber
  friendlyName
  voice
  sms
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<BrandPhoneNumbersQuery, BrandPhoneNumbersQueryVariables>;
export const CreateBrandPhoneNumberDocument = new TypedDocumentString(`
    mutation CreateBrandPhoneNumber($input: BrandPhoneNumberInput!) {
  createBrandPhoneNumber(input: $input) {
    ...SettingsBrandPhoneNumber
  }
}
    fragment SettingsBrandPhoneNumber on BrandPhoneNumber {
  id
  phoneNumber
  friendlyName
  voice
  sms
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateBrandPhoneNumberMutation, CreateBrandPhoneNumberMutationVariables>;
export const UpdateBrandPhoneNumberDocument = new TypedDocumentString(`
    mutation UpdateBrandPhoneNumber($id: ID!, $input: BrandPhoneNumberInput!) {
  updateBrandPhoneNumber(id: $id, input: $input) {
    ...SettingsBrandPhoneNumber
  }
}
    fragment SettingsBrandPhoneNumber on BrandPhoneNumber {
  id
  phoneNumber
  friendlyName
  voice
  sms
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdateBrandPhoneNumberMutation, UpdateBrandPhoneNumberMutationVariables>;
export const DeleteBrandPhoneNumberDocument = new TypedDocumentString(`
    mutation DeleteBrandPhoneNumber($id: ID!) {
  deleteBrandPhoneNumber(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteBrandPhoneNumberMutation, DeleteBrandPhoneNumberMutationVariables>;