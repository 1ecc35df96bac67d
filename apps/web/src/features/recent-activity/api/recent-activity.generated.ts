// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What an activity item is about: its medium, or the journey or campaign that caused it. */
export type ActivityChannel =
  | 'call'
  | 'campaign'
  | 'contact'
  | 'custom'
  | 'email'
  | 'journey'
  | 'segment'
  | 'sms'
  | 'task'
  | 'voicemail';

export type RecentActivityFilter = {
  agentId?: string | number | null | undefined;
  /** One of call, sms, email, voicemail, journey, segment, campaign, task, contact, custom. */
  channel?: string | null | undefined;
  /** The contact's id (ActivityContact.id). */
  contactId?: string | number | null | undefined;
  /** The contact's profile id (a merged-away one finds the survivor). */
  profileId?: string | null | undefined;
  /** An event name, exactly. */
  type?: string | null | undefined;
};

export type ActivityItemFieldsFragment = { id: string, occurredAt: string, type: string, eventType: string, channel: Types.ActivityChannel, summary: string, recordingUrl: string | null, contact: { id: string, profileId: string, name: string | null, phone: string | null }, agent: { id: string, name: string } | null };

export type RecentActivityQueryVariables = Exact<{
  filter?: Types.RecentActivityFilter | null | undefined;
  after?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type RecentActivityQuery = { recentActivity: { nextCursor: string | null, lookbackDays: number, items: Array<{ id: string, occurredAt: string, type: string, eventType: string, channel: Types.ActivityChannel, summary: string, recordingUrl: string | null, contact: { id: string, profileId: string, name: string | null, phone: string | null }, agent: { id: string, name: string } | null }> } };

export type RecentActivityAgentsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentActivityAgentsQuery = { agents: Array<{ id: string, name: string }> };

export type RecentActivityContactsQueryVariables = Exact<{
  query: string;
}>;


export type RecentActivityContactsQuery = { searchContacts: { items: Array<{ profileId: string, name: string | null, contactPhone: string | null }> } };

export type RecentActivityContactQueryVariables = Exact<{
  profileId: string;
}>;


export type RecentActivityContactQuery = { getProfile: { profileId: string, name: string | null, contactPhone: string | null } };

export type RecentActivityEventNamesQueryVariables = Exact<{
  eventType: string;
}>;


export type RecentActivityEventNamesQuery = { getEventNames: { items: Array<string> } };

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
export const ActivityItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment ActivityItemFields on ActivityItem {
  id
  occurredAt
  type
  eventType
  channel
  summary
  recordingUrl
  contact {
    id
    profileId
    name
    phone
  }
  agent {
    id
    name
  }
}
    `, {"fragmentName":"ActivityItemFields"}) as unknown as TypedDocumentString<ActivityItemFieldsFragment, unknown>;
export const RecentActivityDocument = new TypedDocumentString(`
    query RecentActivity($filter: RecentActivityFilter, $after: String, $limit: Int) {
  recentActivity(filter: $filter, after: $after, limit: $limit) {
    items {
      ...ActivityItemFields
    }
    nextCursor
    lookbackDays
  }
}
    fragment ActivityItemFields on ActivityItem {
  id
  occurredAt
  type
  eventType
  channel
  summary
  recordingUrl
  contact {
    id
    profileId
    name
    phone
  }
  agent {
    id
    name
  }
}`) as unknown as TypedDocumentString<RecentActivityQuery, RecentActivityQueryVariables>;
export const RecentActivityAgentsDocument = new TypedDocumentString(`
    query RecentActivityAgents {
  agents {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<RecentActivityAgentsQuery, RecentActivityAgentsQueryVariables>;
export const RecentActivityContactsDocument = new TypedDocumentString(`
    query RecentActivityContacts($query: String!) {
  searchContacts(query: $query, size: 10) {
    items {
      profileId
      name
      contactPhone
    }
  }
}
    `) as unknown as TypedDocumentString<RecentActivityContactsQuery, RecentActivityContactsQueryVariables>;
export const RecentActivityContactDocument = new TypedDocumentString(`
    query RecentActivityContact($profileId: String!) {
  getProfile(profileId: $profileId) {
    profileId
    name
    contactPhone
  }
}
    `) as unknown as TypedDocumentString<RecentActivityContactQuery, RecentActivityContactQueryVariables>;
export const RecentActivityEventNamesDocument = new TypedDocumentString(`
    query RecentActivityEventNames($eventType: String!) {
  getEventNames(eventType: $eventType) {
    items
  }
}
    `) as unknown as TypedDocumentString<RecentActivityEventNamesQuery, RecentActivityEventNamesQueryVariables>;