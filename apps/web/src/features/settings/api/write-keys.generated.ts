// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CreateWriteKeyInput = {
  /** Which system uses it; at most 100 characters */
  name: string;
};

export type WriteKeyStatus =
  | 'active'
  | 'revoked';

export type SettingsWriteKeyFragment = { id: string, name: string, lastFour: string | null, status: Types.WriteKeyStatus, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdBy: { id: string, name: string } | null };

export type WriteKeysQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type WriteKeysQuery = { writeKeys: { total: number, page: number, size: number, items: Array<{ id: string, name: string, lastFour: string | null, status: Types.WriteKeyStatus, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdBy: { id: string, name: string } | null }> } };

export type CreateWriteKeyMutationVariables = Exact<{
  input: Types.CreateWriteKeyInput;
}>;


export type CreateWriteKeyMutation = { createWriteKey: { key: string, writeKey: { id: string, name: string, lastFour: string | null, status: Types.WriteKeyStatus, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdBy: { id: string, name: string } | null } } };

export type RevokeWriteKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeWriteKeyMutation = { revokeWriteKey: { id: string, name: string, lastFour: string | null, status: Types.WriteKeyStatus, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdBy: { id: string, name: string } | null } };

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
export const SettingsWriteKeyFragmentDoc = new TypedDocumentString(`
    fragment SettingsWriteKey on WriteKey {
  id
  name
  lastFour
  status
  createdAt
  createdBy {
    id
    name
  }
  lastUsedAt
  revokedAt
}
    `, {"fragmentName":"SettingsWriteKey"}) as unknown as TypedDocumentString<SettingsWriteKeyFragment, unknown>;
export const WriteKeysDocument = new TypedDocumentString(`
    query WriteKeys($page: Int, $size: Int) {
  writeKeys(page: $page, size: $size) {
    items {
      ...SettingsWriteKey
    }
    total
    page
    size
  }
}
    fragment SettingsWriteKey on WriteKey {
  id
  name
  lastFour
  status
  createdAt
  createdBy {
    id
    name
  }
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<WriteKeysQuery, WriteKeysQueryVariables>;
export const CreateWriteKeyDocument = new TypedDocumentString(`
    mutation CreateWriteKey($input: CreateWriteKeyInput!) {
  createWriteKey(input: $input) {
    key
    writeKey {
      ...SettingsWriteKey
    }
  }
}
    fragment SettingsWriteKey on WriteKey {
  id
  name
  lastFour
  status
  createdAt
  createdBy {
    id
    name
  }
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<CreateWriteKeyMutation, CreateWriteKeyMutationVariables>;
export const RevokeWriteKeyDocument = new TypedDocumentString(`
    mutation RevokeWriteKey($id: ID!) {
  revokeWriteKey(id: $id) {
    ...SettingsWriteKey
  }
}
    fragment SettingsWriteKey on WriteKey {
  id
  name
  lastFour
  status
  createdAt
  createdBy {
    id
    name
  }
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<RevokeWriteKeyMutation, RevokeWriteKeyMutationVariables>;