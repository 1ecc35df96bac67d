import { Button, Group, MultiSelect, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_RESERVATION_TIMEOUT_SECONDS,
  MAX_RESERVATION_TIMEOUT_SECONDS,
  MIN_RESERVATION_TIMEOUT_SECONDS,
  queueInput,
} from '@parley/core/routing/rules';
import { QUEUE_TEXTS, SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { Queue, QueueInput } from '../api/routing-api.ts';
import { showSaveError } from '../utils/form-errors.ts';

export type QueueFormProps = {
  queue?: Queue;
  /** The brand's skill names. */
  skills: string[];
  onSubmit: (input: QueueInput) => Promise<unknown>;
  onCancel: () => void;
};

type QueueFormValues = Omit<QueueInput, 'reservationTimeoutSeconds'> & {
  reservationTimeoutSeconds: number | string;
};

const nameRule = fieldRule(queueInput.shape.friendlyName, QUEUE_TEXTS.name);
const timeoutRule = fieldRule(queueInput.shape.reservationTimeoutSeconds, QUEUE_TEXTS.reservationTimeout);
const LABELS = {
  friendlyName: QUEUE_TEXTS.name,
  requiredSkills: QUEUE_TEXTS.requiredSkills,
  reservationTimeoutSeconds: QUEUE_TEXTS.reservationTimeout,
  isDefault: QUEUE_TEXTS.isDefault,
  transferEligible: QUEUE_TEXTS.transferEligible,
};

/** A queue's name, required skills, offer timeout, transfer eligibility and default flag (docs/routing-contract.md). */
export function QueueForm({ queue, skills, onSubmit, onCancel }: QueueFormProps) {
  const form = useForm<QueueFormValues>({
    initialValues: {
      friendlyName: queue?.friendlyName ?? '',
      requiredSkills: queue?.requiredSkills ?? [],
      reservationTimeoutSeconds: queue?.reservationTimeoutSeconds ?? DEFAULT_RESERVATION_TIMEOUT_SECONDS,
      transferEligible: queue?.transferEligible ?? false,
      isDefault: queue?.isDefault ?? false,
    },
    validate: {
      friendlyName: nameRule,
      reservationTimeoutSeconds: (value) =>
        value === '' ? `${QUEUE_TEXTS.reservationTimeout} is required` : timeoutRule(value),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({
        ...values,
        friendlyName: values.friendlyName.trim(),
        reservationTimeoutSeconds: Number(values.reservationTimeoutSeconds),
      });
      form.resetDirty(values);
    } catch (error) {
      showSaveError(form, error, LABELS);
    }
  });
  // A skill a queue requires may have been renamed or deleted since: keep it visible.
  const skillOptions = [...new Set([...skills, ...form.values.requiredSkills])];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        <TextInput label={QUEUE_TEXTS.name} withAsterisk {...form.getInputProps('friendlyName')} />
        <MultiSelect
          label={QUEUE_TEXTS.requiredSkills}
          description={QUEUE_TEXTS.requiredSkillsHint}
          data={skillOptions}
          searchable
          clearable
          nothingFoundMessage="No such skill"
          {...form.getInputProps('requiredSkills')}
        />
        <NumberInput
          label={QUEUE_TEXTS.reservationTimeout}
          description={QUEUE_TEXTS.reservationTimeoutHint}
          min={MIN_RESERVATION_TIMEOUT_SECONDS}
          max={MAX_RESERVATION_TIMEOUT_SECONDS}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          w={320}
          {...form.getInputProps('reservationTimeoutSeconds')}
        />
        <Switch
          label={QUEUE_TEXTS.transferEligible}
          description={QUEUE_TEXTS.transferEligibleHint}
          {...form.getInputProps('transferEligible', { type: 'checkbox' })}
        />
        <Switch
          label={QUEUE_TEXTS.isDefault}
          description={QUEUE_TEXTS.isDefaultHint}
          // The default stops being it only when another queue becomes the default.
          disabled={queue?.isDefault}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {queue ? SETTINGS_TEXTS.save : QUEUE_TEXTS.createQueue}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {SETTINGS_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
