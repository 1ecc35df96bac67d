import { Button, Divider, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PREFERENCE_SECONDS_MAX } from '@parley/core/agent-desktop-settings/task-preference-defaults';
import {
  TASK_PREFERENCE_LABELS,
  type TaskPreferenceKey,
  type TaskPreferenceOverrides,
  type TaskPreferences,
  taskPreferencesSchema,
} from '@parley/core/agent-desktop-settings/task-preferences';
import { SETTINGS_TEXTS, TASK_PREFERENCE_TEXTS } from '@parley/core/settings/texts';
import type { ReactNode } from 'react';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import { showSaveError } from '../utils/form-errors.ts';
import {
  overridesOf,
  settingFields,
  type TaskPreferenceFormValues,
  taskPreferenceFormValues,
} from '../utils/task-preference-values.ts';

export type TaskPreferencesFormProps = {
  /** True for the defaults: every setting is set, nothing is inherited. */
  isDefaults: boolean;
  effective: TaskPreferences;
  overrides: TaskPreferenceOverrides;
  /** What the variant inherits: the defaults in force. */
  inherited: TaskPreferences;
  onSubmit: (overrides: TaskPreferenceOverrides) => Promise<unknown>;
  onCancel: () => void;
};

const shape = taskPreferencesSchema.shape;
const L = TASK_PREFERENCE_LABELS;
const openUrlRule = fieldRule(shape.tasksAutoOpenUrl.shape.openUrl, TASK_PREFERENCE_TEXTS.openUrl);
const countdownRule = fieldRule(shape.autocompleteCountdownSeconds, L.autocompleteCountdownSeconds.label);
const delayRule = fieldRule(shape.inboundEmailDelaySeconds, L.inboundEmailDelaySeconds.label);
const titlesRule = fieldRule(shape.autoAcceptByTaskTitle, L.autoAcceptByTaskTitle.label);

/** Server field paths (under `overrides.`) → labels and form fields. */
const SERVER_FIELDS = {
  labels: {
    'overrides.tasksAutoOpenUrl.openUrl': TASK_PREFERENCE_TEXTS.openUrl,
    'overrides.autoAcceptByTaskTitle': L.autoAcceptByTaskTitle.label,
    'overrides.autocompleteCountdownSeconds': L.autocompleteCountdownSeconds.label,
    'overrides.inboundEmailDelaySeconds': L.inboundEmailDelaySeconds.label,
  },
  aliases: {
    'overrides.tasksAutoOpenUrl.openUrl': 'openUrl',
    'overrides.autoAcceptByTaskTitle': 'autoAcceptByTaskTitle',
    'overrides.autocompleteCountdownSeconds': 'autocompleteCountdownSeconds',
    'overrides.inboundEmailDelaySeconds': 'inboundEmailDelaySeconds',
  },
};

/**
 * The auto-open and auto-accept settings (spec 001 §4) and the desktop timings, for the defaults or
 * one variant. A variant sets only what it overrides; the rest shows the defaults, greyed out.
 */
export function TaskPreferencesForm(props: TaskPreferencesFormProps) {
  const { isDefaults, effective, overrides, inherited, onSubmit, onCancel } = props;
  const form = useForm<TaskPreferenceFormValues>({
    initialValues: taskPreferenceFormValues(effective, overrides, isDefaults),
    validate: {
      openUrl: (value, values) => (values.overridden.tasksAutoOpenUrl ? openUrlRule(value) : null),
      autoAcceptByTaskTitle: (value, values) =>
        values.overridden.autoAcceptByTaskTitle ? titlesRule(value) : null,
      autocompleteCountdownSeconds: (value, values) =>
        values.overridden.autocompleteCountdownSeconds ? countdownRule(value) : null,
      inboundEmailDelaySeconds: (value, values) =>
        values.overridden.inboundEmailDelaySeconds ? delayRule(value) : null,
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(overridesOf(values));
      form.resetDirty(values);
    } catch (error) {
      showSaveError(form, error, SERVER_FIELDS.labels, SERVER_FIELDS.aliases);
    }
  });
  const on = (key: TaskPreferenceKey) => form.values.overridden[key];
  const setting = (key: TaskPreferenceKey, control: ReactNode) => (
    <PreferenceSetting
      key={key}
      settingKey={key}
      isDefaults={isDefaults}
      overridden={on(key)}
      onOverride={(next) => {
        form.setFieldValue(`overridden.${key}`, next);
        if (!next) form.setValues(settingFields(key, inherited));
      }}
    >
      {control}
    </PreferenceSetting>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760}>
        {setting(
          'tasksAutoOpenUrl',
          <Stack gap="xs">
            <Switch
              label={TASK_PREFERENCE_TEXTS.enabled}
              aria-label={L.tasksAutoOpenUrl.label}
              disabled={!on('tasksAutoOpenUrl')}
              {...form.getInputProps('autoOpenEnabled', { type: 'checkbox' })}
            />
            <TextInput
              label={TASK_PREFERENCE_TEXTS.openUrl}
              placeholder="https://crm.example.com/cases"
              disabled={!on('tasksAutoOpenUrl')}
              {...form.getInputProps('openUrl')}
            />
          </Stack>,
        )}
        {setting(
          'callsAutoAccept',
          <Switch
            label={TASK_PREFERENCE_TEXTS.enabled}
            aria-label={L.callsAutoAccept.label}
            disabled={!on('callsAutoAccept')}
            {...form.getInputProps('callsAutoAccept', { type: 'checkbox' })}
          />,
        )}
        {setting(
          'autoAcceptByTaskTitle',
          <TextInput
            aria-label={L.autoAcceptByTaskTitle.label}
            placeholder="Incoming Call, scheduled callback"
            disabled={!on('autoAcceptByTaskTitle')}
            {...form.getInputProps('autoAcceptByTaskTitle')}
          />,
        )}
        {setting(
          'autocompleteCountdownSeconds',
          <NumberInput
            aria-label={L.autocompleteCountdownSeconds.label}
            suffix=" s"
            min={0}
            max={PREFERENCE_SECONDS_MAX}
            allowDecimal={false}
            allowNegative={false}
            disabled={!on('autocompleteCountdownSeconds')}
            w={240}
            {...form.getInputProps('autocompleteCountdownSeconds')}
          />,
        )}
        {setting(
          'inboundEmailDelaySeconds',
          <NumberInput
            aria-label={L.inboundEmailDelaySeconds.label}
            suffix=" s"
            min={0}
            max={PREFERENCE_SECONDS_MAX}
            allowDecimal={false}
            allowNegative={false}
            disabled={!on('inboundEmailDelaySeconds')}
            w={240}
            {...form.getInputProps('inboundEmailDelaySeconds')}
          />,
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {SETTINGS_TEXTS.save}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {SETTINGS_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type PreferenceSettingProps = {
  settingKey: TaskPreferenceKey;
  isDefaults: boolean;
  overridden: boolean;
  onOverride: (overridden: boolean) => void;
  children: ReactNode;
};

function PreferenceSetting({
  settingKey,
  isDefaults,
  overridden,
  onOverride,
  children,
}: PreferenceSettingProps) {
  const { label, description } = TASK_PREFERENCE_LABELS[settingKey];
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={500}>{label}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {!isDefaults && (
          <Switch
            size="sm"
            label={overridden ? TASK_PREFERENCE_TEXTS.override : TASK_PREFERENCE_TEXTS.inherited}
            aria-label={`Override ${label}`}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            checked={overridden}
            onChange={(event) => onOverride(event.currentTarget.checked)}
          />
        )}
      </Group>
      {children}
      <Divider mt="xs" />
    </Stack>
  );
}
