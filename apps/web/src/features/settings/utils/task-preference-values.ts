import {
  TASK_PREFERENCE_KEYS,
  type TaskPreferenceKey,
  type TaskPreferenceOverrides,
  type TaskPreferences,
} from '@parley/core/agent-desktop-settings/task-preferences';

/** The form: every setting's value, and whether this variant sets it (the defaults set them all). */
export type TaskPreferenceFormValues = {
  autoOpenEnabled: boolean;
  openUrl: string;
  callsAutoAccept: boolean;
  autoAcceptByTaskTitle: string;
  /** NumberInput gives '' while a box is empty. */
  autocompleteCountdownSeconds: number | string;
  inboundEmailDelaySeconds: number | string;
  overridden: Record<TaskPreferenceKey, boolean>;
};

export function taskPreferenceFormValues(
  effective: TaskPreferences,
  overrides: TaskPreferenceOverrides,
  isDefaults: boolean,
): TaskPreferenceFormValues {
  return {
    autoOpenEnabled: effective.tasksAutoOpenUrl.enabled,
    openUrl: effective.tasksAutoOpenUrl.openUrl,
    callsAutoAccept: effective.callsAutoAccept,
    autoAcceptByTaskTitle: effective.autoAcceptByTaskTitle,
    autocompleteCountdownSeconds: effective.autocompleteCountdownSeconds,
    inboundEmailDelaySeconds: effective.inboundEmailDelaySeconds,
    overridden: Object.fromEntries(
      TASK_PREFERENCE_KEYS.map((key) => [key, isDefaults || overrides[key] !== undefined]),
    ) as Record<TaskPreferenceKey, boolean>, // every key is listed just above
  };
}

/** The values of one setting as the form holds them, from effective preferences (to reset an override). */
export function settingFields(
  key: TaskPreferenceKey,
  from: TaskPreferences,
): Partial<TaskPreferenceFormValues> {
  switch (key) {
    case 'tasksAutoOpenUrl':
      return { autoOpenEnabled: from.tasksAutoOpenUrl.enabled, openUrl: from.tasksAutoOpenUrl.openUrl };
    case 'callsAutoAccept':
      return { callsAutoAccept: from.callsAutoAccept };
    case 'autoAcceptByTaskTitle':
      return { autoAcceptByTaskTitle: from.autoAcceptByTaskTitle };
    case 'autocompleteCountdownSeconds':
      return { autocompleteCountdownSeconds: from.autocompleteCountdownSeconds };
    case 'inboundEmailDelaySeconds':
      return { inboundEmailDelaySeconds: from.inboundEmailDelaySeconds };
  }
}

/** What the variant sets: only the settings it overrides. Called after validation passed. */
export function overridesOf(values: TaskPreferenceFormValues): TaskPreferenceOverrides {
  const overrides: TaskPreferenceOverrides = {};
  if (values.overridden.tasksAutoOpenUrl)
    overrides.tasksAutoOpenUrl = { enabled: values.autoOpenEnabled, openUrl: values.openUrl.trim() };
  if (values.overridden.callsAutoAccept) overrides.callsAutoAccept = values.callsAutoAccept;
  if (values.overridden.autoAcceptByTaskTitle) overrides.autoAcceptByTaskTitle = values.autoAcceptByTaskTitle;
  if (values.overridden.autocompleteCountdownSeconds)
    overrides.autocompleteCountdownSeconds = Number(values.autocompleteCountdownSeconds);
  if (values.overridden.inboundEmailDelaySeconds)
    overrides.inboundEmailDelaySeconds = Number(values.inboundEmailDelaySeconds);
  return overrides;
}
