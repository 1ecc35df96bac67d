import type {
  TaskPreferenceOverrides,
  TaskPreferences,
} from '@parley/core/agent-desktop-settings/task-preferences';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  SettingsDeleteVariantDocument,
  SettingsSaveTaskPreferencesDocument,
  SettingsTaskPreferencesDocument,
  type SettingsTaskPreferenceVariantFragment,
} from './task-preferences.generated.ts';

// Task preferences: defaults and per-variant overrides
// (apps/server/src/modules/agent-desktop-settings/agent-desktop-settings.graphql.ts).

export type TaskPreferenceVariant = {
  variant: string;
  overrides: TaskPreferenceOverrides;
  effective: TaskPreferences;
};
export type TaskPreferenceSettings = { defaults: TaskPreferenceVariant; variants: TaskPreferenceVariant[] };

/** GraphQL gives every override field, null when the variant inherits it. */
type RawVariant = SettingsTaskPreferenceVariantFragment;
type NullableOverrides = RawVariant['overrides'];

function withoutNulls(overrides: NullableOverrides): TaskPreferenceOverrides {
  const result: TaskPreferenceOverrides = {};
  if (overrides.tasksAutoOpenUrl !== null) result.tasksAutoOpenUrl = overrides.tasksAutoOpenUrl;
  if (overrides.callsAutoAccept !== null) result.callsAutoAccept = overrides.callsAutoAccept;
  if (overrides.autoAcceptByTaskTitle !== null)
    result.autoAcceptByTaskTitle = overrides.autoAcceptByTaskTitle;
  if (overrides.autocompleteCountdownSeconds !== null)
    result.autocompleteCountdownSeconds = overrides.autocompleteCountdownSeconds;
  if (overrides.inboundEmailDelaySeconds !== null)
    result.inboundEmailDelaySeconds = overrides.inboundEmailDelaySeconds;
  return result;
}

const toVariant = (raw: RawVariant): TaskPreferenceVariant => ({
  ...raw,
  overrides: withoutNulls(raw.overrides),
});

export async function fetchTaskPreferences(signal?: AbortSignal): Promise<TaskPreferenceSettings> {
  const data = await graphqlRequest(SettingsTaskPreferencesDocument, {}, { signal });
  return {
    defaults: toVariant(data.taskPreferences.defaults),
    variants: data.taskPreferences.variants.map(toVariant),
  };
}

export async function saveTaskPreferences(
  variant: string,
  overrides: TaskPreferenceOverrides,
): Promise<TaskPreferenceVariant> {
  const data = await graphqlRequest(SettingsSaveTaskPreferencesDocument, { variant, overrides });
  return toVariant(data.saveTaskPreferences);
}

export async function deleteTaskPreferenceVariant(variant: string): Promise<void> {
  await graphqlRequest(SettingsDeleteVariantDocument, { variant });
}
