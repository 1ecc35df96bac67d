// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BrandContactListsFilterInput = {
  /** Part of the name, ignoring case */
  name?: string | null | undefined;
};

export type SettingsContactListsQueryVariables = Exact<{
  filter?: Types.BrandContactListsFilterInput | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SettingsContactListsQuery = { brandContactLists: { total: number, page: number, size: number, items: Array<{ id: string, name: string, page: string, isDefault: boolean, shareWithAllUsers: boolean, pageQuery: string, createdBy: string | null, createdById: string | null, createdAt: string, updatedAt: string, teams: Array<{ id: string, name: string }> }> } };

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

export const SettingsContactListsDocument = new TypedDocumentString(`
    query SettingsContactLists($filter: BrandContactListsFilterInput, $page: Int, $size: Int) {
  brandContactLists(filter: $filter, page: $page, size: $size) {
    total
    page
    size
    items {
      id
      name
      page
      isDefault
      shareWithAllUsers
      teams {
        id
        name
      }
      pageQuery
      createdBy
      createdById
      createdAt
      updatedAt
    }
  }
}
    `) as unknown as TypedDocumentString<SettingsContactListsQuery, SettingsContactListsQueryVariables>;