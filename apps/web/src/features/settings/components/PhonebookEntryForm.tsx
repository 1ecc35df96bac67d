import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TASK_CREATION_ERROR_TEXTS } from '@parley/core/error-catalogue';
import { toE164 } from '@parley/core/phone-number';
import { SETTINGS_TEXTS } from '@parley/core/settings-texts';
import {
  PHONEBOOK_DESCRIPTION_MAX_LENGTH,
  PHONEBOOK_TEXTS,
  type PhonebookEntry,
  phonebookEntryInput,
} from '@parley/core/voice/external-phonebook';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { PhonebookEntryValues } from '../api/phonebook-api.ts';
import { showSaveError } from '../utils/form-errors.ts';

export type PhonebookEntryFormProps = {
  entry?: PhonebookEntry;
  submitLabel: string;
  onSubmit: (values: PhonebookEntryValues) => Promise<unknown>;
  onCancel: () => void;
};

const LABELS = {
  name: PHONEBOOK_TEXTS.name,
  phoneNumber: PHONEBOOK_TEXTS.phoneNumber,
  description: PHONEBOOK_TEXTS.descriptionLabel,
};

/** An entry's name, number and description, validated on submit with the server's rules (spec 000 §5). */
export function PhonebookEntryForm({ entry, submitLabel, onSubmit, onCancel }: PhonebookEntryFormProps) {
  const form = useForm<PhonebookEntryValues>({
    initialValues: {
      name: entry?.name ?? '',
      phoneNumber: entry?.phoneNumber ?? '',
      description: entry?.description ?? '',
    },
    validate: {
      name: fieldRule(phonebookEntryInput.shape.name, LABELS.name),
      // The server parses the same way (US by default) and answers the same text.
      phoneNumber: (value) => (toE164(value) ? null : TASK_CREATION_ERROR_TEXTS.invalid_phone_number),
      description: fieldRule(phonebookEntryInput.shape.description, LABELS.description),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showSaveError(form, error, LABELS);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={LABELS.name} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label={LABELS.phoneNumber}
          description={PHONEBOOK_TEXTS.phoneNumberHint}
          withAsterisk
          type="tel"
          {...form.getInputProps('phoneNumber')}
        />
        <Textarea
          label={LABELS.description}
          autosize
          minRows={2}
          maxLength={PHONEBOOK_DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {SETTINGS_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
