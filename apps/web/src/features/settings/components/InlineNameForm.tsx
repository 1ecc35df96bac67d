import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { listItemInput } from '@parley/core/agent-desktop-settings/lists';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import type { Ref } from 'react';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import { showSaveError } from '../utils/form-errors.ts';

export type InlineNameFormProps = {
  /** The field's label (read by screen readers) and the start of its messages: "Tag is required". */
  label: string;
  initialName?: string;
  placeholder?: string;
  submitLabel?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Saves the name; a rejection is shown under the field (or as a toast). */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * One name, edited in place: validated on submit with the server's rule, its error cleared as soon
 * as the text changes (spec 000 §5). Emptied after adding, left as is after renaming.
 */
export function InlineNameForm(props: InlineNameFormProps) {
  const { label, initialName, placeholder, submitLabel, autoFocus, inputRef, onSubmit, onCancel } = props;
  const form = useForm({
    initialValues: { name: initialName ?? '' },
    validate: { name: fieldRule(listItemInput.shape.name, label) },
  });
  const submit = form.onSubmit(async ({ name }) => {
    try {
      await onSubmit(name.trim());
      if (initialName === undefined) form.reset();
    } catch (error) {
      showSaveError(form, error, { name: label });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder={placeholder}
          withAsterisk
          flex={1}
          autoFocus={autoFocus}
          ref={inputRef}
          {...form.getInputProps('name')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onCancel) onCancel();
          }}
        />
        <Button type="submit" loading={form.submitting}>
          {submitLabel ?? SETTINGS_TEXTS.save}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {SETTINGS_TEXTS.cancel}
          </Button>
        )}
      </Group>
    </form>
  );
}
