// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ExternalTransferPhonebookEntryInput = {
  description?: string | null | undefined;
  name: string;
  /** Parsed as US by default; stored in E.164 */
  phoneNumber: string;
};

export type SettingsPhonebookEntryFragment = { id: string, name: string, phoneNumber: string, description: string | null, createdAt: string, updatedAt: string };

export type ExternalTransferPhonebookQueryVariables = Exact<{ [key: string]: never; }>;


export type ExternalTransferPhonebookQuery = { externalTransferPhonebook: Array<{ id: string, name: string, phoneNumber: string, description: string | null, createdAt: string, updatedAt: string }> };

export type CreatePhonebookEntryMutationVariables = Exact<{
  input: Types.ExternalTransferPhonebookEntryInput;
}>;


export type CreatePhonebookEntryMutation = { createExternalTransferPhonebookEntry: { id: string, name: string, phoneNumber: string, description: string | null, createdAt: string, updatedAt: string } };

export type UpdatePhonebookEntryMutationVariables = Exact<{
  id: string | number;
  input: Types.ExternalTransferPhonebookEntryInput;
}>;


export type UpdatePhonebookEntryMutation = { updateExternalTransferPhonebookEntry: { id: string, name: string, phoneNumber: string, description: string | null, createdAt: string, updatedAt: string } };

export type DeletePhonebookEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePhonebookEntryMutation = { deleteExternalTransferPhonebookEntry: string };

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
export const SettingsPhonebookEntryFragmentDoc = new TypedDocumentString(`
    fragment SettingsPhonebookEntry on ExternalTransferPhonebookEntry {
  id
  name
  phoneNumber
  description
  createdAt
  updatedAt
}
    `, {"fragmentName":"SettingsPhonebookEntry"}) as unknown as TypedDocumentString<SettingsPhonebookEntryFragment, unknown>;
export const ExternalTransferPhonebookDocument = new TypedDocumentString(`
    query ExternalTransferPhonebook {
  externalTransferPhonebook {
    ...SettingsPhonebookEntry
  }
}
    fragment SettingsPhonebookEntry on ExternalTransferPhonebookEntry {
  id
  name
  phoneNumber
  description
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<ExternalTransferPhonebookQuery, ExternalTransferPhonebookQueryVariables>;
export const CreatePhonebookEntryDocument = new TypedDocumentString(`
    mutation CreatePhonebookEntry($input: ExternalTransferPhonebookEntryInput!) {
  createExternalTransferPhonebookEntry(input: $input) {
    ...SettingsPhonebookEntry
  }
}
    fragment SettingsPhonebookEntry on ExternalTransferPhonebookEntry {
  id
  name
  phoneNumber
  description
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreatePhonebookEntryMutation, CreatePhonebookEntryMutationVariables>;
export const UpdatePhonebookEntryDocument = new TypedDocumentString(`
    mutation UpdatePhonebookEntry($id: ID!, $input: ExternalTransferPhonebookEntryInput!) {
  updateExternalTransferPhonebookEntry(id: $id, input: $input) {
    ...SettingsPhonebookEntry
  }
}
    fragment SettingsPhonebookEntry on ExternalTransferPhonebookEntry {
  id
  name
  phoneNumber
  description
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdatePhonebookEntryMutation, UpdatePhonebookEntryMutationVariables>;
export const DeletePhonebookEntryDocument = new TypedDocumentString(`
    mutation DeletePhonebookEntry($id: ID!) {
  deleteExternalTransferPhonebookEntry(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePhonebookEntryMutation, DeletePhonebookEntryMutationVariables>;