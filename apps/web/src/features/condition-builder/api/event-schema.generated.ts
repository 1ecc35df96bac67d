// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ConditionEventNamesQueryVariables = Exact<{
  eventType: string;
}>;


export type ConditionEventNamesQuery = { getEventNames: { items: Array<string> } };

export type ConditionEventSchemaQueryVariables = Exact<{
  eventType: string;
  eventName: string;
}>;


export type ConditionEventSchemaQuery = { getEventSchema: Array<{ fieldName: string, fieldType: string, fieldId: string, label: string | null }> };

export type ConditionEditableEventSchemaQueryVariables = Exact<{
  eventType: string;
  eventName: string;
}>;


export type ConditionEditableEventSchemaQuery = { getEditableEventSchema: Array<{ fieldName: string, fieldType: string, fieldId: string, label: string | null }> };

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

export const ConditionEventNamesDocument = new TypedDocumentString(`
    query ConditionEventNames($eventType: String!) {
  getEventNames(eventType: $eventType) {
    items
  }
}
    `) as unknown as TypedDocumentString<ConditionEventNamesQuery, ConditionEventNamesQueryVariables>;
export const ConditionEventSchemaDocument = new TypedDocumentString(`
    query ConditionEventSchema($eventType: String!, $eventName: String!) {
  getEventSchema(eventType: $eventType, eventName: $eventName) {
    fieldName
    fieldType
    fieldId
    label
  }
}
    `) as unknown as TypedDocumentString<ConditionEventSchemaQuery, ConditionEventSchemaQueryVariables>;
export const ConditionEditableEventSchemaDocument = new TypedDocumentString(`
    query ConditionEditableEventSchema($eventType: String!, $eventName: String!) {
  getEditableEventSchema(eventType: $eventType, eventName: $eventName) {
    fieldName
    fieldType
    fieldId
    label
  }
}
    `) as unknown as TypedDocumentString<ConditionEditableEventSchemaQuery, ConditionEditableEventSchemaQueryVariables>;