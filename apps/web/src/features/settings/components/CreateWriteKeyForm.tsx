import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WRITE_KEY_NAME_MAX_LENGTH, WRITE_KEY_TEXTS, writeKeyInput } from '@parley/core/events/write-keys';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { ModalFormActions } from './ModalFormActions.tsx';

export type CreateWriteKeyFormProps = {
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
};

const LABELS = { name: WRITE_KEY_TEXTS.name };

/** A new API key's name, checked with the server's rule; a refused name shows under the field. */
export function CreateWriteKeyForm({ onSubmit, onCancel }: CreateWriteKeyFormProps) {
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: fieldRule(writeKeyInput.shape.name, LABELS.name) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values.name);
    } catch (error) {
      showSaveError(form, error, LABELS);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={LABELS.name}
          description={WRITE_KEY_TEXTS.nameHint}
          withAsterisk
          data-autofocus
          // One character over the limit, so a pasted long name gets the field's message, not a silent cut.
          maxLength={WRITE_KEY_NAME_MAX_LENGTH + 1}
          {...form.getInputProps('name')}
        />
        <ModalFormActions
          submitLabel={WRITE_KEY_TEXTS.create}
          submitting={form.submitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
