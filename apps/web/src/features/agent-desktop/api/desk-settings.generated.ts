// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DeskTaskPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskTaskPreferencesQuery = { taskPreferences: { defaults: { variant: string, effective: { autoAcceptByTaskTitle: string, autocompleteCountdownSeconds: number, callsAutoAccept: boolean, inboundEmailDelaySeconds: number, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } } }, variants: Array<{ variant: string, effective: { autoAcceptByTaskTitle: string, autocompleteCountdownSeconds: number, callsAutoAccept: boolean, inboundEmailDelaySeconds: number, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } } }> } };

export type DeskEffectivePreferencesFragment = { autoAcceptByTaskTitle: string, autocompleteCountdownSeconds: number, callsAutoAccept: boolean, inboundEmailDelaySeconds: number, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } };

export type DeskWrapUpListsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskWrapUpListsQuery = { dispositions: Array<{ id: string, name: string }>, tags: Array<{ id: string, name: string }> };

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
export const DeskEffectivePreferencesFragmentDoc = new TypedDocumentString(`
    fragment DeskEffectivePreferences on TaskPreferences {
  autoAcceptByTaskTitle
  autocompleteCountdownSeconds
  callsAutoAccept
  inboundEmailDelaySeconds
  tasksAutoOpenUrl {
    enabled
    openUrl
  }
}
    `, {"fragmentName":"DeskEffectivePreferences"}) as unknown as TypedDocumentString<DeskEffectivePreferencesFragment, unknown>;
export const DeskTaskPreferencesDocument = new TypedDocumentString(`
    query DeskTaskPreferences {
  taskPreferences {
    defaults {
      variant
      effective {
        ...DeskEffectivePreferences
      }
    }
    variants {
      variant
      effective {
        ...DeskEffectivePreferences
      }
    }
  }
}
    fragment DeskEffectivePreferences on TaskPreferences {
  autoAcceptByTaskTitle
  autocompleteCountdownSeconds
  callsAutoAccept
  inboundEmailDelaySeconds
  tasksAutoOpenUrl {
    enabled
    openUrl
  }
}`) as unknown as TypedDocumentString<DeskTaskPreferencesQuery, DeskTaskPreferencesQueryVariables>;
export const DeskWrapUpListsDocument = new TypedDocumentString(`
    query DeskWrapUpLists {
  dispositions {
    id
    name
  }
  tags {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<DeskWrapUpListsQuery, DeskWrapUpListsQueryVariables>;