import { Group, MultiSelect, Stack, TagsInput, TextInput } from '@mantine/core';
import {
  COMPLIANCE_NAME_MAX_LENGTH,
  EMERGENCY_AREA_CODES_MAX,
  emergencyInputSchema,
} from '@parley/core/compliance/compliance-input';
import { US_STATE_CODES, US_STATES } from '@parley/core/compliance/us-states';
import type { EmergencyValues, StateOfEmergency } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS } from '../api/compliance-texts.ts';
import { useComplianceForm } from '../hooks/useComplianceForm.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { ModalFormActions } from './ModalFormActions.tsx';

const TEXTS = CALL_RESTRICTIONS_TEXTS.emergencies;
const LABELS = {
  name: TEXTS.name,
  states: TEXTS.states,
  areaCodes: TEXTS.areaCodes,
  startDate: TEXTS.startDate,
  endDate: TEXTS.endDate,
};

const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: `${US_STATES[code]} (${code})` }));

export type CallRestrictionsEmergencyFormProps = {
  emergency?: StateOfEmergency;
  submitLabel: string;
  onSubmit: (values: EmergencyValues) => Promise<unknown>;
  onCancel: () => void;
};

/** A state of emergency: its name, the states and area codes it covers, and its dates (both included). */
export function CallRestrictionsEmergencyForm(props: CallRestrictionsEmergencyFormProps) {
  const { emergency, submitLabel, onSubmit, onCancel } = props;
  const form = useComplianceForm<EmergencyValues>(
    {
      name: emergency?.name ?? '',
      states: emergency?.states ?? [],
      areaCodes: emergency?.areaCodes ?? [],
      startDate: emergency?.startDate ?? '',
      endDate: emergency?.endDate ?? '',
    },
    emergencyInputSchema,
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
        <MultiSelect
          label={LABELS.states}
          placeholder={TEXTS.statesPlaceholder}
          data={STATE_OPTIONS}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('states')}
        />
        <TagsInput
          label={LABELS.areaCodes}
          description={TEXTS.areaCodesHint}
          placeholder={form.values.areaCodes.length === 0 ? '305' : undefined}
          splitChars={[',', ' ']}
          maxTags={EMERGENCY_AREA_CODES_MAX}
          clearable
          {...form.getInputProps('areaCodes')}
        />
        <Group grow align="flex-start">
          <TextInput type="date" label={LABELS.startDate} withAsterisk {...form.getInputProps('startDate')} />
          <TextInput type="date" label={LABELS.endDate} withAsterisk {...form.getInputProps('endDate')} />
        </Group>
        <ModalFormActions submitLabel={submitLabel} submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
