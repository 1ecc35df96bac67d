import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPLIANCE_PAGE_TEXTS } from '../api/compliance-texts.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { phoneNumberRule } from '../utils/phone-number-rule.ts';
import { ModalFormActions } from './ModalFormActions.tsx';

const TEXTS = COMPLIANCE_PAGE_TEXTS.dnc;
const LABELS = { phoneNumber: TEXTS.phoneNumber, note: TEXTS.note };
/** The server's bound on a note (do-not-call.ts). */
const NOTE_MAX_LENGTH = 200;

type Values = { phoneNumber: string; note: string };

export type ComplianceDoNotCallAddFormProps = {
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel: () => void;
};

/** One number (any format the server parses, US by default) and an optional note. */
export function ComplianceDoNotCallAddForm({ onSubmit, onCancel }: ComplianceDoNotCallAddFormProps) {
  const form = useForm<Values>({
    initialValues: { phoneNumber: '', note: '' },
    validate: { phoneNumber: phoneNumberRule },
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
        <TextInput
          label={LABELS.phoneNumber}
          type="tel"
          withAsterisk
          data-autofocus
          {...form.getInputProps('phoneNumber')}
        />
        <TextInput label={LABELS.note} maxLength={NOTE_MAX_LENGTH} {...form.getInputProps('note')} />
        <ModalFormActions submitLabel={TEXTS.addNumber} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
