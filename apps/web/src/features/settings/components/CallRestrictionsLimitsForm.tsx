import { Button, Group, NumberInput, Stack } from '@mantine/core';
import {
  CALL_LIMIT_MAX,
  CALL_LIMIT_MIN,
  callLimitsInputSchema,
} from '@parley/core/compliance/compliance-input';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import type { CallLimitsValues, ComplianceSettings } from '../api/compliance-api.ts';
import { CALL_RESTRICTIONS_TEXTS } from '../api/compliance-texts.ts';
import { useComplianceForm } from '../hooks/useComplianceForm.ts';
import { showSaveError } from '../utils/form-errors.ts';

const TEXTS = CALL_RESTRICTIONS_TEXTS.limits;
const LABELS = { perContactPerDay: TEXTS.perContactPerDay, perNumberPerDay: TEXTS.perNumberPerDay };

/** NumberInput holds '' when emptied: no limit. */
type Values = { perContactPerDay: number | string; perNumberPerDay: number | string };

const limitOf = (value: number | string): number | null => (typeof value === 'number' ? value : null);
const toInput = (values: Values): CallLimitsValues => ({
  perContactPerDay: limitOf(values.perContactPerDay),
  perNumberPerDay: limitOf(values.perNumberPerDay),
});

export type CallRestrictionsLimitsFormProps = {
  settings: ComplianceSettings;
  canEdit: boolean;
  onSubmit: (values: CallLimitsValues) => Promise<unknown>;
};

/** The two daily limits; an empty one is no limit. */
export function CallRestrictionsLimitsForm({ settings, canEdit, onSubmit }: CallRestrictionsLimitsFormProps) {
  const form = useComplianceForm<Values>(
    { perContactPerDay: settings.perContactPerDay ?? '', perNumberPerDay: settings.perNumberPerDay ?? '' },
    callLimitsInputSchema,
    LABELS,
    toInput,
  );
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(toInput(values));
      form.resetDirty(values);
    } catch (error) {
      showSaveError(form, error, LABELS);
    }
  });
  const limitInput = (field: keyof Values) => (
    <NumberInput
      label={LABELS[field]}
      placeholder={TEXTS.noLimit}
      min={CALL_LIMIT_MIN}
      max={CALL_LIMIT_MAX}
      allowDecimal={false}
      allowNegative={false}
      disabled={!canEdit}
      w={260}
      {...form.getInputProps(field)}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.title}>
      <Stack gap="md" align="flex-start">
        {limitInput('perContactPerDay')}
        {limitInput('perNumberPerDay')}
        {canEdit && (
          <Group>
            <Button type="submit" loading={form.submitting}>
              {SETTINGS_TEXTS.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
