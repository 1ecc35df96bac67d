// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SearchContactsQueryVariables = Exact<{
  query: string;
  page?: number | null | undefined;
}>;


export type SearchContactsQuery = { searchContacts: { kind: string, page: number, hasMore: boolean, items: Array<{ id: string, name: string | null, contactPhone: string | null, email: string | null, externalId: string | null, phones: Array<{ phoneNumber: string, label: string | null, isPrimary: boolean }>, emails: Array<{ email: string, isPrimary: boolean }> }> } };

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

export const SearchContactsDocument = new TypedDocumentString(`
    query SearchContacts($query: String!, $page: Int) {
  searchContacts(query: $query, page: $page) {
    kind
    page
    hasMore
    items {
      id
      name
      contactPhone
      email
      externalId
      phones {
        phoneNumber
        label
        isPrimary
      }
      emails {
        email
        isPrimary
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchContactsQuery, SearchContactsQueryVariables>;