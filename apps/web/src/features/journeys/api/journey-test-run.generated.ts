// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type StartJourneyTestRunMutationVariables = Exact<{
  journeyId: string | number;
  contactId: string | number;
  useDraft?: boolean | null | undefined;
}>;


export type StartJourneyTestRunMutation = { startJourneyTestRun: { id: string, state: string, nodeId: string | null, test: boolean, enteredAt: string, endedAt: string | null, endReason: string | null, contact: { id: string, profileId: string, name: string | null, phone: string | null, email: string | null } | null, path: Array<{ nodeId: string, status: string, output: string | null, reason: string | null, enteredAt: string, finishedAt: string | null }> } };

export type JourneyTestRunQueryVariables = Exact<{
  journeyId: string | number;
  runId: string | number;
}>;


export type JourneyTestRunQuery = { journeyRun: { id: string, state: string, nodeId: string | null, test: boolean, enteredAt: string, endedAt: string | null, endReason: string | null, contact: { id: string, profileId: string, name: string | null, phone: string | null, email: string | null } | null, path: Array<{ nodeId: string, status: string, output: string | null, reason: string | null, enteredAt: string, finishedAt: string | null }> } };

export type StopJourneyTestRunMutationVariables = Exact<{
  journeyId: string | number;
  runId: string | number;
}>;


export type StopJourneyTestRunMutation = { removeContactFromJourney: boolean };

export type JourneyTestContactsQueryVariables = Exact<{
  query: string;
  page?: number | null | undefined;
}>;


export type JourneyTestContactsQuery = { searchContacts: { hasMore: boolean, items: Array<{ profileId: string, name: string | null, contactPhone: string | null, email: string | null, externalId: string | null }> } };

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

export const StartJourneyTestRunDocument = new TypedDocumentString(`
    mutation StartJourneyTestRun($journeyId: ID!, $contactId: ID!, $useDraft: Boolean) {
  startJourneyTestRun(
    journeyId: $journeyId
    contactId: $contactId
    useDraft: $useDraft
  ) {
    ...JourneyRunFields
  }
}
    fragment JourneyRunFields on JourneyUserRun {
  id
  state
  nodeId
  test
  enteredAt
  endedAt
  endReason
  contact {
    id
    profileId
    name
    phone
    email
  }
  path {
    nodeId
    status
    output
    reason
    enteredAt
    finishedAt
  }
}`) as unknown as TypedDocumentString<StartJourneyTestRunMutation, StartJourneyTestRunMutationVariables>;
export const JourneyTestRunDocument = new TypedDocumentString(`
    query JourneyTestRun($journeyId: ID!, $runId: ID!) {
  journeyRun(journeyId: $journeyId, runId: $runId) {
    ...JourneyRunFields
  }
}
    fragment JourneyRunFields on JourneyUserRun {
  id
  state
  nodeId
  test
  enteredAt
  endedAt
  endReason
  contact {
    id
    profileId
    name
    phone
    email
  }
  path {
    nodeId
    status
    output
    reason
    enteredAt
    finishedAt
  }
}`) as unknown as TypedDocumentString<JourneyTestRunQuery, JourneyTestRunQueryVariables>;
export const StopJourneyTestRunDocument = new TypedDocumentString(`
    mutation StopJourneyTestRun($journeyId: ID!, $runId: ID!) {
  removeContactFromJourney(journeyId: $journeyId, runId: $runId)
}
    `) as unknown as TypedDocumentString<StopJourneyTestRunMutation, StopJourneyTestRunMutationVariables>;
export const JourneyTestContactsDocument = new TypedDocumentString(`
    query JourneyTestContacts($query: String!, $page: Int) {
  searchContacts(query: $query, page: $page, size: 10) {
    hasMore
    items {
      profileId
      name
      contactPhone
      email
      externalId
    }
  }
}
    `) as unknown as TypedDocumentString<JourneyTestContactsQuery, JourneyTestContactsQueryVariables>;