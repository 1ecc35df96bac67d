// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Every setting the variant sets; a field left out (or null) is inherited. */
export type TaskPreferenceOverridesInput = {
  autoAcceptByTaskTitle?: string | null | undefined;
  autocompleteCountdownSeconds?: number | null | undefined;
  callsAutoAccept?: boolean | null | undefined;
  inboundEmailDelaySeconds?: number | null | undefined;
  tasksAutoOpenUrl?: TasksAutoOpenUrlInput | null | undefined;
};

export type TasksAutoOpenUrlInput = {
  enabled: boolean;
  openUrl: string;
};

export type SettingsTaskPreferenceVariantFragment = { variant: string, overrides: { callsAutoAccept: boolean | null, autoAcceptByTaskTitle: string | null, autocompleteCountdownSeconds: number | null, inboundEmailDelaySeconds: number | null, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } | null }, effective: { callsAutoAccept: boolean, autoAcceptByTaskTitle: string, autocompleteCountdownSeconds: number, inboundEmailDelaySeconds: number, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } } };

export type SettingsTaskPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsTaskPreferencesQuery = { taskPreferences: { defaults: { variant: string, overrides: { callsAutoAccept: boolean | null, autoAcceptByTaskTitle: string | null, autocompleteCountdownSeconds: number | null, inboundEmailDelaySeconds: number | null, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } | null }, effective: { callsAutoAccept: boolean, autoAcceptByTaskTitle: string, autocompleteCountdownSeconds: number, inboundEmailDelaySeconds: number, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } } }, variants: Array<{ variant: string, overrides: { callsAutoAccept: boolean | null, autoAcceptByTaskTitle: string | null, autocompleteCountdownSeconds: number | null, inboundEmailDelaySeconds: number | null, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } | null }, effective: { callsAutoAccept: boolean, autoAcceptByTaskTitle: string, autocompleteCountdownSeconds: number, inboundEmailDelaySeconds: number, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } } }> } };

export type SettingsSaveTaskPreferencesMutationVariables = Exact<{
  variant: string;
  overrides: Types.TaskPreferenceOverridesInput;
}>;


export type SettingsSaveTaskPreferencesMutation = { saveTaskPreferences: { variant: string, overrides: { callsAutoAccept: boolean | null, autoAcceptByTaskTitle: string | null, autocompleteCountdownSeconds: number | null, inboundEmailDelaySeconds: number | null, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } | null }, effective: { callsAutoAccept: boolean, autoAcceptByTaskTitle: string, autocompleteCountdownSeconds: number, inboundEmailDelaySeconds: number, tasksAutoOpenUrl: { enabled: boolean, openUrl: string } } } };

export type SettingsDeleteVariantMutationVariables = Exact<{
  variant: string;
}>;


export type SettingsDeleteVariantMutation = { deleteTaskPreferenceVariant: string };

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
export const SettingsTaskPreferenceVariantFragmentDoc = new TypedDocumentString(`
    fragment SettingsTaskPreferenceVariant on TaskPreferenceVariant {
  variant
  overrides {
    tasksAutoOpenUrl {
      enabled
      openUrl
    }
    callsAutoAccept
    autoAcceptByTaskTitle
    autocompleteCountdownSeconds
    inboundEmailDelaySeconds
  }
  effective {
    tasksAutoOpenUrl {
      enabled
      openUrl
    }
    callsAutoAccept
    autoAcceptByTaskTitle
    autocompleteCountdownSeconds
    inboundEmailDelaySeconds
  }
}
    `, {"fragmentName":"SettingsTaskPreferenceVariant"}) as unknown as TypedDocumentString<SettingsTaskPreferenceVariantFragment, unknown>;
export const SettingsTaskPreferencesDocument = new TypedDocumentString(`
    query SettingsTaskPreferences {
  taskPreferences {
    defaults {
      ...SettingsTaskPreferenceVariant
    }
    variants {
      ...SettingsTaskPreferenceVariant
    }
  }
}
    fragment SettingsTaskPreferenceVariant on TaskPreferenceVariant {
  variant
  overrides {
    tasksAutoOpenUrl {
      enabled
      openUrl
    }
    callsAutoAccept
    autoAcceptByTaskTitle
    autocompleteCountdownSeconds
    inboundEmailDelaySeconds
  }
  effective {
    tasksAutoOpenUrl {
      enabled
      openUrl
    }
    callsAutoAccept
    autoAcceptByTaskTitle
    autocompleteCountdownSeconds
    inboundEmailDelaySeconds
  }
}`) as unknown as TypedDocumentString<SettingsTaskPreferencesQuery, SettingsTaskPreferencesQueryVariables>;
export const SettingsSaveTaskPreferencesDocument = new TypedDocumentString(`
    mutation SettingsSaveTaskPreferences($variant: String!, $overrides: TaskPreferenceOverridesInput!) {
  saveTaskPreferences(variant: $variant, overrides: $overrides) {
    ...SettingsTaskPreferenceVariant
  }
}
    fragment SettingsTaskPreferenceVariant on TaskPreferenceVariant {
  variant
  overrides {
    tasksAutoOpenUrl {
      enabled
      openUrl
    }
    callsAutoAccept
    autoAcceptByTaskTitle
    autocompleteCountdownSeconds
    inboundEmailDelaySeconds
  }
  effective {
    tasksAutoOpenUrl {
      enabled
      openUrl
    }
    callsAutoAccept
    autoAcceptByTaskTitle
    autocompleteCountdownSeconds
    inboundEmailDelaySeconds
  }
}`) as unknown as TypedDocumentString<SettingsSaveTaskPreferencesMutation, SettingsSaveTaskPreferencesMutationVariables>;
export const SettingsDeleteVariantDocument = new TypedDocumentString(`
    mutation SettingsDeleteVariant($variant: String!) {
  deleteTaskPreferenceVariant(variant: $variant)
}
    `) as unknown as TypedDocumentString<SettingsDeleteVariantMutation, SettingsDeleteVariantMutationVariables>;