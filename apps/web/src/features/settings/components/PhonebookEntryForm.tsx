import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PHONEBOOK_DESCRIPTION_MAX_LENGTH,
  PHONEBOOK_TEXTS,
  phonebookEntryInput,
} from '@parley/core/voice/external-phonebook';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { PhonebookEntry, PhonebookEntryValues } from '../api/phonebook-api.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { phoneNumberRule } from '../utils/phone-number-rule.ts';
import { ModalFormActions } from './ModalFormActions.tsx';

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
      phoneNumber: phoneNumberRule,
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
        <ModalFormActions submitLabel={submitLabel} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
