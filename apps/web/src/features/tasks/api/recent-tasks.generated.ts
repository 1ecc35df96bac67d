// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RecentTaskFiltersInput = {
  campaignId?: string | null | undefined;
  dispositions?: Array<string> | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
  /** Worker sid or email (admins and supervisors) */
  targetAgent?: string | null | undefined;
  taskType?: string | null | undefined;
};

export type RecentTasksQueryVariables = Exact<{
  filters?: Types.RecentTaskFiltersInput | null | undefined;
}>;


export type RecentTasksQuery = { recentTasks: Array<{ sid: string, originalTaskSid: string | null, type: string, channel: string, status: string, contactPhone: string | null, contactName: string | null, contactExternalId: string | null, details: string | null, disposition: string | null, notes: string | null, agentName: string | null, workerSid: string | null, originalTaskQueueName: string, recordingSid: string | null, recordingUrl: string | null, timestamps: { createdAt: string, acceptedAt: string | null, wrappedAt: string | null, endedAt: string | null }, cancelationInfo: { reasonId: string | null, canceledBy: string | null } | null }> };

export type RecentTaskFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentTaskFiltersQuery = { recentTaskFilters: { taskTypes: Array<string>, dispositions: Array<string>, targetAgents: Array<{ workerSid: string, name: string, email: string }>, campaigns: Array<{ id: string, name: string | null }> } };

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

export const RecentTasksDocument = new TypedDocumentString(`
    query RecentTasks($filters: RecentTaskFiltersInput) {
  recentTasks(filters: $filters) {
    sid
    originalTaskSid
    type
    channel
    status
    contactPhone
    contactName
    contactExternalId
    details
    disposition
    notes
    agentName
    workerSid
    originalTaskQueueName
    recordingSid
    recordingUrl
    timestamps {
      createdAt
      acceptedAt
      wrappedAt
      endedAt
    }
    cancelationInfo {
      reasonId
      canceledBy
    }
  }
}
    `) as unknown as TypedDocumentString<RecentTasksQuery, RecentTasksQueryVariables>;
export const RecentTaskFiltersDocument = new TypedDocumentString(`
    query RecentTaskFilters {
  recentTaskFilters {
    targetAgents {
      workerSid
      name
      email
    }
    taskTypes
    dispositions
    campaigns {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RecentTaskFiltersQuery, RecentTaskFiltersQueryVariables>;