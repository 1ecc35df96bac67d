import { Group, Stack, TextInput } from '@mantine/core';
import { COMPLIANCE_NAME_MAX_LENGTH, holidayInputSchema } from '@parley/core/compliance/compliance-input';
import type { ComplianceHoliday, HolidayValues } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS } from '../api/compliance-texts.ts';
import { useComplianceForm } from '../hooks/useComplianceForm.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { ModalFormActions } from './ModalFormActions.tsx';

const TEXTS = CALL_RESTRICTIONS_TEXTS.holidays;
const LABELS = { name: TEXTS.name, startDate: TEXTS.startDate, endDate: TEXTS.endDate };

export type CallRestrictionsHolidayFormProps = {
  holiday?: ComplianceHoliday;
  submitLabel: string;
  onSubmit: (values: HolidayValues) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A holiday's name and dates (both included). The server refuses one that overlaps another, naming
 * it ("These dates overlap the holiday New Year"): shown under the start date.
 */
export function CallRestrictionsHolidayForm(props: CallRestrictionsHolidayFormProps) {
  const { holiday, submitLabel, onSubmit, onCancel } = props;
  const form = useComplianceForm<HolidayValues>(
    {
      name: holiday?.name ?? '',
      startDate: holiday?.startDate ?? '',
      endDate: holiday?.endDate ?? '',
    },
    holidayInputSchema,
    LABELS,
  );
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
          label={LABELS.name}
          withAsterisk
          data-autofocus
          maxLength={COMPLIANCE_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start">
          {/* The browser's date picker: its value is the YYYY-MM-DD the server takes. */}
          <TextInput type="date" label={LABELS.startDate} withAsterisk {...form.getInputProps('startDate')} />
          <TextInput type="date" label={LABELS.endDate} withAsterisk {...form.getInputProps('endDate')} />
        </Group>
        <ModalFormActions submitLabel={submitLabel} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
