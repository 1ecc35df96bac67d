// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type JourneyNodeAnalyticsQueryVariables = Exact<{
  journeyId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type JourneyNodeAnalyticsQuery = { journeyNodeAnalytics: Array<{ nodeId: string, entered: number, waiting: number, completed: number, skipped: number, failed: number }> };

export type JourneyEdgeAnalyticsQueryVariables = Exact<{
  journeyId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type JourneyEdgeAnalyticsQuery = { journeyEdgeAnalytics: Array<{ edgeId: string, count: number }> };

export type JourneyUsersQueryVariables = Exact<{
  journeyId: string | number;
  nodeId?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type JourneyUsersQuery = { journeyUsers: { total: number, page: number, size: number, items: Array<{ id: string, state: string, nodeId: string | null, test: boolean, enteredAt: string, endedAt: string | null, endReason: string | null, contact: { id: string, profileId: string, name: string | null, phone: string | null, email: string | null } | null, path: Array<{ nodeId: string, status: string, output: string | null, reason: string | null, enteredAt: string, finishedAt: string | null }> }> } };

export type RemoveContactFromJourneyMutationVariables = Exact<{
  journeyId: string | number;
  runId: string | number;
}>;


export type RemoveContactFromJourneyMutation = { removeContactFromJourney: boolean };

export type JourneyRunFieldsFragment = { id: string, state: string, nodeId: string | null, test: boolean, enteredAt: string, endedAt: string | null, endReason: string | null, contact: { id: string, profileId: string, name: string | null, phone: string | null, email: string | null } | null, path: Array<{ nodeId: string, status: string, output: string | null, reason: string | null, enteredAt: string, finishedAt: string | null }> };

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
export const JourneyRunFieldsFragmentDoc = new TypedDocumentString(`
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
}
    `, {"fragmentName":"JourneyRunFields"}) as unknown as TypedDocumentString<JourneyRunFieldsFragment, unknown>;
export const JourneyNodeAnalyticsDocument = new TypedDocumentString(`
    query JourneyNodeAnalytics($journeyId: ID!, $from: DateTime, $to: DateTime) {
  journeyNodeAnalytics(journeyId: $journeyId, from: $from, to: $to) {
    nodeId
    entered
    waiting
    completed
    skipped
    failed
  }
}
    `) as unknown as TypedDocumentString<JourneyNodeAnalyticsQuery, JourneyNodeAnalyticsQueryVariables>;
export const JourneyEdgeAnalyticsDocument = new TypedDocumentString(`
    query JourneyEdgeAnalytics($journeyId: ID!, $from: DateTime, $to: DateTime) {
  journeyEdgeAnalytics(journeyId: $journeyId, from: $from, to: $to) {
    edgeId
    count
  }
}
    `) as unknown as TypedDocumentString<JourneyEdgeAnalyticsQuery, JourneyEdgeAnalyticsQueryVariables>;
export const JourneyUsersDocument = new TypedDocumentString(`
    query JourneyUsers($journeyId: ID!, $nodeId: String, $search: String, $page: Int, $size: Int) {
  journeyUsers(
    journeyId: $journeyId
    nodeId: $nodeId
    search: $search
    page: $page
    size: $size
  ) {
    items {
      ...JourneyRunFields
    }
    total
    page
    size
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
}`) as unknown as TypedDocumentString<JourneyUsersQuery, JourneyUsersQueryVariables>;
export const RemoveContactFromJourneyDocument = new TypedDocumentString(`
    mutation RemoveContactFromJourney($journeyId: ID!, $runId: ID!) {
  removeContactFromJourney(journeyId: $journeyId, runId: $runId)
}
    `) as unknown as TypedDocumentString<RemoveContactFromJourneyMutation, RemoveContactFromJourneyMutationVariables>;