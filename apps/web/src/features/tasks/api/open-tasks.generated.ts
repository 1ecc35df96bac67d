// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type OpenTasksFilterInput = {
  /** A task channel of spec 000 §4 (sms, voice, email, custom-tasks …) */
  channel?: string | null | undefined;
  queueSid?: string | null | undefined;
  /** waiting, offered, accepted, wrapping, or pending (waiting and offered) */
  status?: string | null | undefined;
};

export type OpenTasksQueryVariables = Exact<{
  filter?: Types.OpenTasksFilterInput | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type OpenTasksQuery = { openTasks: { total: number, page: number, size: number, items: Array<{ sid: string, state: string, taskStatus: string, channel: string, priority: number, queueSid: string, queueName: string, createdAt: string, ageSeconds: number, title: string | null, contactName: string | null, contactPhone: string | null, agent: { workerSid: string, name: string, email: string } | null }> } };

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

export const OpenTasksDocument = new TypedDocumentString(`
    query OpenTasks($filter: OpenTasksFilterInput, $page: Int, $size: Int) {
  openTasks(filter: $filter, page: $page, size: $size) {
    total
    page
    size
    items {
      sid
      state
      taskStatus
      channel
      priority
      queueSid
      queueName
      createdAt
      ageSeconds
      title
      contactName
      contactPhone
      agent {
        workerSid
        name
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OpenTasksQuery, OpenTasksQueryVariables>;