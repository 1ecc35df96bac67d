// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DashboardInput = {
  agentId?: string | number | null | undefined;
  campaignId?: string | number | null | undefined;
  channel?: string | null | undefined;
  /** The first local date, 'YYYY-MM-DD'. */
  from: string;
  /** hour, day, week or month; by the range when absent. */
  granularity?: string | null | undefined;
  journeyId?: string | number | null | undefined;
  queueSid?: string | null | undefined;
  /** 10, 20 (default), 30, 60 or 120. */
  serviceLevelSeconds?: number | null | undefined;
  /** An IANA time zone, e.g. America/New_York. */
  timeZone: string;
  /** The last local date (included). */
  to: string;
};

export type DashboardFiguresFieldsFragment = { created: number, handled: number, completed: number, abandoned: number, abandonRate: number | null, serviceLevel: number | null, averageSpeedOfAnswerSeconds: number | null, averageHandleSeconds: number | null, averageTalkSeconds: number | null, averageWrapSeconds: number | null, transfers: number };

export type ReportingDashboardQueryVariables = Exact<{
  input: Types.DashboardInput;
}>;


export type ReportingDashboardQuery = { reportingDashboard: { from: string, to: string, timeZone: string, granularity: string, serviceLevelSeconds: number, totals: { created: number, handled: number, completed: number, abandoned: number, abandonRate: number | null, serviceLevel: number | null, averageSpeedOfAnswerSeconds: number | null, averageHandleSeconds: number | null, averageTalkSeconds: number | null, averageWrapSeconds: number | null, transfers: number }, series: Array<{ period: string, figures: { created: number, handled: number, completed: number, abandoned: number, abandonRate: number | null, serviceLevel: number | null, averageSpeedOfAnswerSeconds: number | null, averageHandleSeconds: number | null, averageTalkSeconds: number | null, averageWrapSeconds: number | null, transfers: number } }>, byChannel: Array<{ channel: string, figures: { created: number, handled: number, completed: number, abandoned: number, abandonRate: number | null, serviceLevel: number | null, averageSpeedOfAnswerSeconds: number | null, averageHandleSeconds: number | null, averageTalkSeconds: number | null, averageWrapSeconds: number | null, transfers: number } }>, byAgent: Array<{ agentId: string, figures: { created: number, handled: number, completed: number, abandoned: number, abandonRate: number | null, serviceLevel: number | null, averageSpeedOfAnswerSeconds: number | null, averageHandleSeconds: number | null, averageTalkSeconds: number | null, averageWrapSeconds: number | null, transfers: number } }>, byQueue: Array<{ queueSid: string, figures: { created: number, handled: number, completed: number, abandoned: number, abandonRate: number | null, serviceLevel: number | null, averageSpeedOfAnswerSeconds: number | null, averageHandleSeconds: number | null, averageTalkSeconds: number | null, averageWrapSeconds: number | null, transfers: number } }>, dispositions: Array<{ disposition: string, count: number }> } };

export type ReportingOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportingOptionsQuery = { queues: Array<{ sid: string, friendlyName: string }>, findAllAgents: { items: Array<{ id: string, name: string }> } };

export type ReportingTasksQueryVariables = Exact<{
  input: Types.DashboardInput;
  period?: string | null | undefined;
}>;


export type ReportingTasksQuery = { reportingTasks: { total: number, startsAt: string, endsAt: string, items: Array<{ sid: string, channel: string, queueName: string, agentId: string | null, status: string, title: string | null, contactName: string | null, contactPhone: string | null, disposition: string | null, createdAt: string, acceptedAt: string | null, endedAt: string }> } };

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
export const DashboardFiguresFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardFiguresFields on DashboardFigures {
  created
  handled
  completed
  abandoned
  abandonRate
  serviceLevel
  averageSpeedOfAnswerSeconds
  averageHandleSeconds
  averageTalkSeconds
  averageWrapSeconds
  transfers
}
    `, {"fragmentName":"DashboardFiguresFields"}) as unknown as TypedDocumentString<DashboardFiguresFieldsFragment, unknown>;
export const ReportingDashboardDocument = new TypedDocumentString(`
    query ReportingDashboard($input: DashboardInput!) {
  reportingDashboard(input: $input) {
    from
    to
    timeZone
    granularity
    serviceLevelSeconds
    totals {
      ...DashboardFiguresFields
    }
    series {
      period
      figures {
        ...DashboardFiguresFields
      }
    }
    byChannel {
      channel
      figures {
        ...DashboardFiguresFields
      }
    }
    byAgent {
      agentId
      figures {
        ...DashboardFiguresFields
      }
    }
    byQueue {
      queueSid
      figures {
        ...DashboardFiguresFields
      }
    }
    dispositions {
      disposition
      count
    }
  }
}
    fragment DashboardFiguresFields on DashboardFigures {
  created
  handled
  completed
  abandoned
  abandonRate
  serviceLevel
  averageSpeedOfAnswerSeconds
  averageHandleSeconds
  averageTalkSeconds
  averageWrapSeconds
  transfers
}`) as unknown as TypedDocumentString<ReportingDashboardQuery, ReportingDashboardQueryVariables>;
export const ReportingOptionsDocument = new TypedDocumentString(`
    query ReportingOptions {
  queues {
    sid
    friendlyName
  }
  findAllAgents(
    queryParams: {page: 0, size: 1000, order: {field: "name", direction: "asc"}}
  ) {
    items {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ReportingOptionsQuery, ReportingOptionsQueryVariables>;
export const ReportingTasksDocument = new TypedDocumentString(`
    query ReportingTasks($input: DashboardInput!, $period: String) {
  reportingTasks(input: $input, period: $period) {
    total
    startsAt
    endsAt
    items {
      sid
      channel
      queueName
      agentId
      status
      title
      contactName
      contactPhone
      disposition
      createdAt
      acceptedAt
      endedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ReportingTasksQuery, ReportingTasksQueryVariables>;