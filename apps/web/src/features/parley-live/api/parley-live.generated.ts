// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ParleyLiveQueryVariables = Exact<{
  timeZone: string;
  serviceLevelSeconds?: number | null | undefined;
}>;


export type ParleyLiveQuery = { parleyLive: { at: string, timeZone: string, serviceLevelSeconds: number, callsInProgress: number, agents: Array<{ id: string, name: string, status: string, available: boolean, since: string, taskCount: number, taskChannel: string | null }>, queues: Array<{ sid: string, name: string, waiting: number, offered: number, inProgress: number, longestWaitSince: string | null, today: { created: number, handled: number, abandoned: number, serviceLevel: number | null, averageSpeedOfAnswerSeconds: number | null } }>, campaigns: Array<{ id: string, name: string, messageType: string, dialingMode: string | null, dialing: number, pending: number, reached: number, ratio: number | null }> } };

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

export const ParleyLiveDocument = new TypedDocumentString(`
    query ParleyLive($timeZone: String!, $serviceLevelSeconds: Int) {
  parleyLive(timeZone: $timeZone, serviceLevelSeconds: $serviceLevelSeconds) {
    at
    timeZone
    serviceLevelSeconds
    callsInProgress
    agents {
      id
      name
      status
      available
      since
      taskCount
      taskChannel
    }
    queues {
      sid
      name
      waiting
      offered
      inProgress
      longestWaitSince
      today {
        created
        handled
        abandoned
        serviceLevel
        averageSpeedOfAnswerSeconds
      }
    }
    campaigns {
      id
      name
      messageType
      dialingMode
      dialing
      pending
      reached
      ratio
    }
  }
}
    `) as unknown as TypedDocumentString<ParleyLiveQuery, ParleyLiveQueryVariables>;