// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PhonesEmailsOrderInput = {
  direction?: string | null | undefined;
  field: string;
};

export type AudienceContactsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
  order?: Types.PhonesEmailsOrderInput | null | undefined;
}>;


export type AudienceContactsQuery = { getPhonesEmails: { page: number, size: number, hasMore: boolean, items: Array<{ profileId: string, name: string | null, contactPhone: string | null, email: string | null, externalId: string | null, updatedAt: string }> } };

export type AudienceSearchQueryVariables = Exact<{
  query: string;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type AudienceSearchQuery = { searchContacts: { page: number, size: number, hasMore: boolean, items: Array<{ profileId: string, name: string | null, contactPhone: string | null, email: string | null, externalId: string | null, updatedAt: string }> } };

export type AudienceProfileQueryVariables = Exact<{
  profileId?: string | null | undefined;
}>;


export type AudienceProfileQuery = { getProfile: { profileId: string, name: string | null, firstName: string | null, lastName: string | null, contactPhone: string | null, email: string | null, externalId: string | null, optIn: boolean, customProperties: unknown, rvProperties: unknown, createdAt: string, updatedAt: string, phones: Array<{ label: string | null, phoneNumber: string, isPrimary: boolean, smsOptIn: { subscribed: boolean }, voiceOptIn: { subscribed: boolean } }>, emails: Array<{ label: string | null, email: string, isPrimary: boolean, emailOptIn: { subscribed: boolean } }> } };

export type AudienceTotalQueryVariables = Exact<{
  query?: string | null | undefined;
}>;


export type AudienceTotalQuery = { countContacts: { count: number, capped: boolean } };

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

export const AudienceContactsDocument = new TypedDocumentString(`
    query AudienceContacts($page: Int, $size: Int, $order: PhonesEmailsOrderInput) {
  getPhonesEmails(page: $page, size: $size, order: $order) {
    items {
      profileId
      name
      contactPhone
      email
      externalId
      updatedAt
    }
    page
    size
    hasMore
  }
}
    `) as unknown as TypedDocumentString<AudienceContactsQuery, AudienceContactsQueryVariables>;
export const AudienceSearchDocument = new TypedDocumentString(`
    query AudienceSearch($query: String!, $page: Int, $size: Int) {
  searchContacts(query: $query, page: $page, size: $size) {
    items {
      profileId
      name
      contactPhone
      email
      externalId
      updatedAt
    }
    page
    size
    hasMore
  }
}
    `) as unknown as TypedDocumentString<AudienceSearchQuery, AudienceSearchQueryVariables>;
export const AudienceProfileDocument = new TypedDocumentString(`
    query AudienceProfile($profileId: String) {
  getProfile(profileId: $profileId) {
    profileId
    name
    firstName
    lastName
    contactPhone
    email
    externalId
    optIn
    customProperties
    rvProperties
    createdAt
    updatedAt
    phones {
      label
      phoneNumber
      isPrimary
      smsOptIn {
        subscribed
      }
      voiceOptIn {
        subscribed
      }
    }
    emails {
      label
      email
      isPrimary
      emailOptIn {
        subscribed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AudienceProfileQuery, AudienceProfileQueryVariables>;
export const AudienceTotalDocument = new TypedDocumentString(`
    query AudienceTotal($query: String) {
  countContacts(query: $query) {
    count
    capped
  }
}
    `) as unknown as TypedDocumentString<AudienceTotalQuery, AudienceTotalQueryVariables>;