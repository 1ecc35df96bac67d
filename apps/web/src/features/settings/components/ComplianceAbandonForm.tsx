import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import {
  complianceSettingsInputSchema,
  SAFE_HARBOUR_MESSAGE_MAX_LENGTH,
  TARGET_ABANDON_RATE_MAX,
  TARGET_ABANDON_RATE_MIN,
} from '@parley/core/compliance/compliance-input';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import type { AbandonSettingsValues, ComplianceSettings } from '../api/compliance-api.ts';
import { COMPLIANCE_PAGE_TEXTS } from '../api/compliance-texts.ts';
import { useComplianceForm } from '../hooks/useComplianceForm.ts';
import { showSaveError } from '../utils/form-errors.ts';

const TEXTS = COMPLIANCE_PAGE_TEXTS.abandon;
const LABELS = { targetAbandonRate: TEXTS.targetAbandonRate, safeHarbourMessage: TEXTS.safeHarbourMessage };

type Values = { targetAbandonRate: number | string; safeHarbourMessage: string };

// An emptied rate is sent as NaN so the schema refuses it rather than taking its default.
const toInput = (values: Values): AbandonSettingsValues => ({
  targetAbandonRate: typeof values.targetAbandonRate === 'number' ? values.targetAbandonRate : Number.NaN,
  safeHarbourMessage: values.safeHarbourMessage,
});

export type ComplianceAbandonFormProps = {
  settings: ComplianceSettings;
  canEdit: boolean;
  onSubmit: (values: AbandonSettingsValues) => Promise<unknown>;
};

/** The target abandon rate of campaign calls and the message played when no agent is free. */
export function ComplianceAbandonForm({ settings, canEdit, onSubmit }: ComplianceAbandonFormProps) {
  const form = useComplianceForm<Values>(
    { targetAbandonRate: settings.targetAbandonRate, safeHarbourMessage: settings.safeHarbourMessage },
    complianceSettingsInputSchema,
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
  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.title}>
      <Stack gap="md">
        <NumberInput
          label={LABELS.targetAbandonRate}
          description={TEXTS.targetHint}
          suffix="%"
          min={TARGET_ABANDON_RATE_MIN}
          max={TARGET_ABANDON_RATE_MAX}
          step={0.1}
          decimalScale={1}
          allowNegative={false}
          disabled={!canEdit}
          w={260}
          {...form.getInputProps('targetAbandonRate')}
        />
        <Textarea
          label={LABELS.safeHarbourMessage}
          description={TEXTS.safeHarbourHint}
          autosize
          minRows={3}
          maxLength={SAFE_HARBOUR_MESSAGE_MAX_LENGTH}
          disabled={!canEdit}
          {...form.getInputProps('safeHarbourMessage')}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {SETTINGS_TEXTS.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
