// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AgentFilterInput = {
  name?: StringFilterInput | null | undefined;
};

export type AgentOrderInput = {
  /** asc (default) or desc */
  direction?: string | null | undefined;
  /** name, email, status, isAvailable or twilioStatusChangedAt */
  field: string;
};

export type FindAllAgentsQueryParams = {
  filter?: AgentFilterInput | null | undefined;
  order?: AgentOrderInput | null | undefined;
  /** From 0 */
  page?: number | null | undefined;
  /** At most 1000 */
  size?: number | null | undefined;
};

export type StringFilterInput = {
  contains?: string | null | undefined;
};

export type AgentsPageQueryVariables = Exact<{
  queryParams?: Types.FindAllAgentsQueryParams | null | undefined;
  timeZone?: string | null | undefined;
}>;


export type AgentsPageQuery = { findAllAgents: { items: Array<{ id: string, name: string, email: string, status: string, isAvailable: boolean, conferenceStatus: string, workerSid: string, reservations: Array<{ sid: string, taskSid: string, status: string, taskChannelUniqueName: string, attributes: unknown, reservationAcceptedAt: string | null }> }> }, agentsOverview: { timeZone: string, agents: Array<{ id: string, status: string, statusChangedAt: string, skills: Array<string>, handledToday: number, averageHandleSeconds: number | null, occupancy: number | null, teams: Array<{ id: string, name: string }>, activityBreakdown: Array<{ activityName: string, duration: number }>, currentTask: { taskSid: string, channel: string, status: string, title: string | null, contact: string | null, since: string } | null }> } };

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

export const AgentsPageDocument = new TypedDocumentString(`
    query AgentsPage($queryParams: FindAllAgentsQueryParams, $timeZone: String) {
  findAllAgents(queryParams: $queryParams) {
    items {
      id
      name
      email
      status
      isAvailable
      conferenceStatus
      workerSid
      reservations {
        sid
        taskSid
        status
        taskChannelUniqueName
        attributes
        reservationAcceptedAt
      }
    }
  }
  agentsOverview(timeZone: $timeZone) {
    timeZone
    agents {
      id
      status
      statusChangedAt
      teams {
        id
        name
      }
      skills
      activityBreakdown {
        activityName
        duration
      }
      handledToday
      averageHandleSeconds
      occupancy
      currentTask {
        taskSid
        channel
        status
        title
        contact
        since
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AgentsPageQuery, AgentsPageQueryVariables>;