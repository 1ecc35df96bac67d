// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DeskCustomerQueryVariables = Exact<{
  profileId?: string | null | undefined;
}>;


export type DeskCustomerQuery = { getProfile: { profileId: string, name: string | null, contactPhone: string | null, email: string | null, customProperties: unknown, phones: Array<{ label: string | null, phoneNumber: string, smsOptIn: { subscribed: boolean }, voiceOptIn: { subscribed: boolean } }>, emails: Array<{ label: string | null, email: string, emailOptIn: { subscribed: boolean } }> } };

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

export const DeskCustomerDocument = new TypedDocumentString(`
    query DeskCustomer($profileId: String) {
  getProfile(profileId: $profileId) {
    profileId
    name
    contactPhone
    email
    customProperties
    phones {
      label
      phoneNumber
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
      emailOptIn {
        subscribed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeskCustomerQuery, DeskCustomerQueryVariables>;