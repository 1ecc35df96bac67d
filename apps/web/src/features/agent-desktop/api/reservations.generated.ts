// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AgentReservationsQueryVariables = Exact<{
  workerSid: string;
}>;


export type AgentReservationsQuery = { reservations: Array<{ sid: string, reservationSid: string, taskSid: string, status: string, taskStatus: string, attributes: unknown, priority: number, queueName: string, queueSid: string, taskChannelUniqueName: string, channelType: string, workflowName: string, createdDate: string, reservationAcceptedAt: string | null, workerSid: string, timeoutAt: string | null }> };

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

export const AgentReservationsDocument = new TypedDocumentString(`
    query AgentReservations($workerSid: String!) {
  reservations(workerSid: $workerSid) {
    sid
    reservationSid
    taskSid
    status
    taskStatus
    attributes
    priority
    queueName
    queueSid
    taskChannelUniqueName
    channelType
    workflowName
    createdDate
    reservationAcceptedAt
    workerSid
    timeoutAt
  }
}
    `) as unknown as TypedDocumentString<AgentReservationsQuery, AgentReservationsQueryVariables>;